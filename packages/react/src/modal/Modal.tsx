import { canGoBack, isCloseBlocked, type LatchState, type View } from '@latch/core'
import { type ComponentType, useEffect, useRef } from 'react'
import { LoadFailed } from '../components/LoadFailed'
import { useLatchRuntime } from '../context'
import { useLatchState } from '../hooks/useLatchState'
import { useMediaQuery } from '../hooks/useMediaQuery'
import { useResolvedTheme } from '../hooks/useResolvedTheme'
import { useT } from '../i18n/useT'
import { Dialog } from './Dialog'
import { Notices } from './Notices'
import { useModalShown } from './shown'
import { useChunk } from './useChunk'
import { viewChunk, viewExtras, viewRegistry } from './viewChunks'
import { warmUpDialogLayout, warmUpNumbers } from './warmUp'
import { whenIdle } from './whenIdle'

// The provider reads the views' chunks and Connect's optional parts from this chunk once it has arrived.
export { prefetchConnectLists, prefetchConnectParts } from '../views/Connect/Connect'
export { viewChunk }

/**
 * Readies the modal before any click, once its chunk and its stylesheet have arrived: a hidden
 * copy of the dialog's frame is laid out once, and the browser's number formatting is started
 * (./warmUp).
 */
export function prepareModal(): void {
  warmUpDialogLayout()
  warmUpNumbers()
}

/** Narrow screens get the bottom sheet (spec: up to 430 px). */
export const SHEET_QUERY = '(max-width: 430px)'

/** The open modal: dialog shell, the current view of core's router, alerts and toasts. */
export function Modal() {
  const { client, placement } = useLatchRuntime()
  // Readied unseen before the click, the modal shows the view that click opens on: Connect
  // (../provider/ModalHost readies no other).
  const shownModal = useModalShown()
  const routed = useLatchState(selectView)
  const view = shownModal ? routed : 'Connect'
  const backShown = useLatchState(canGoBack)
  const mode = useLatchState(selectThemeMode)
  const theme = useResolvedTheme(mode)
  const sheet = useMediaQuery(SHEET_QUERY)
  const shake = useLatchState(selectShake)
  // Shown as disabled where a rule refuses closing (a required sign-in, a pending approval).
  const closeBlocked = useLatchState(isCloseBlocked)
  const t = useT()
  const { value: ViewComponent, failed, retry } = useChunk(viewChunk(view))
  // Once open and idle, the registry of the other views (./viewLoading): the first view reached
  // is then one fetch away. Views themselves still load only when reached. The code that makes
  // connections comes then too, so picking a wallet does not wait for it.
  useEffect(() => {
    if (!shownModal) return
    return whenIdle(() => {
      viewRegistry.load().catch(() => {})
      client.prepareConnect()
    })
  }, [client, shownModal])
  // Every view but Connect waits for these (./viewChunks), with their stylesheet, so they are in
  // before it paints.
  const extras = viewExtras.get()

  // Only the view shown is fetched here; the next one usually arrived while the visitor pointed at
  // the control leading there (./reach). While it is still on its way, the current view stays up,
  // title and all, so the dialog never flashes empty and never shows a title over the wrong content.
  const previous = useRef<{ view: View; Component: ComponentType } | undefined>(undefined)
  const loading = ViewComponent === undefined && !failed
  if (ViewComponent) previous.current = { view, Component: ViewComponent }
  const held = loading ? previous.current : undefined
  const shownView = held?.view ?? view

  return (
    <Dialog
      title={t(shownView === 'Connect' ? 'Connect Wallet' : (extras?.viewTitle(shownView) ?? 'Latch'))}
      theme={theme}
      t={t}
      placement={placement}
      sheet={sheet && placement !== 'inline'}
      shake={shake}
      contentKey={shownView}
      onClose={() => client.close()}
      closeDisabled={closeBlocked}
      hidden={!shownModal}
      onBack={backShown ? () => client.router.back() : undefined}
      notices={<Notices />}
    >
      {held ? (
        <held.Component />
      ) : ViewComponent ? (
        <ViewComponent />
      ) : failed ? (
        <LoadFailed onRetry={retry} />
      ) : (
        <div className="latch-stack" aria-busy="true" />
      )}
    </Dialog>
  )
}

const selectView = (state: LatchState) => state.router.view
const selectThemeMode = (state: LatchState) => state.theme.mode
const selectShake = (state: LatchState) => state.modal.shake
