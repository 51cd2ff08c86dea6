// The error catalogue of the spec (section 8): every user-facing text lives here once, so views,
// adapters and clients never spell a message themselves.

import * as ERRORS from './error-texts'
import * as FEATURE_ERRORS from './on-demand-error-texts'
import { TOASTS } from './toast-texts'

export type { ToastText } from './toast-texts'

export type AlertCode =
  | 'SWITCH_NETWORK_NOT_FOUND'
  | 'INVALID_APP_CONFIGURATION'
  | 'IFRAME_LOAD_FAILED'
  | 'IFRAME_REQUEST_TIMEOUT'
  | 'UNVERIFIED_DOMAIN'
  | 'JWT_TOKEN_NOT_VALID'
  | 'INVALID_PROJECT_ID'
  | 'PROJECT_ID_NOT_CONFIGURED'
  | 'RPC_METHOD_NOT_ALLOWED'

export interface Alert {
  shortMessage: string
  longMessage: string
}

export { ALERTS } from './alerts'
export { ERRORS, FEATURE_ERRORS, TOASTS }

/** Codes core raises beyond the spec's catalogue: bad options or input, transport and RPC failures. */
export type OtherErrorCode =
  | 'ABORTED'
  | 'DIVISION_BY_ZERO'
  | 'INVALID_ADDRESS'
  | 'INVALID_AMOUNT'
  | 'INVALID_EXPONENT'
  | 'INVALID_PRECISION'
  | 'INVALID_RESPONSE'
  | 'INVALID_ROUNDING_MODE'
  | 'NETWORK_ERROR'
  | 'PAY_CANCELLED'
  | 'PAY_DISABLED'
  | 'PAY_INVALID'
  | 'RPC_ABORTED'
  | 'SEND_INVALID'
  | 'SEND_CALLS_INVALID'
  | 'SMART_SESSIONS_DISABLED'
  | 'SEND_UNSUPPORTED'
  | 'SWAP_INVALID'
  | 'SWAP_NETWORK_UNSUPPORTED'
  | 'SWAP_NO_QUOTE'
  | 'WALLET_LINK_REFUSED'

/** Every code a LatchError may carry: the catalogue's alerts, toasts and errors, and the others. */
export type LatchErrorCode =
  | AlertCode
  | keyof typeof TOASTS
  | keyof typeof ERRORS
  | keyof typeof FEATURE_ERRORS
  | OtherErrorCode
