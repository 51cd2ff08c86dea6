import { BaseError } from '@latch/core'

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

/** A session the verifier refused; `reason` (also `code`) says which check failed. */
export class SIWXVerificationError extends BaseError<SIWXRefusal> {
  override name = 'SIWXVerificationError'
  constructor(
    readonly reason: SIWXRefusal,
    message: string,
  ) {
    super(reason, `SIWX session refused (${reason}): ${message}`)
  }
}
