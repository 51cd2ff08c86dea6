import type { RouterData, RouterState } from './state'
import { isView, type View } from './views'

function assertView(view: unknown): asserts view is View {
  if (!isView(view)) throw new Error(`Unknown view: ${String(view)}`)
}

export function pushView(state: RouterState, view: View, data?: RouterData): RouterState {
  assertView(view)
  // Pushing the view already on top only refreshes its data; the stack never holds a duplicate top.
  if (state.view === view) return { ...state, data }
  return { view, history: [...state.history, view], data }
}

export function replaceView(state: RouterState, view: View, data?: RouterData): RouterState {
  assertView(view)
  return { view, history: [...state.history.slice(0, -1), view], data }
}

export function resetView(view: View, data?: RouterData): RouterState {
  assertView(view)
  return { view, history: [view], data }
}

/**
 * Views that end only with the wallet's answer: a request waiting for approval (in the embedded
 * wallet's frame or the wallet's own window) and the frame's recovery-key screen. Leaving one by
 * Back would hide a prompt still waiting, so they are left when the answer comes (spec section 2:
 * not even closing is allowed there unless forced).
 */
const ENDED_BY_WALLET: readonly View[] = ['ApproveTransaction', 'EmbeddedRecovery']

/** Rule: Back is offered when there is a view to go back to and the view is not ended by the wallet. */
export function allowsBack(state: RouterState): boolean {
  return state.history.length > 1 && !ENDED_BY_WALLET.includes(state.view)
}

/** Rule: with one entry, or with UnsupportedChain in the history, back closes the modal. */
export function backClosesModal(state: RouterState): boolean {
  return state.history.length <= 1 || state.history.includes('UnsupportedChain')
}

/** Pops one entry; callers check `backClosesModal` first. */
export function popView(state: RouterState): RouterState {
  if (state.history.length <= 1) return state
  const history = state.history.slice(0, -1)
  return { view: history[history.length - 1] as View, history }
}
