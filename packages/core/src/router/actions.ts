import type { Store } from '../store/store'
import { allowsBack, backClosesModal, popView, pushView, replaceView, resetView } from './rules'
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
    back(options = {}) {
      const router = store.getState().router
      if (!options.force && router.history.length > 1 && !allowsBack(router)) return
      if (backClosesModal(router)) deps.closeModal()
      else set(popView(router))
    },
  }
}
