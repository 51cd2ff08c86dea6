import type { LatchState } from '@latch/core'
import { useLatchState } from '../hooks/useLatchState'
import { useT } from '../i18n/useT'

/** Core's alert (configuration and network problems) and toast, announced to screen readers. */
export function Notices() {
  const alert = useLatchState(selectAlert)
  const toast = useLatchState(selectToast)
  const t = useT()
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
