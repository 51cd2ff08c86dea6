import type { AlertCode } from '../errors/codes'

export const TOAST_SWAP_DELAY_MS = 150
/** How long a toast stays in view once shown: long enough to read a short sentence twice. */
export const TOAST_VISIBLE_MS = 5000

export type ToastVariant = 'success' | 'error' | 'loading' | 'info'

export interface ToastState {
  open: boolean
  message: string
  variant: ToastVariant
  /** A second line, said as it was (a wallet's own reason): the message above says what failed. */
  detail?: string
  /**
   * The shown toast has closed to hand over to the next one, due in TOAST_SWAP_DELAY_MS: its row
   * stays, empty, so the view under it does not move up and back down.
   */
  swapping?: boolean
}

export type AlertVariant = 'error' | 'warning' | 'info'

export interface AlertState {
  open: boolean
  code?: AlertCode
  message: string
  longMessage?: string
  variant: AlertVariant
}

/**
 * Rule: a toast is in view TOAST_VISIBLE_MS in all, then hides; a loading toast stays until its
 * flow replaces or hides it. Only time in view counts (the modal open): given the `seenMs` it was
 * in view already, this is the time left, so a toast raised while the modal is closed is read in
 * full at the next open, and one already read for 3 s gets 2 s more.
 */
export function toastHidesAfter(toast: ToastState, seenMs = 0): number | undefined {
  // Below 0 only by a timer's lateness: a timer set for it fires at once.
  return toast.open && toast.variant !== 'loading' ? TOAST_VISIBLE_MS - seenMs : undefined
}

/** Alerts about the app's own setup: they stay until the app is fixed and reloaded. */
const SETUP_ALERTS: readonly AlertCode[] = [
  'INVALID_APP_CONFIGURATION',
  'UNVERIFIED_DOMAIN',
  'INVALID_PROJECT_ID',
  'PROJECT_ID_NOT_CONFIGURED',
]

/**
 * Rule: an alert about one attempt (a timed-out or refused request, a network not found) leaves
 * with the modal, so it never greets the next open, whatever that is for; setup alerts stay.
 */
export function alertLeavesWithModal(alert: AlertState): boolean {
  return alert.open && !(alert.code && SETUP_ALERTS.includes(alert.code))
}

export function initialToastState(): ToastState {
  return { open: false, message: '', variant: 'info' }
}

export function initialAlertState(): AlertState {
  return { open: false, message: '', variant: 'error' }
}
