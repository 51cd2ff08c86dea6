// Showing a catalogue alert by its code, with the alert's texts (../errors/alerts): what raises an
// alert is the client's runtime and the code it loads, so a page does not hold them from the start.
import { ALERTS } from '../errors/alerts'
import type { Store } from '../store/store'
import type { ToastActions } from './actions'
import type { AlertState } from './state'

/**
 * With `debug` off (the app's `debug: false`), an alert is kept in the state but not opened: alerts
 * tell a developer what to fix, not the visitor.
 */
export function createAlertActions(
  store: Store<{ alert: AlertState }>,
  debug = true,
): Pick<ToastActions, 'showAlert'> {
  return {
    showAlert(code, variant = 'error') {
      const alert = ALERTS[code]
      if (!alert) throw new Error(`Unknown alert code: ${String(code)}`)
      store.setState({
        alert: { open: debug, code, message: alert.shortMessage, longMessage: alert.longMessage, variant },
      })
    },
  }
}
