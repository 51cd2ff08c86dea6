import { ALERTS, type AlertCode } from '../errors/codes'
import type { Store } from '../store/store'
import {
  type AlertState,
  type AlertVariant,
  TOAST_SWAP_DELAY_MS,
  type ToastState,
  type ToastVariant,
} from './state'

export interface ToastActions {
  showToast(message: string, variant?: ToastVariant): void
  hideToast(): void
  /** Shows a catalogue alert by code (spec section 8). */
  showAlert(code: AlertCode, variant?: AlertVariant): void
  hideAlert(): void
}

/**
 * With `debug` off (the app's `debug: false`), an alert is kept in the state but not opened: alerts
 * tell a developer what to fix, not the visitor.
 */
export function createToastActions(
  store: Store<{ toast: ToastState; alert: AlertState }>,
  debug = true,
): ToastActions {
  let pending: ReturnType<typeof setTimeout> | undefined

  function cancelPending(): void {
    if (pending !== undefined) clearTimeout(pending)
    pending = undefined
  }

  return {
    showToast(message, variant = 'info') {
      cancelPending()
      const next: ToastState = { open: true, message, variant }
      if (!store.getState().toast.open) {
        store.setState({ toast: next })
        return
      }
      store.setState((state) => ({ toast: { ...state.toast, open: false } }))
      pending = setTimeout(() => {
        pending = undefined
        store.setState({ toast: next })
      }, TOAST_SWAP_DELAY_MS)
    },
    hideToast() {
      cancelPending()
      store.setState((state) => ({ toast: { ...state.toast, open: false } }))
    },
    showAlert(code, variant = 'error') {
      const alert = ALERTS[code]
      if (!alert) throw new Error(`Unknown alert code: ${String(code)}`)
      store.setState({
        alert: { open: debug, code, message: alert.shortMessage, longMessage: alert.longMessage, variant },
      })
    },
    hideAlert() {
      store.setState((state) => ({ alert: { ...state.alert, open: false } }))
    },
  }
}
