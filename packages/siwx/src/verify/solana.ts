// Verifies solana sessions: the shared CAIP-122 text checks, then an ed25519 signature (base58,
// 64 bytes) over the message's UTF-8 bytes by the account's own key (its base58 address).
import { decodeBase58 } from '@latch/core/internal'
import { ed25519 } from '@noble/curves/ed25519'
import type { SIWXSession, SIWXVerifier, VerifyContext } from '../types'
import { checkSessionMessage, DEFAULT_CLOCK_SKEW_SECONDS } from './checks'
import { SIWXVerificationError } from './errors'

export interface SolanaVerifierOptions {
  /** Allowed clock difference for issued-at and not-before, in seconds. Default 60. */
  clockSkewSeconds?: number
}

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
  return {
    async verify(session: SIWXSession, context: VerifyContext) {
      const data = await checkSessionMessage(
        session,
        context,
        options.clockSkewSeconds ?? DEFAULT_CLOCK_SKEW_SECONDS,
      )
      if (!data.chainId.startsWith('solana:'))
        throw new SIWXVerificationError('MESSAGE_MISMATCH', 'the session is not on a solana chain')
      const signature = signatureBytes(session.signature)
      let valid: boolean
      try {
        valid = ed25519.verify(
          signature,
          new TextEncoder().encode(session.message),
          decodeBase58(data.accountAddress),
        )
      } catch {
        valid = false
      }
      if (!valid)
        throw new SIWXVerificationError(
          'INVALID_SIGNATURE',
          'the signature was not made by the session account',
        )
    },
  }
}
