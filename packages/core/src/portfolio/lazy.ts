import { lazyActions } from '../client/lazy-actions'
import type { LatchState } from '../client/state'
import type { Store } from '../store/store'
import type { PortfolioActions, PortfolioDeps } from './actions'
import { activeAccount } from './active-account'
import { setCurrentTab } from './current-tab'
import { initialPortfolioState } from './state'

type PortfolioStore = Store<Pick<LatchState, 'portfolio' | 'accounts' | 'connection' | 'networks'>>

/**
 * The code of the portfolio could not be loaded (the browser is offline, say): the part asked for
 * shows its error, with its Try again, rather than loading for ever.
 */
function markUnavailable(store: PortfolioStore, part: 'tokens' | 'nfts' | 'activity'): void {
  const state = store.getState()
  const key = activeAccount(state)?.key
  if (!key) return
  const slice = state.portfolio.key === key ? state.portfolio : initialPortfolioState(key)
  const failed =
    part === 'activity'
      ? { ...slice.activity, status: 'error' as const, loadingMore: false }
      : { ...slice[part], status: 'error' as const }
  store.setState({ portfolio: { ...slice, [part]: failed } })
}

/** The portfolio actions, whose code arrives with their first use (the Account view), not with the page. */
export function lazyPortfolioActions(store: PortfolioStore, deps: PortfolioDeps): PortfolioActions {
  const lazy = lazyActions<Omit<PortfolioActions, 'setCurrentTab'>>(
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
  // The fetches never throw once loaded; a failed load is shown the same way, and the next call loads again.
  const fetches = { fetchBalances: 'tokens', fetchNfts: 'nfts', fetchActivity: 'activity' } as const
  for (const [name, part] of Object.entries(fetches) as [
    keyof typeof fetches,
    (typeof fetches)[keyof typeof fetches],
  ][]) {
    const call = lazy[name]
    lazy[name] = (parameters) => call(parameters).catch(() => markUnavailable(store, part))
  }
  // Choosing a tab needs none of the portfolio's code: it is answered at once.
  return { ...lazy, setCurrentTab: (tab) => setCurrentTab(store, tab) }
}
