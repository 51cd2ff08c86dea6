import type { Connector } from '../adapter/types'
import type { ServicesContext } from '../services/context'
import { WALLET_LIST_LIMITS } from '../services/wallet-limits'
import type { DirectoryRemote } from './directory-remote'
import type { ResolvedWalletDirectoryOptions } from './options'
// Types only: the rules load with the directory's server half and the wallet views, not with this.
import type { DirectoryWallet, WalletBadge } from './rules'
import {
  type BadgeListing,
  type DirectoryStore,
  directoryTotal,
  idleSearch,
  type WalletDirectoryState,
  type WalletPages,
  type WalletSearchState,
} from './state'

export interface WalletDirectoryLoadParameters {
  /** Loads again what is loaded already. */
  force?: boolean
  /**
   * From now on lists only the wallets with this badge, or every wallet again with null; absent
   * keeps the filter as it is. A new filter starts its listing at the first page and asks a
   * running search again; the whole directory's pages stay loaded. Needs a services server.
   */
  badge?: WalletBadge | null
}

export interface WalletDirectoryActions {
  /**
   * Loads featured, recommended and the first page (once; again after an error or with force),
   * and the listing of the badge filter (when it changes; again after an error or with force).
   */
  load(parameters?: WalletDirectoryLoadParameters): Promise<void>
  /** Appends the next page of 40 to the listing shown, when there is one and none is on its way. */
  loadMore(): Promise<void>
  /** Searches the server after 300 ms of quiet, under the badge filter; an empty query ends the search. */
  setSearch(query: string): void
  /** The listing with this id, from what is loaded or else from the server. */
  find(id: string): Promise<DirectoryWallet | undefined>
  /** Featured + custom + recommended + server count: the size of the whole directory. */
  total(): number
  destroy(): void
}

export interface WalletDirectoryDeps {
  services?: ServicesContext
  options: ResolvedWalletDirectoryOptions
  /** CAIP-2 ids of the configured networks: only wallets supporting one of them are listed. */
  chains: () => string[]
  /** The wallets the browser offers now: recommended wallets leave them out (see directory-remote). */
  connectors: () => readonly Connector[]
  preloadImage?: (url: string, timeoutMs: number) => Promise<boolean>
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

const isAbort = (error: unknown) => (error as { name?: unknown })?.name === 'AbortError'

export function createWalletDirectoryActions(
  store: DirectoryStore,
  deps: WalletDirectoryDeps,
): WalletDirectoryActions {
  const { services } = deps
  let remote: Promise<DirectoryRemote> | undefined
  let loading: Promise<void> | undefined
  // The key of the current badge listing, new with each one: 0 names the whole directory.
  let badgeKey = 0
  // The next page on its way, per listing key.
  const paging = new Map<number, Promise<void>>()
  let searchTimer: ReturnType<typeof setTimeout> | undefined
  let searchAbort: AbortController | undefined
  let searchToken = 0
  const lifetime = new AbortController()

  const get = () => store.getState().wallets
  const set = (patch: Partial<WalletDirectoryState>) => store.setState({ wallets: { ...get(), ...patch } })
  const setSearchState = (patch: Partial<WalletSearchState>) => set({ search: { ...get().search, ...patch } })

  /**
   * The listing with this key: the whole directory's, always there, or a badge listing while it
   * is the current one. An answer for an older filter finds none and is dropped.
   */
  const listingOf = (key: number): WalletPages | undefined =>
    key === 0 ? get() : key === badgeKey ? get().badged : undefined

  function patchBadged(key: number, patch: Partial<BadgeListing>) {
    const badged = get().badged
    if (badged && key === badgeKey) set({ badged: { ...badged, ...patch } })
  }

  const patchPages = (key: number, patch: Partial<WalletPages>) =>
    key === 0 ? set(patch) : patchBadged(key, patch)

  /**
   * The app's own wallets whose name holds the query. The server does not know them, so it gives
   * them no badge: under a badge filter there are none.
   */
  function customMatching(query: string, badge: WalletBadge | undefined): DirectoryWallet[] {
    if (badge) return []
    const term = query.toLowerCase()
    return get().custom.filter((wallet) => wallet.name.toLowerCase().includes(term))
  }

  /** The server half, loaded once (again after a failed load); only called with services set. */
  function server(config: ServicesContext): Promise<DirectoryRemote> {
    remote ??= Promise.all([import('./directory-remote'), config.wallet()])
      .then(([{ createDirectoryRemote }, api]) => createDirectoryRemote(store, deps, api, lifetime.signal))
      .catch((error: unknown) => {
        remote = undefined
        throw error
      })
    return remote
  }

  async function runLoad(config: ServicesContext): Promise<void> {
    set({ status: 'loading', error: undefined })
    try {
      await (await server(config)).load()
    } catch (error) {
      if (lifetime.signal.aborted) return
      set({ status: 'error', error: messageOf(error) })
    }
  }

  function loadDirectory(config: ServicesContext, force: boolean): Promise<void> {
    if (loading) return loading
    const { status } = get()
    if (!force && (status === 'ready' || status === 'loading')) return Promise.resolve()
    loading = runLoad(config).finally(() => {
      loading = undefined
    })
    return loading
  }

  /** A new listing of the wallets with the badge, from its first page, in place of any other. */
  async function loadBadge(config: ServicesContext, badge: WalletBadge) {
    const key = ++badgeKey
    set({ badged: { badge, status: 'loading', wallets: [], page: 0, count: 0, more: 'idle' } })
    try {
      const { wallets, count } = await (await server(config)).firstBadgePage(badge)
      patchBadged(key, { status: 'ready', wallets, page: 1, count })
    } catch (error) {
      if (!lifetime.signal.aborted) patchBadged(key, { status: 'error', error: messageOf(error) })
    }
  }

  /** Lists only the wallets with the badge from now on, or every wallet without one. */
  function filterBy(config: ServicesContext, badge: WalletBadge | undefined) {
    let listed = Promise.resolve()
    if (badge) listed = loadBadge(config, badge)
    else {
      badgeKey++
      set({ badged: undefined })
    }
    // A search shown for the old filter is asked again under the new one.
    const { query } = get().search
    if (query) search(query)
    return listed
  }

  async function runSearch(
    config: ServicesContext,
    query: string,
    badge: WalletBadge | undefined,
    token: number,
    signal: AbortSignal,
  ): Promise<void> {
    try {
      const { wallets, count } = await (await server(config)).search(query, signal, badge)
      if (token !== searchToken) return
      const custom = customMatching(query, badge)
      setSearchState({ status: 'ready', results: [...custom, ...wallets], count, error: undefined })
    } catch (error) {
      if (token !== searchToken || isAbort(error)) return
      setSearchState({ status: 'error', error: messageOf(error) })
    }
  }

  function stopSearch() {
    clearTimeout(searchTimer)
    searchAbort?.abort()
    searchAbort = undefined
    searchToken++
  }

  function search(raw: string) {
    const query = typeof raw === 'string' ? raw.trim().slice(0, 100) : ''
    stopSearch()
    if (!query) {
      set({ search: idleSearch() })
      return
    }
    const badge = get().badged?.badge
    set({ search: { ...get().search, query, status: 'loading', error: undefined } })
    if (!services) {
      const results = customMatching(query, badge)
      setSearchState({ status: 'ready', results, count: results.length })
      return
    }
    const config = services
    const token = searchToken
    const abort = new AbortController()
    searchAbort = abort
    // The wait is both the debounce and the spec's 300 ms minimum: typing restarts it.
    searchTimer = setTimeout(
      () => void runSearch(config, query, badge, token, abort.signal),
      WALLET_LIST_LIMITS.searchMinWaitMs,
    )
  }

  return {
    load({ force = false, badge } = {}) {
      if (!services) {
        if (get().status !== 'unavailable') set({ status: 'unavailable' })
        return Promise.resolve()
      }
      const loads = [loadDirectory(services, force)]
      const { badged } = get()
      if (badge !== undefined && (badge ?? undefined) !== badged?.badge)
        loads.push(filterBy(services, badge ?? undefined))
      else if (badged && (force || badged.status === 'error')) loads.push(loadBadge(services, badged.badge))
      return Promise.all(loads).then(() => undefined)
    },

    loadMore() {
      const state = get()
      const key = state.badged ? badgeKey : 0
      const listing: WalletPages = state.badged ?? state
      const status = state.badged?.status ?? state.status
      const running = paging.get(key)
      if (!services || running || status !== 'ready' || listing.wallets.length >= listing.count) {
        return running ?? Promise.resolve()
      }
      const config = services
      const badge = state.badged?.badge
      patchPages(key, { more: 'loading' })
      const run = (async () => {
        try {
          const page = listing.page + 1
          const { wallets, count } = await (await server(config)).page(page, badge)
          const shown = listingOf(key)
          if (!shown) return
          const known = new Set(shown.wallets.map((wallet) => wallet.id))
          const fresh = wallets.filter((wallet) => !known.has(wallet.id))
          patchPages(key, { wallets: [...shown.wallets, ...fresh], page, count, more: 'idle' })
        } catch {
          if (!lifetime.signal.aborted) patchPages(key, { more: 'error' })
        } finally {
          paging.delete(key)
        }
      })()
      paging.set(key, run)
      return run
    },

    setSearch: search,

    async find(id) {
      const state = get()
      const loaded = [
        ...state.featured,
        ...state.custom,
        ...state.recommended,
        ...state.wallets,
        ...(state.badged?.wallets ?? []),
        ...state.search.results,
      ]
      const known = loaded.find((wallet) => wallet.id === id)
      if (known || !services) return known
      return (await server(services)).byId(id)
    },

    total: () => directoryTotal(get()),

    destroy() {
      stopSearch()
      lifetime.abort()
    },
  }
}
