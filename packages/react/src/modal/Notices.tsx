import { type LatchState, toastHidesAfter } from '@latch/core'
import { useEffect } from 'react'
import { useLatchRuntime } from '../context'
import { useLatchState } from '../hooks/useLatchState'
import { useT } from '../i18n/useT'

/** Core's alert (configuration and network problems) and toast, announced to screen readers. */
export function Notices() {
  const alert = useLatchState(selectAlert)
  const toast = useLatchState(selectToast)
  const t = useT()
  const { client } = useLatchRuntime()
  // Counted while the modal shows it: each new toast (a new state object) starts its own time.
  const hideAfter = toastHidesAfter(toast)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again on purpose for each new toast
  useEffect(() => {
    if (hideAfter === undefined) return
    const timer = setTimeout(() => client.hideToast(), hideAfter)
    return () => clearTimeout(timer)
  }, [client, toast, hideAfter])
  return (
    <>
      {alert.open && (
        <div className="latch-alert" role="alert">
          <strong>{t.text(alert.message)}</strong>
          {alert.longMessage && t.text(alert.longMessage)}
        </div>
      )}
      <div className="latch-toasts" role="status" aria-live="polite">
        {toast.open && (
          <div className="latch-toast" data-variant={toast.variant}>
            {t.text(toast.message)}
          </div>
        )}
      </div>
    </>
  )
}

const selectAlert = (state: LatchState) => state.alert
const selectToast = (state: LatchState) => state.toast
