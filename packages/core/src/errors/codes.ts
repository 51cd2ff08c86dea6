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

export const ALERTS: Record<AlertCode, Alert> = {
  SWITCH_NETWORK_NOT_FOUND: {
    shortMessage: 'Network Not Found',
    longMessage: 'The requested network is not in the list of networks configured for this app.',
  },
  INVALID_APP_CONFIGURATION: {
    shortMessage: 'Invalid App Configuration',
    longMessage: 'This origin is not on the allowlist of the project. Add it to the allowed origins.',
  },
  IFRAME_LOAD_FAILED: {
    shortMessage: 'Network Error - Could not load embedded wallet',
    longMessage: 'The embedded wallet did not load in time. Check the network connection and try again.',
  },
  IFRAME_REQUEST_TIMEOUT: {
    shortMessage: 'Embedded Wallet Request Timed Out',
    longMessage: 'The embedded wallet did not answer in time. Try again.',
  },
  UNVERIFIED_DOMAIN: {
    shortMessage: 'Invalid App Configuration',
    longMessage: 'This domain is not allowed for the project. Add it to the allowed origins.',
  },
  JWT_TOKEN_NOT_VALID: {
    shortMessage: 'Session Expired',
    longMessage:
      'The session token is not valid yet or has expired. Check the device clock and sign in again.',
  },
  INVALID_PROJECT_ID: {
    shortMessage: 'Invalid App Configuration',
    longMessage: 'The project id is not valid. Check the project id passed to Latch.',
  },
  PROJECT_ID_NOT_CONFIGURED: {
    shortMessage: 'Project ID Not Configured',
    longMessage: 'A project id is required. Pass projectId in the options.',
  },
  RPC_METHOD_NOT_ALLOWED: {
    shortMessage: 'Requested RPC call is not allowed',
    longMessage: 'Action not allowed',
  },
}

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
