// Verifies solana sessions: the shared CAIP-122 text checks, then an ed25519 signature (base58,
// 64 bytes) over the message's UTF-8 bytes by the account's own key (its base58 address).
import { decodeBase58 } from '@latch/core/internal'
import { ed25519 } from '@noble/curves/ed25519'
import type { SIWXVerifier } from '../types'
import { SIWXVerificationError } from './errors'
import { createKeyVerifier, type KeyVerifierOptions } from './signed-by'

export type SolanaVerifierOptions = KeyVerifierOptions

function signatureBytes(signature: string): Uint8Array {
  let bytes: Uint8Array
  try {
    bytes = /^[1-9A-HJ-NP-Za-km-z]{64,88}$/.test(signature) ? decodeBase58(signature) : new Uint8Array()
  } catch {
    bytes = new Uint8Array()
  }
  if (bytes.length !== 64)
    throw new SIWXVerificationError('INVALID_SIGNATURE', 'the signature is not 64 bytes of base58')
  return bytes
}

export function createSolanaVerifier(options: SolanaVerifierOptions = {}): SIWXVerifier {
  return createKeyVerifier(
    'solana',
    (address, message, signature) =>
      ed25519.verify(signatureBytes(signature), new TextEncoder().encode(message), decodeBase58(address)),
    options,
  )
}
