// Verifies cosmos sessions: the shared CAIP-122 text checks, then an ADR-036 signature, as
// Keplr-style wallets' signArbitrary make it: secp256k1 over the SHA-256 of the amino sign doc of
// one `sign/MsgSignData` message (signer, base64 data) with empty chain id, fee and memo. The
// signature alone (base64, 64 bytes) travels: the key is recovered from it and must hash to the
// account's bech32 address, so it is checked offline with @cosmjs, no node asked.

import { makeSignDoc, rawSecp256k1PubkeyToRawAddress, type StdSignDoc, serializeSignDoc } from '@cosmjs/amino'
import { ExtendedSecp256k1Signature, Secp256k1, sha256 } from '@cosmjs/crypto'
import { fromBase64, toBase64, toUtf8 } from '@cosmjs/encoding'
import { decodeCosmosAddress } from '@latch/core/internal'
import type { SIWXVerifier } from '../types'
import { SIWXVerificationError } from './errors'
import { createKeyVerifier, type KeyVerifierOptions } from './signed-by'

export type CosmosVerifierOptions = KeyVerifierOptions

const SIGNATURE = /^[A-Za-z0-9+/]{86}==$/

/** The ADR-036 sign doc of arbitrary data signed by `signer`. */
export function adr036SignDoc(signer: string, data: string | Uint8Array): StdSignDoc {
  const bytes = typeof data === 'string' ? toUtf8(data) : data
  const message = { type: 'sign/MsgSignData', value: { signer, data: toBase64(bytes) } }
  return makeSignDoc([message], { gas: '0', amount: [] }, '', '', 0, 0)
}

/** Whether the account's key made this ADR-036 signature (base64 r||s) over the message text. */
export function verifyCosmosSignature(address: string, message: string, signature: string): boolean {
  if (!SIGNATURE.test(signature))
    throw new SIWXVerificationError('INVALID_SIGNATURE', 'the signature is not 64 bytes of base64')
  const account = decodeCosmosAddress(address)
  if (account?.data.length !== 20) return false
  const hash = sha256(serializeSignDoc(adr036SignDoc(address, message)))
  const bytes = fromBase64(signature)
  const r = bytes.subarray(0, 32)
  const s = bytes.subarray(32)
  // The signature carries no recovery bit: one of the two candidate keys must be the account's.
  for (const recovery of [0, 1]) {
    let key: Uint8Array
    try {
      key = Secp256k1.compressPubkey(
        Secp256k1.recoverPubkey(new ExtendedSecp256k1Signature(r, s, recovery), hash),
      )
    } catch {
      continue
    }
    const raw = rawSecp256k1PubkeyToRawAddress(key)
    if (raw.every((byte, i) => byte === account.data[i]))
      return Secp256k1.verifySignature(new ExtendedSecp256k1Signature(r, s, recovery), hash, key)
  }
  return false
}

export function createCosmosVerifier(options: CosmosVerifierOptions = {}): SIWXVerifier {
  return createKeyVerifier('cosmos', verifyCosmosSignature, options)
}
