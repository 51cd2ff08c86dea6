import type { Connector } from '../adapter/types'
import type { ServicesContext } from '../services/context'
import { WALLET_LIST_LIMITS } from '../services/wallet-limits'
import type { DirectoryRemote } from './directory-remote'
import type { ResolvedWalletDirectoryOptions } from './options'
import type { DirectoryWallet } from './rules'
import {
  type DirectoryStore,
  directoryTotal,
  idleSearch,
  type WalletDirectoryState,
  type WalletSearchState,
} from './state'

export interface WalletDirectoryActions {
  /** Loads featured, recommended and the first page (once; again after an error or with force). */
  load(parameters?: { force?: boolean }): Promise<void>
  /** Appends the next page of 40, when there is one and none is on its way. */
  loadMore(): Promise<void>
  /** Searches the server after 300 ms of quiet; an empty query ends the search. */
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
  let paging: Promise<void> | undefined
  let searchTimer: ReturnType<typeof setTimeout> | undefined
  let searchAbort: AbortController | undefined
  let searchToken = 0
  const lifetime = new AbortController()

  const get = () => store.getState().wallets
  const set = (patch: Partial<WalletDirectoryState>) => store.setState({ wallets: { ...get(), ...patch } })
  const setSearchState = (patch: Partial<WalletSearchState>) => set({ search: { ...get().search, ...patch } })

  /** The server half, loaded once (again after a failed load); only called with services set. */
  function server(config: NonNullable<WalletDirectoryDeps['services']>): Promise<DirectoryRemote> {
    remote ??= Promise.all([import('./directory-remote'), config.wallet()])
      .then(([{ createDirectoryRemote }, api]) => createDirectoryRemote(store, deps, api, lifetime.signal))
      .catch((error: unknown) => {
        remote = undefined
        throw error
      })
    return remote
  }

  async function runLoad(config: NonNullable<WalletDirectoryDeps['services']>): Promise<void> {
    set({ status: 'loading', error: undefined })
    try {
      await (await server(config)).load()
    } catch (error) {
      if (lifetime.signal.aborted) return
      set({ status: 'error', error: messageOf(error) })
    }
  }

  async function runSearch(
    config: NonNullable<WalletDirectoryDeps['services']>,
    query: string,
    token: number,
    signal: AbortSignal,
  ): Promise<void> {
    try {
      const { wallets, count } = await (await server(config)).search(query, signal)
      if (token !== searchToken) return
      const term = query.toLowerCase()
      const custom = get().custom.filter((wallet) => wallet.name.toLowerCase().includes(term))
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

  return {
    load({ force = false } = {}) {
      if (!services) {
        if (get().status !== 'unavailable') set({ status: 'unavailable' })
        return Promise.resolve()
      }
      if (loading) return loading
      const { status } = get()
      if (!force && (status === 'ready' || status === 'loading')) return Promise.resolve()
      loading = runLoad(services).finally(() => {
        loading = undefined
      })
      return loading
    },

    loadMore() {
      const state = get()
      if (!services || paging || state.status !== 'ready' || state.wallets.length >= state.count) {
        return paging ?? Promise.resolve()
      }
      const config = services
      set({ more: 'loading' })
      paging = (async () => {
        try {
          const page = get().page + 1
          const { wallets, count } = await (await server(config)).page(page)
          const known = new Set(get().wallets.map((wallet) => wallet.id))
          const fresh = wallets.filter((wallet) => !known.has(wallet.id))
          set({ wallets: [...get().wallets, ...fresh], page, count, more: 'idle' })
        } catch {
          if (!lifetime.signal.aborted) set({ more: 'error' })
        } finally {
          paging = undefined
        }
      })()
      return paging
    },

    setSearch(raw) {
      const query = typeof raw === 'string' ? raw.trim().slice(0, 100) : ''
      stopSearch()
      if (!query) {
        set({ search: idleSearch() })
        return
      }
      set({ search: { ...get().search, query, status: 'loading', error: undefined } })
      if (!services) {
        const term = query.toLowerCase()
        const results = get().custom.filter((wallet) => wallet.name.toLowerCase().includes(term))
        setSearchState({ status: 'ready', results, count: results.length })
        return
      }
      const config = services
      const token = searchToken
      const abort = new AbortController()
      searchAbort = abort
      // The wait is both the debounce and the spec's 300 ms minimum: typing restarts it.
      searchTimer = setTimeout(
        () => void runSearch(config, query, token, abort.signal),
        WALLET_LIST_LIMITS.searchMinWaitMs,
      )
    },

    async find(id) {
      const state = get()
      const loaded = [
        ...state.featured,
        ...state.custom,
        ...state.recommended,
        ...state.wallets,
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
