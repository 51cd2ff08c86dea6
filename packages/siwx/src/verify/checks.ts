// Checks every namespace's verifier shares: the message text is exactly what its data renders to,
// it was meant for this domain, it is within its validity window, and its nonce was ours.
import { createSIWXMessage } from '../message/build'
import type { SIWXMessageData, SIWXSession, VerifyContext } from '../types'
import { SIWXVerificationError } from './errors'

/** Default allowance for clocks that disagree, in seconds. */
export const DEFAULT_CLOCK_SKEW_SECONDS = 60

export async function checkSessionMessage(
  session: SIWXSession,
  context: VerifyContext,
  clockSkewSeconds = DEFAULT_CLOCK_SKEW_SECONDS,
): Promise<SIWXMessageData> {
  if (
    typeof session !== 'object' ||
    session === null ||
    typeof session.message !== 'string' ||
    typeof session.signature !== 'string'
  )
    throw new SIWXVerificationError('MALFORMED_SESSION', 'a session needs data, message and signature')
  let rendered: string
  let data: SIWXMessageData
  try {
    const message = createSIWXMessage(session.data)
    rendered = message.toString()
    const { toString: _, ...fields } = message
    data = fields
  } catch (error) {
    throw new SIWXVerificationError('MALFORMED_SESSION', (error as Error).message)
  }
  // Re-rendering (rather than trusting a parse) refuses any text the data does not describe
  // exactly: extra lines, reordered fields, a different address or chain.
  if (rendered !== session.message)
    throw new SIWXVerificationError('MESSAGE_MISMATCH', 'the message text does not match the session data')
  if (data.domain !== context.domain)
    throw new SIWXVerificationError(
      'DOMAIN_MISMATCH',
      `signed for "${data.domain}", expected "${context.domain}"`,
    )
  const now = (context.now ?? new Date()).getTime()
  const skew = clockSkewSeconds * 1000
  if (Date.parse(data.issuedAt) > now + skew)
    throw new SIWXVerificationError('ISSUED_IN_FUTURE', `issued at ${data.issuedAt}, which is in the future`)
  if (data.expirationTime && Date.parse(data.expirationTime) <= now)
    throw new SIWXVerificationError('EXPIRED', `expired at ${data.expirationTime}`)
  if (data.notBefore && Date.parse(data.notBefore) > now + skew)
    throw new SIWXVerificationError('NOT_YET_VALID', `not valid before ${data.notBefore}`)
  if (context.checkNonce && !(await context.checkNonce(data.nonce)))
    throw new SIWXVerificationError('NONCE_REJECTED', 'the nonce was not issued here or was already used')
  return data
}
