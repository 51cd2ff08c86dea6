import type { LatchState } from '@latch/core'
import { Suspense } from 'react'
import { useLatchRuntime } from '../context'
import { useLatchState } from '../hooks/useLatchState'
import { useMediaQuery } from '../hooks/useMediaQuery'
import { useResolvedTheme } from '../hooks/useResolvedTheme'
import { Dialog } from './Dialog'
import { Notices } from './Notices'
import { VIEW_COMPONENTS, viewTitle } from './viewRegistry'

/** Narrow screens get the bottom sheet (spec: up to 430 px). */
export const SHEET_QUERY = '(max-width: 430px)'

/** The open modal: dialog shell, the current view of core's router, alerts and toasts. */
export function Modal() {
  const { client, placement, nonce } = useLatchRuntime()
  const view = useLatchState(selectView)
  const canGoBack = useLatchState(selectCanGoBack)
  const mode = useLatchState(selectThemeMode)
  const theme = useResolvedTheme(mode)
  const sheet = useMediaQuery(SHEET_QUERY)
  const shake = useLatchState(selectShake)
  const ViewComponent = VIEW_COMPONENTS[view]
  return (
    <Dialog
      title={viewTitle(view)}
      theme={theme}
      placement={placement}
      sheet={sheet && placement !== 'inline'}
      shake={shake}
      contentKey={view}
      nonce={nonce}
      onClose={() => client.close()}
      onBack={canGoBack ? () => client.router.back() : undefined}
      notices={<Notices />}
    >
      <Suspense fallback={<div className="latch-stack" aria-busy="true" />}>
        {ViewComponent ? <ViewComponent /> : <p className="latch-empty">This step is not available yet.</p>}
      </Suspense>
    </Dialog>
  )
}

const selectView = (state: LatchState) => state.router.view
const selectCanGoBack = (state: LatchState) => state.router.history.length > 1
const selectThemeMode = (state: LatchState) => state.theme.mode
const selectShake = (state: LatchState) => state.modal.shake
