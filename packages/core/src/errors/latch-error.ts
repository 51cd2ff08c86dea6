// Core's error: `code` is one of the catalogue's codes (or the few others core raises), `message`
// is the exact user-facing text from the catalogue, so callers branch on the code, never the text.

import { BaseError, type BaseErrorOptions } from './base'
import { ALERTS, type AlertCode, type LatchErrorCode } from './codes'

export type LatchErrorOptions = BaseErrorOptions

export class LatchError extends BaseError<LatchErrorCode> {
  override name = 'LatchError'

  constructor(code: LatchErrorCode, message: string, options: LatchErrorOptions = {}) {
    // An alert's long text is what to do next, unless the thrower says otherwise.
    const alert = code in ALERTS ? ALERTS[code as AlertCode] : undefined
    const metaMessages = options.metaMessages ?? (alert ? [alert.longMessage] : undefined)
    super(code, message, { ...options, ...(metaMessages ? { metaMessages } : {}) })
  }
}
