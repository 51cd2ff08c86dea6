// BIP-322 "simple" message signatures: the two virtual transactions a signature is made over
// (to_spend pays the address with the tagged message hash in its input, to_sign spends it to an
// OP_RETURN), and a check of a native segwit (P2WPKH) signature for pages that want one without a
// server. Built on @scure/btc-signer and @noble/curves; servers use bip322-js (@latch/siwx/bip122).
import { secp256k1 } from '@noble/curves/secp256k1'
import { base64 } from '@scure/base'
import { Address, OutScript, p2pkh, p2wpkh, RawWitness, Script, Transaction } from '@scure/btc-signer'
import { tagSchnorr } from '@scure/btc-signer/utils.js'
import { type AddressParams, addressParamsOf } from './networks'

export type { AddressParams }

const ZERO_TXID = new Uint8Array(32)

/** to_sign, unsigned, with the output it spends described (witnessUtxo) so a signer can sign input 0. */
export function bip322ToSign(address: string, message: string, params: AddressParams): Transaction {
  const script = OutScript.encode(Address(params).decode(address))
  const messageHash = tagSchnorr('BIP0322-signed-message', new TextEncoder().encode(message))
  const toSpend = new Transaction({ version: 0, allowUnknownOutputs: true, allowUnknownInputs: true })
  // The output first: a final scriptSig marks the inputs signed, after which outputs are frozen.
  toSpend.addOutput({ script, amount: 0n })
  toSpend.addInput({
    txid: ZERO_TXID,
    index: 0xffffffff,
    sequence: 0,
    finalScriptSig: Script.encode(['OP_0', messageHash]),
  })
  const toSign = new Transaction({ version: 0, allowUnknownOutputs: true })
  toSign.addInput({ txid: toSpend.id, index: 0, sequence: 0, witnessUtxo: { script, amount: 0n } })
  toSign.addOutput({ script: Script.encode(['RETURN']), amount: 0n })
  return toSign
}

/**
 * Whether `signature` (base64 witness) is a BIP-322 simple signature of `message` by the P2WPKH
 * `address` on the network. Other address kinds answer false: check them on a server.
 */
export function verifyBip322P2wpkh(
  address: string,
  message: string,
  signature: string,
  network: { id: number | string },
): boolean {
  try {
    const params = addressParamsOf(network)
    const decoded = Address(params).decode(address)
    if (decoded.type !== 'wpkh') return false
    const [sigWithType, publicKey, ...rest] = RawWitness.decode(base64.decode(signature))
    if (!sigWithType || !publicKey || rest.length > 0 || publicKey.length !== 33) return false
    // The key must be the one the address commits to.
    if (p2wpkh(publicKey, params).address !== address) return false
    const hashType = sigWithType[sigWithType.length - 1] as number
    if (hashType !== 0x01) return false
    const toSign = bip322ToSign(address, message, params)
    const digest = toSign.preimageWitnessV0(0, p2pkh(publicKey).script, hashType, 0n)
    const parsed = secp256k1.Signature.fromDER(sigWithType.subarray(0, -1))
    return secp256k1.verify(parsed, digest, publicKey)
  } catch {
    return false
  }
}
