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
  // The signature carries no recovery bit: one of the two candidate keys must be the account's.
  for (const recovery of [0, 1]) {
    // From the fixed 32 + 32 bytes: @cosmjs wants r and s without leading zero bytes, which about
    // one signature in 128 has (built from the halves directly, those were refused).
    let candidate: ExtendedSecp256k1Signature
    let key: Uint8Array
    try {
      candidate = ExtendedSecp256k1Signature.fromFixedLength(Uint8Array.of(...bytes, recovery))
      key = Secp256k1.compressPubkey(Secp256k1.recoverPubkey(candidate, hash))
    } catch {
      // r or s zero, or no point on the curve.
      continue
    }
    const raw = rawSecp256k1PubkeyToRawAddress(key)
    if (raw.every((byte, i) => byte === account.data[i]))
      return Secp256k1.verifySignature(candidate, hash, key)
  }
  return false
}

export function createCosmosVerifier(options: CosmosVerifierOptions = {}): SIWXVerifier {
  return createKeyVerifier('cosmos', verifyCosmosSignature, options)
}
