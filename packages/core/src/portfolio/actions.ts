// Portfolio actions: balances, NFTs and activity of the connected account, from the services
// server, into the store's `portfolio` slice. Nothing is fetched while nobody is connected, and a
// new account or network starts the slice afresh.
import type { ChainNamespace } from '../adapter/types'
import { BALANCE_RETRY_GAP_MS, CACHE_LIVES, createTtlCache } from '../cache/cache'
import type { LatchState } from '../client/state'
import type { AccountTab, TokenBalance } from '../connection/accounts'
import { TOASTS } from '../errors/codes'
import { clientTransport, waitForReceipt } from '../send/network-rpc'
import type { ServicesContext } from '../services/context'
import { supportsActivity, supportsBalances } from '../services/support'
import type { Store } from '../store/store'
import type { ToastVariant } from '../toasts/state'
import { type ActiveAccount, activeAccount } from './active-account'
import { setCurrentTab } from './current-tab'
import { nativeIconOf } from './native-icon'
import { getNfts } from './nfts'
import { initialPortfolioState, type Nft, type PortfolioState } from './state'

export interface PortfolioActions {
  /** Token balances (cached 30 s; `force` skips the cache). */
  fetchBalances(parameters?: { force?: boolean }): Promise<void>
  fetchNfts(parameters?: { force?: boolean }): Promise<void>
  /** The first page of activity, or with `more` the page after the last one loaded. */
  fetchActivity(parameters?: { more?: boolean }): Promise<void>
  /** The native balance in the account state, at most once per 30 s unless forced. */
  refreshNativeBalance(parameters?: { force?: boolean }): Promise<void>
  /**
   * After a successful send: balances, native balance and activity fetched afresh, on eip155 once
   * the transaction is mined (a refresh before the block would read, and cache, the old balance).
   */
  refreshAfterSend(transactionHash?: string): Promise<void>
  /**
   * The browser is back online: what the account view has loaded is fetched again, from the
   * caches where they are still fresh. Balances that failed are retried once the 30 s gap after
   * the failure has passed, never inside it.
   */
  refreshWhenOnline(): Promise<void>
  /** Selects the Account view's tab (kept across opens; a host may pick it before opening). */
  setCurrentTab(tab: AccountTab): void
}

export interface PortfolioDeps {
  /** Services server; without one the tabs stay empty and nothing is fetched. */
  services?: ServicesContext
  showToast(message: string, variant?: ToastVariant): void
  refreshBalance(namespace: ChainNamespace): Promise<void>
}

const activeKey = (state: Pick<LatchState, 'portfolio' | 'accounts' | 'connection' | 'networks'>) =>
  activeAccount(state)?.key

export function createPortfolioActions(
  store: Store<Pick<LatchState, 'portfolio' | 'accounts' | 'connection' | 'networks'>>,
  deps: PortfolioDeps,
): PortfolioActions {
  const { services } = deps
  const nftCache = createTtlCache<Nft[]>(CACHE_LIVES.portfolio)
  const nativeFetchedAt = new Map<string, number>()
  /** When the last balance fetch failed (forgotten with the account): the retry gap runs from there. */
  let balancesFailedAt: number | undefined
  /** A balance retry waiting for the end of the gap, at most one. */
  let balanceRetry: ReturnType<typeof setTimeout> | undefined

  function cancelBalanceRetry() {
    clearTimeout(balanceRetry)
    balanceRetry = undefined
  }

  // A new account, network or a disconnect: what was shown belongs to someone else now.
  store.select(activeKey, (key) => {
    balancesFailedAt = undefined
    cancelBalanceRetry()
    store.setState((state) => {
      const namespace = state.networks.activeNamespace
      const account = namespace ? state.accounts[namespace] : undefined
      const accounts =
        namespace && account?.tokenBalance
          ? { ...state.accounts, [namespace]: { ...account, tokenBalance: undefined } }
          : state.accounts
      return { portfolio: initialPortfolioState(key), accounts }
    })
  })

  function update(key: string, patch: (slice: PortfolioState) => Partial<PortfolioState>): void {
    store.setState((state) => {
      // A late answer for an account no longer shown is dropped.
      if (state.portfolio.key !== key) return {}
      return { portfolio: { ...state.portfolio, ...patch(state.portfolio) } }
    })
  }

  /** The balances of the account `key` names, into its account state; dropped if it is no longer shown. */
  function setTokenBalance(key: string, namespace: ChainNamespace, items: TokenBalance[]): void {
    store.setState((state) => {
      const account = state.accounts[namespace]
      if (state.portfolio.key !== key || !account) return {}
      return {
        portfolio: { ...state.portfolio, tokens: { status: 'ready' } },
        accounts: { ...state.accounts, [namespace]: { ...account, tokenBalance: items } },
      }
    })
  }

  /** The active account, with the slice keyed to it (the slice may predate the first select). */
  function current(): ActiveAccount | undefined {
    const account = activeAccount(store.getState())
    if (account && store.getState().portfolio.key !== account.key) {
      store.setState({ portfolio: initialPortfolioState(account.key) })
    }
    return account
  }

  const actions: PortfolioActions = {
    async fetchBalances({ force = false } = {}) {
      const account = current()
      if (!account || !services) return
      const { key, address, network, namespace } = account
      if (!supportsBalances(network.caipNetworkId)) {
        setTokenBalance(key, namespace, [])
        return
      }
      update(key, () => ({ tokens: { status: 'loading' } }))
      const result = await (await services.blockchain()).getBalances({
        address,
        caipNetworkId: network.caipNetworkId,
        forceUpdate: force,
      })
      if (result.status === 'ok') {
        balancesFailedAt = undefined
        const icon = nativeIconOf(network)
        setTokenBalance(
          key,
          namespace,
          icon
            ? result.value.map((token) => (token.address ? token : { ...token, iconUrl: icon }))
            : result.value,
        )
        return
      }
      // A failure is said once; a retry refused inside the 30 s gap shows the same error, quietly.
      if (result.status === 'failed') {
        balancesFailedAt = Date.now()
        deps.showToast(TOASTS.TOKEN_BALANCE_UNAVAILABLE, 'error')
      }
      update(key, () => ({ tokens: { status: 'error' } }))
    },

    async fetchNfts({ force = false } = {}) {
      const account = current()
      if (!account || !services) return
      const { key, address, network } = account
      if (force) nftCache.delete(key)
      update(key, (slice) => ({ nfts: { ...slice.nfts, status: 'loading' } }))
      try {
        const items = await nftCache.getOrLoad(key, async () =>
          getNfts(await services.http(), { address, caipNetworkId: network.caipNetworkId }),
        )
        update(key, () => ({ nfts: { status: 'ready', items } }))
      } catch {
        update(key, (slice) => ({ nfts: { ...slice.nfts, status: 'error' } }))
      }
    },

    async fetchActivity({ more = false } = {}) {
      const account = current()
      if (!account || !services) return
      const { key, address, network } = account
      const { activity } = store.getState().portfolio
      if (more && (activity.next === undefined || activity.loadingMore || activity.status === 'loading'))
        return
      if (!supportsActivity(network.caipNetworkId)) {
        update(key, () => ({ activity: { status: 'ready', items: [], loadingMore: false } }))
        return
      }
      const cursor = more ? activity.next : undefined
      update(key, (slice) =>
        more
          ? { activity: { ...slice.activity, loadingMore: true } }
          : { activity: { status: 'loading', items: [], loadingMore: false } },
      )
      try {
        const page = await (await services.blockchain()).getActivity({
          account: address,
          caipNetworkId: network.caipNetworkId,
          ...(cursor ? { cursor } : {}),
        })
        update(key, (slice) => {
          // A transaction already listed (the chain moved between pages) is not shown twice.
          const seen = new Set(slice.activity.items.map((item) => item.id))
          const items = more
            ? [...slice.activity.items, ...page.data.filter((t) => !seen.has(t.id))]
            : page.data
          return {
            activity: {
              status: 'ready',
              items,
              loadingMore: false,
              ...(page.next ? { next: page.next } : {}),
            },
          }
        })
      } catch {
        deps.showToast(TOASTS.FAILED_TO_FETCH_TRANSACTIONS, 'error')
        update(key, (slice) => ({ activity: { ...slice.activity, status: 'error', loadingMore: false } }))
      }
    },

    async refreshNativeBalance({ force = false } = {}) {
      const account = current()
      if (!account) return
      const fetchedAt = nativeFetchedAt.get(account.key)
      // The cache holds only while the account state still shows a balance (an address switch clears it).
      const shown = store.getState().accounts[account.namespace]?.balance !== undefined
      if (!force && shown && fetchedAt !== undefined && Date.now() - fetchedAt < CACHE_LIVES.nativeBalance)
        return
      nativeFetchedAt.set(account.key, Date.now())
      try {
        await deps.refreshBalance(account.namespace)
      } catch (error) {
        // A failed read may be retried at once rather than after the cache life.
        nativeFetchedAt.delete(account.key)
        throw error
      }
    },

    async refreshAfterSend(transactionHash) {
      const account = current()
      if (transactionHash && account?.namespace === 'eip155') {
        await waitForReceipt(account.network, transactionHash, {
          transport: await clientTransport(services, account.network),
        })
      }
      await Promise.allSettled([
        actions.fetchBalances({ force: true }),
        actions.refreshNativeBalance({ force: true }),
        actions.fetchActivity(),
      ])
    },

    async refreshWhenOnline() {
      const account = current()
      if (!account) return
      const { tokens, nfts, activity } = store.getState().portfolio
      const tasks: Promise<unknown>[] = [actions.refreshNativeBalance()]
      if (activity.status !== 'idle') tasks.push(actions.fetchActivity())
      if (nfts.status === 'error') tasks.push(actions.fetchNfts())
      if (tokens.status !== 'idle') {
        const wait = balancesFailedAt === undefined ? 0 : balancesFailedAt + BALANCE_RETRY_GAP_MS - Date.now()
        if (wait <= 0) tasks.push(actions.fetchBalances())
        else {
          // Back online inside the gap: one retry when it ends, however often the browser flaps.
          cancelBalanceRetry()
          const { key } = account
          balanceRetry = setTimeout(() => {
            balanceRetry = undefined
            if (activeKey(store.getState()) === key) void actions.fetchBalances()
          }, wait)
        }
      }
      await Promise.allSettled(tasks)
    },

    setCurrentTab: (tab) => setCurrentTab(store, tab),
  }
  return actions
}
