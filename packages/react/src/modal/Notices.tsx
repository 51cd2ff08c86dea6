import { type LatchState, type ToastState, toastHidesAfter } from '@latch/core'
import { useEffect } from 'react'
import { useLatchRuntime } from '../context'
import { useLatchState } from '../hooks/useLatchState'
import { useT } from '../i18n/useT'
import { useModalShown } from './shown'

/** How long each toast (core's state object, new for each toast) was in view in earlier opens. */
const seen = new WeakMap<ToastState, number>()

/** Core's alert (configuration and network problems) and toast, announced to screen readers. */
export function Notices() {
  const alert = useLatchState(selectAlert)
  const toast = useLatchState(selectToast)
  const t = useT()
  const { client } = useLatchRuntime()
  // Core's rule counts only time in view: closing the modal stops the count and keeps what was
  // seen, so the next open shows the toast only for the time it has left. A modal readied unseen
  // (./shown) shows nothing yet.
  const shown = useModalShown()
  const hideAfter = toastHidesAfter(toast, seen.get(toast))
  useEffect(() => {
    if (hideAfter === undefined || !shown) return
    const shownAt = Date.now()
    const timer = setTimeout(() => client.hideToast(), hideAfter)
    return () => {
      clearTimeout(timer)
      seen.set(toast, (seen.get(toast) ?? 0) + Date.now() - shownAt)
    }
  }, [client, toast, hideAfter, shown])
  return (
    <>
      {alert.open && (
        <div className="latch-alert" role="alert">
          <strong>{t.text(alert.message)}</strong>
          {alert.longMessage && t.text(alert.longMessage)}
        </div>
      )}
      <div className="latch-toasts" role="status" aria-live="polite">
        {/* While one toast hands over to the next, its row stays, unseen and unread (core's rule). */}
        {(toast.open || toast.swapping) && (
          <div
            key={toast.message}
            className="latch-toast"
            data-variant={toast.variant}
            data-swapping={toast.open ? undefined : ''}
            data-detail={toast.detail ? '' : undefined}
          >
            {t.text(toast.message)}
            {/* Said as the wallet said it: it is its own words, not the modal's. */}
            {toast.detail && <span className="latch-toast-detail">{toast.detail}</span>}
          </div>
        )}
      </div>
    </>
  )
}

const selectAlert = (state: LatchState) => state.alert
const selectToast = (state: LatchState) => state.toast
