import { lazyActions } from '../client/lazy-actions'
import type { LatchState } from '../client/state'
import type { Store } from '../store/store'
import type { PortfolioActions, PortfolioDeps } from './actions'

/** The portfolio actions, whose code arrives with their first use (the Account view), not with the page. */
export function lazyPortfolioActions(
  store: Store<Pick<LatchState, 'portfolio' | 'accounts' | 'connection' | 'networks'>>,
  deps: PortfolioDeps,
): PortfolioActions {
  return lazyActions<PortfolioActions>(
    () => import('./actions').then(({ createPortfolioActions }) => createPortfolioActions(store, deps)),
    [
      'fetchBalances',
      'fetchNfts',
      'fetchActivity',
      'refreshNativeBalance',
      'refreshAfterSend',
      'refreshWhenOnline',
    ],
  )
}
