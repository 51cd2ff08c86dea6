import { lazyActions } from '../client/lazy-actions'
import type { LatchState } from '../client/state'
import type { Store } from '../store/store'
import type { OnRampActions, OnRampDeps } from './actions'

/** The on-ramp actions, whose code arrives with the Buy view, never with the page. */
export function lazyOnRampActions(
  store: Store<Pick<LatchState, 'onramp' | 'accounts' | 'connection' | 'networks' | 'locale'>>,
  deps: OnRampDeps,
): OnRampActions {
  return lazyActions<OnRampActions>(
    () => import('./actions').then(({ createOnRampActions }) => createOnRampActions(store, deps)),
    ['loadOptions', 'setBuyForm', 'fetchQuote', 'buy', 'fetchPurchases', 'resetOrder'],
  )
}
