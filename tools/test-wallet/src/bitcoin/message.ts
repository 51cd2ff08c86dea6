// How the test wallet signs a message: BIP-322 "simple" for segwit and taproot addresses (the
// witness of a virtual transaction spending from the address), or the legacy "Bitcoin Signed
// Message" recoverable ECDSA signature (BIP-137 header) when asked for ECDSA. The virtual
// transactions come from @latch/bitcoin/bip322; the server checks them with bip322-js.

import { type AddressParams, bip322ToSign } from '@latch/bitcoin/bip322'
import { secp256k1 } from '@noble/curves/secp256k1'
import { sha256 } from '@noble/hashes/sha2.js'
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils.js'
import { RawWitness } from '@scure/btc-signer'

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))

/** BIP-322 simple: base64 of the to_sign transaction's witness, signed by `secretKey`. */
export function signBip322(
  secretKey: Uint8Array,
  address: string,
  message: string,
  network: AddressParams,
): string {
  const toSign = bip322ToSign(address, message, network)
  toSign.sign(secretKey)
  toSign.finalizeIdx(0)
  const witness = toSign.getInput(0).finalScriptWitness
  if (!witness) throw new Error('BIP-322: no witness after signing')
  return toBase64(RawWitness.encode(witness))
}

function varInt(n: number): Uint8Array {
  if (n < 0xfd) return Uint8Array.of(n)
  return Uint8Array.of(0xfd, n & 0xff, (n >> 8) & 0xff)
}

/** The legacy signed-message digest: double SHA-256 of the magic prefix and the message. */
export function legacyMessageHash(message: string): Uint8Array {
  const prefix = utf8ToBytes('\x18Bitcoin Signed Message:\n')
  const body = utf8ToBytes(message)
  return sha256(sha256(concatBytes(prefix, varInt(body.length), body)))
}

/**
 * A legacy recoverable signature, base64 of header || r || s. The header says the key is
 * compressed and, per BIP-137, which address kind it signs for (P2PKH 31-34, P2WPKH 39-42).
 */
export function signLegacy(secretKey: Uint8Array, message: string, kind: 'p2pkh' | 'p2wpkh'): string {
  const signature = secp256k1.sign(legacyMessageHash(message), secretKey)
  const header = (kind === 'p2wpkh' ? 39 : 31) + (signature.recovery ?? 0)
  return toBase64(concatBytes(Uint8Array.of(header), signature.toCompactRawBytes()))
}
