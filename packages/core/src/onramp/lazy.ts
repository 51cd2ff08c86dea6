import { lazyActions } from '../client/lazy-actions'
import type { LatchState } from '../client/state'
import type { Store } from '../store/store'
import type { OnRampActions, OnRampDeps, ProviderWindow } from './actions'

const WINDOW_FEATURES = 'popup,width=460,height=760'

/** A blank window for the provider, opened in the caller's click; undefined when blocked or not in a browser. */
function openProviderWindow(): ProviderWindow | undefined {
  const open = (
    globalThis as { open?: (url: string, target: string, features: string) => ProviderWindow | null }
  ).open
  return open?.('about:blank', 'latch-onramp', WINDOW_FEATURES) ?? undefined
}

/** The on-ramp actions, whose code arrives with the Buy view, never with the page. */
export function lazyOnRampActions(
  store: Store<Pick<LatchState, 'onramp' | 'accounts' | 'connection' | 'networks'>>,
  deps: OnRampDeps,
): OnRampActions {
  const actions = lazyActions<OnRampActions>(
    () => import('./actions').then(({ createOnRampActions }) => createOnRampActions(store, deps)),
    ['loadOptions', 'setBuyForm', 'fetchQuote', 'buy', 'fetchPurchases', 'resetOrder'],
  )
  return {
    ...actions,
    // Call it in the click: browsers allow a window to open only there; its address follows.
    buy: (providerWindow) => actions.buy(providerWindow ?? openProviderWindow()),
  }
}
