// The catalogue's alerts (spec section 8): a short text for the alert's title, a long one saying
// what to do. Only what raises an alert reads them (the client's runtime, the adapters' wallet
// calls), so a page does not load them before the visitor acts.

import type { Alert, AlertCode } from './codes'
import { LatchError, type LatchErrorOptions } from './latch-error'

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

/** The error of an alert: its short text, and its long text as the meta line saying what to do next. */
export function alertError(code: AlertCode, options: LatchErrorOptions = {}): LatchError {
  const alert = ALERTS[code]
  return new LatchError(code, alert.shortMessage, { metaMessages: [alert.longMessage], ...options })
}
