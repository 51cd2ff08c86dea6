import type { CaipNetwork, Connector } from '../adapter/types'
import type { Store } from '../store/store'
import { isView, type View } from './views'

/** What a view needs to render, passed along with the navigation. */
export interface RouterData {
  connector?: Connector
  network?: CaipNetwork
  /** A message the view shows, e.g. 'Signature declined'. */
  error?: string
  [key: string]: unknown
}

export interface RouterState {
  view: View
  history: View[]
  data?: RouterData
}

export function initialRouterState(view: View = 'Connect'): RouterState {
  return { view, history: [view] }
}

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

export interface RouterActions {
  push(view: View, data?: RouterData): void
  replace(view: View, data?: RouterData): void
  reset(view: View, data?: RouterData): void
  /** Pops the history, or closes the modal when the back rule says so. */
  back(): void
}

export function createRouterActions(
  store: Store<{ router: RouterState }>,
  deps: { closeModal(): void },
): RouterActions {
  const set = (router: RouterState) => store.setState({ router })
  return {
    push: (view, data) => set(pushView(store.getState().router, view, data)),
    replace: (view, data) => set(replaceView(store.getState().router, view, data)),
    reset: (view, data) => set(resetView(view, data)),
    back() {
      const router = store.getState().router
      if (backClosesModal(router)) deps.closeModal()
      else set(popView(router))
    },
  }
}
