// Verifies bip122 sessions: the shared CAIP-122 text checks, then the signature by the session's
// address: BIP-322 (simple or full) for segwit and taproot addresses, the legacy "Bitcoin Signed
// Message" ECDSA signature for P2PKH (and the legacy form wallets also give for segwit keys).
// bip322-js does the checking; it loads with the first Bitcoin session (server side).
import { isBitcoinAddress } from '@latch/core'
import type { SIWXSession, SIWXVerifier, VerifyContext } from '../types'
import { checkSessionMessage, DEFAULT_CLOCK_SKEW_SECONDS } from './checks'
import { SIWXVerificationError } from './errors'

export interface BitcoinVerifierOptions {
  /** Allowed clock difference for issued-at and not-before, in seconds. Default 60. */
  clockSkewSeconds?: number
}

/** A BIP-322 full signature of a large witness stays well under this; anything longer is refused unread. */
const MAX_SIGNATURE_LENGTH = 4096
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/

export function createBitcoinVerifier(options: BitcoinVerifierOptions = {}): SIWXVerifier {
  return {
    async verify(session: SIWXSession, context: VerifyContext) {
      const data = await checkSessionMessage(
        session,
        context,
        options.clockSkewSeconds ?? DEFAULT_CLOCK_SKEW_SECONDS,
      )
      if (!data.chainId.startsWith('bip122:'))
        throw new SIWXVerificationError('MESSAGE_MISMATCH', 'the session is not on a bip122 chain')
      if (!isBitcoinAddress(data.accountAddress, data.chainId))
        throw new SIWXVerificationError('MESSAGE_MISMATCH', 'the address is not one of the session chain')
      const { signature } = session
      if (signature.length > MAX_SIGNATURE_LENGTH || !BASE64.test(signature))
        throw new SIWXVerificationError(
          'INVALID_SIGNATURE',
          'the signature is not base64 of a Bitcoin signature',
        )
      const { Verifier } = await import('bip322-js')
      let valid: boolean
      try {
        valid = Verifier.verifySignature(data.accountAddress, session.message, signature)
      } catch {
        valid = false
      }
      if (!valid)
        throw new SIWXVerificationError(
          'INVALID_SIGNATURE',
          'the signature was not made by the session address',
        )
    },
  }
}
