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

export function initialWalletDirectoryState(options?: ResolvedWalletDirectoryOptions): WalletDirectoryState {
  return {
    status: 'idle',
    featured: [],
    custom: (options?.customWallets ?? []).map(fromCustomWallet),
    recommended: [],
    wallets: [],
    page: 0,
    count: 0,
    more: 'idle',
    search: idleSearch(),
  }
}

/** Featured + custom + recommended + the server's count: the size of the whole directory. */
export function directoryTotal(state: WalletDirectoryState): number {
  return state.featured.length + state.custom.length + state.recommended.length + state.count
}
