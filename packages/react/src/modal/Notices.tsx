import type { LatchState } from '@latch/core'
import { useLatchState } from '../hooks/useLatchState'

/** Core's alert (configuration and network problems) and toast, announced to screen readers. */
export function Notices() {
  const alert = useLatchState(selectAlert)
  const toast = useLatchState(selectToast)
  return (
    <>
      {alert.open && (
        <div className="latch-alert" role="alert">
          <strong>{alert.message}</strong>
          {alert.longMessage}
        </div>
      )}
      <div className="latch-toasts" role="status" aria-live="polite">
        {toast.open && (
          <div className="latch-toast" data-variant={toast.variant}>
            {toast.message}
          </div>
        )}
      </div>
    </>
  )
}

const selectAlert = (state: LatchState) => state.alert
const selectToast = (state: LatchState) => state.toast
