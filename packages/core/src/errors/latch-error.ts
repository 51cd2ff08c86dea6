// Core's error: `code` is one of the catalogue's codes (or the few others core raises), `message`
// is the exact user-facing text from the catalogue, so callers branch on the code, never the text.
// An alert's error, with its long text as what to do next, is `alertError` (./alerts).

import { BaseError, type BaseErrorOptions } from './base'
import type { LatchErrorCode } from './codes'

export type LatchErrorOptions = BaseErrorOptions

export class LatchError extends BaseError<LatchErrorCode> {
  override name = 'LatchError'
}
