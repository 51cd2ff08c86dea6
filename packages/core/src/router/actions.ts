import type { Store } from '../store/store'
import {
  allowsBack,
  backClosesModal,
  connectsAfterSwitch,
  popView,
  pushView,
  replaceView,
  resetView,
  type SwitchOutcome,
} from './rules'
import type { RouterData, RouterState } from './state'
import type { View } from './views'

export interface RouterActions {
  push(view: View, data?: RouterData): void
  replace(view: View, data?: RouterData): void
  reset(view: View, data?: RouterData): void
  /**
   * Pops the history, or closes the modal when the back rule says so. Refused on a view that ends
   * with the wallet's answer (`allowsBack`) unless forced: the flow that answered leaves it so.
   */
  back(options?: { force?: boolean }): void
  /** Leaves Networks after a switch: Connect when the new namespace has no connection yet, else back. */
  afterNetworkSwitch(): void
}

export interface RouterDeps {
  closeModal(): void
  /** The connections once a switch is done; without it a switch just goes back. */
  switchOutcome?(): SwitchOutcome
}

export function createRouterActions(store: Store<{ router: RouterState }>, deps: RouterDeps): RouterActions {
  const set = (router: RouterState) => store.setState({ router })
  const actions: RouterActions = {
    push: (view, data) => set(pushView(store.getState().router, view, data)),
    replace: (view, data) => set(replaceView(store.getState().router, view, data)),
    reset: (view, data) => set(resetView(view, data)),
    back(options = {}) {
      const router = store.getState().router
      if (!options.force && router.history.length > 1 && !allowsBack(router)) return
      if (backClosesModal(router)) deps.closeModal()
      else set(popView(router))
    },
    afterNetworkSwitch() {
      const outcome = deps.switchOutcome?.()
      if (outcome && connectsAfterSwitch(outcome)) set(resetView('Connect'))
      else actions.back()
    },
  }
  return actions
}
