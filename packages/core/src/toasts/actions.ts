import type { AlertCode } from '../errors/codes'
import type { Store } from '../store/store'
import {
  type AlertState,
  type AlertVariant,
  TOAST_SWAP_DELAY_MS,
  type ToastState,
  type ToastVariant,
} from './state'

export interface ToastActions {
  /** `detail`: a secondary line under the message, e.g. the wallet's own reason. */
  showToast(message: string, variant?: ToastVariant, detail?: string): void
  /**
   * Hides the toast, and a replacement on its way. With `message`, only that toast, shown or on its
   * way: a form withdrawing its own message leaves any other toast alone.
   */
  hideToast(message?: string): void
  /** Shows a catalogue alert by code (spec section 8). */
  showAlert(code: AlertCode, variant?: AlertVariant): void
  hideAlert(): void
}

/**
 * The toasts, and the alert's close, as a page holds them from the start. Showing an alert is
 * ./alerts, with the catalogue's alert texts, which the client's runtime holds.
 */
export function createToastActions(
  store: Store<{ toast: ToastState; alert: AlertState }>,
): Omit<ToastActions, 'showAlert'> {
  // The toast due once the shown one has handed over (TOAST_SWAP_DELAY_MS).
  let pending: { timer: ReturnType<typeof setTimeout>; message: string } | undefined

  function cancelPending(): void {
    if (pending) clearTimeout(pending.timer)
    pending = undefined
  }

  return {
    showToast(message, variant = 'info', detail) {
      cancelPending()
      const next: ToastState = { open: true, message, variant, ...(detail ? { detail } : {}) }
      const { toast } = store.getState()
      if (!toast.open && !toast.swapping) {
        store.setState({ toast: next })
        return
      }
      store.setState({ toast: { ...toast, open: false, swapping: true } })
      const timer = setTimeout(() => {
        pending = undefined
        store.setState({ toast: next })
      }, TOAST_SWAP_DELAY_MS)
      pending = { timer, message }
    },
    hideToast(message) {
      const { toast } = store.getState()
      if (message !== undefined && pending?.message !== message && !(toast.open && toast.message === message))
        return
      cancelPending()
      store.setState({ toast: { ...toast, open: false, swapping: false } })
    },
    hideAlert() {
      store.setState((state) => ({ alert: { ...state.alert, open: false } }))
    },
  }
}
