// The shape every key-signed namespace's verifier shares (solana, polkadot, cosmos): the CAIP-122
// text checks, the namespace, then the namespace's own signature check against the account.
import type { SIWXSession, SIWXVerifier, VerifyContext } from '../types'
import { checkSessionMessage, DEFAULT_CLOCK_SKEW_SECONDS } from './checks'
import { SIWXVerificationError } from './errors'

export interface KeyVerifierOptions {
  /** Allowed clock difference for issued-at and not-before, in seconds. Default 60. */
  clockSkewSeconds?: number
}

/**
 * `isSignedBy` answers whether the signature over the message's text was made by the account's
 * key; it throws SIWXVerificationError for a signature it cannot read, and any other throw counts
 * as not signed.
 */
export function createKeyVerifier(
  namespace: string,
  isSignedBy: (address: string, message: string, signature: string) => boolean | Promise<boolean>,
  options: KeyVerifierOptions = {},
): SIWXVerifier {
  return {
    async verify(session: SIWXSession, context: VerifyContext) {
      const data = await checkSessionMessage(
        session,
        context,
        options.clockSkewSeconds ?? DEFAULT_CLOCK_SKEW_SECONDS,
      )
      if (!data.chainId.startsWith(`${namespace}:`))
        throw new SIWXVerificationError('MESSAGE_MISMATCH', `the session is not on a ${namespace} chain`)
      let valid: boolean
      try {
        valid = await isSignedBy(data.accountAddress, session.message, session.signature)
      } catch (error) {
        if (error instanceof SIWXVerificationError) throw error
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
