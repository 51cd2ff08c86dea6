import type { LatchState } from '@latch/core'
import { startTransition, useCallback, useEffect, useInsertionEffect, useRef, useState } from 'react'
import { useLatchRuntime } from '../context'
import { useLatchState } from '../hooks/useLatchState'
import { useVisitorActed } from '../hooks/useVisitorActed'
import { markVisitorActed, modalChunk } from '../modal/loadModal'
import { ModalShown } from '../modal/shown'
import { useChunk } from '../modal/useChunk'
import { afterPaint } from '../utils/afterPaint'
import { injectStyle } from '../utils/styleTag'
import { themeVariablesCss } from '../utils/theme'

/**
 * Where the modal lives. Nothing of it is loaded until the idle prefetch or the first open; the
 * modal chunk holds the Connect view and tells where the other views are, and the dialog appears
 * once the view it opens on is there too, so it opens complete in one paint.
 *
 * Once the visitor has pointed at, pressed or focused a Latch button, a modal that would open on
 * Connect is rendered ahead, unseen and unheard (./modal/shown): the click that follows only shows
 * it, in its own frame. After each close it is rendered afresh, unseen, for the next open, as a
 * modal mounted anew would be. An embedded (inline) card is not: unseen, it would still take its
 * place in the page.
 */
export function ModalHost({ nonce, fontHost }: { nonce?: string; fontHost?: string }) {
  const { client, placement } = useLatchRuntime()
  const open = useLatchState(selectOpen)
  const view = useLatchState(selectView)
  const variables = useLatchState(selectThemeVariables)
  const acted = useVisitorActed()
  const opensOnConnect = useLatchState(useCallback(() => client.modal.openingView() === 'Connect', [client]))
  const readied = acted && !open && opensOnConnect && placement !== 'inline'
  useInsertionEffect(() => {
    injectStyle('latch-style-variables', themeVariablesCss(variables), nonce)
  }, [variables, nonce])
  const modal = useChunk(open || readied ? modalChunk : undefined)
  // A modal opened by the app's own code counts as the visitor acting too. The web font (spec
  // section 7) comes from the services server, another host, so not before the modal opens, and
  // only once its first frame is painted, so the request is not on the click's path; until it
  // arrives, or if it never does, the metric-matched fallback or the system stack shows.
  useEffect(() => {
    if (!open) return
    markVisitorActed()
    if (fontHost)
      return afterPaint(() =>
        injectStyle('latch-style-font', `@import"${fontHost.replace(/\/?$/, '/')}fonts/latch.css";`, nonce),
      )
  }, [open, fontHost, nonce])
  // Each open starts from a modal of its own: the one that closed is replaced, unseen, at low priority.
  const [session, setSession] = useState(0)
  const wasOpen = useRef(open)
  useEffect(() => {
    if (wasOpen.current && !open) startTransition(() => setSession((n) => n + 1))
    wasOpen.current = open
  }, [open])
  const firstView = useChunk(open ? modal.value?.viewChunk(view) : undefined)
  // Once shown, the modal stays up while the visitor moves to a view still loading; it shows its
  // own loading state for that.
  const shown = useRef(false)
  const Modal = modal.value?.Modal
  // Every view has a chunk (./modal/viewChunks), so once the modal is in, so is the view's.
  const viewPending = firstView.value === undefined && !firstView.failed
  if (!Modal || (open ? viewPending && !shown.current : !readied)) {
    if (!open) shown.current = false
    return null
  }
  shown.current = open
  return (
    <ModalShown.Provider value={open}>
      <Modal key={session} />
    </ModalShown.Provider>
  )
}

const selectOpen = (state: LatchState) => state.modal.open
const selectThemeVariables = (state: LatchState) => state.theme.variables
const selectView = (state: LatchState) => state.router.view
