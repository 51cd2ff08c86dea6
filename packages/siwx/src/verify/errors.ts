export type SIWXRefusal =
  | 'MALFORMED_SESSION'
  | 'MESSAGE_MISMATCH'
  | 'DOMAIN_MISMATCH'
  | 'ISSUED_IN_FUTURE'
  | 'EXPIRED'
  | 'NOT_YET_VALID'
  | 'NONCE_REJECTED'
  | 'INVALID_SIGNATURE'
  | 'UNSUPPORTED_NAMESPACE'

/** A session the verifier refused; `reason` says which check failed. */
export class SIWXVerificationError extends Error {
  override name = 'SIWXVerificationError'
  constructor(
    readonly reason: SIWXRefusal,
    message: string,
  ) {
    super(`SIWX session refused (${reason}): ${message}`)
  }
}
