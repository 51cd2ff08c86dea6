import type { Store } from '../store/store'
import { fromCustomWallet } from './custom'
import type { ResolvedWalletDirectoryOptions } from './options'
import type { DirectoryWallet } from './rules'

export type DirectoryStatus = 'idle' | 'loading' | 'ready' | 'error' | 'unavailable'

export interface WalletSearchState {
  query: string
  status: 'idle' | 'loading' | 'ready' | 'error'
  results: DirectoryWallet[]
  count: number
  error?: string
}

export interface WalletDirectoryState {
  /** `unavailable` when no services server is configured: only installed and custom wallets show. */
  status: DirectoryStatus
  error?: string
  featured: DirectoryWallet[]
  custom: DirectoryWallet[]
  recommended: DirectoryWallet[]
  /** Featured and recommended are in: what Connect lists (the paged list and images may follow). */
  listed: boolean
  /** The paged list, pages appended in order. */
  wallets: DirectoryWallet[]
  /** Pages loaded so far. */
  page: number
  /** How many wallets the paged query matches on the server. */
  count: number
  /** Loading of the next page: its own state, so a failed page keeps what is shown. */
  more: 'idle' | 'loading' | 'error'
  search: WalletSearchState
}

export type DirectoryStore = Store<{ wallets: WalletDirectoryState }>

export const idleSearch = (): WalletSearchState => ({ query: '', status: 'idle', results: [], count: 0 })

/** `served`: a services server is configured; without one the directory is unavailable from the start. */
export function initialWalletDirectoryState(
  options?: ResolvedWalletDirectoryOptions,
  served = true,
): WalletDirectoryState {
  return {
    status: served ? 'idle' : 'unavailable',
    featured: [],
    custom: (options?.customWallets ?? []).map(fromCustomWallet),
    recommended: [],
    listed: false,
    wallets: [],
    page: 0,
    count: 0,
    more: 'idle',
    search: idleSearch(),
  }
}

/**
 * Whether the wallets Connect lists from the directory are known: featured and recommended are in,
 * or there will be none (no services server, or the load failed). Until then Connect waits.
 */
export const directoryListed = (state: WalletDirectoryState): boolean =>
  state.listed || state.status === 'unavailable' || state.status === 'error'

/** Featured + custom + recommended + the server's count: the size of the whole directory. */
export function directoryTotal(state: WalletDirectoryState): number {
  return state.featured.length + state.custom.length + state.recommended.length + state.count
}
