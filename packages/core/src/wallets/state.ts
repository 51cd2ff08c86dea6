import { WALLET_LIST_LIMITS } from '../services/wallet-limits'
import type { Store } from '../store/store'
import { fromCustomWallet } from './custom'
import type { ResolvedWalletDirectoryOptions } from './options'
import type { DirectoryWallet, WalletBadge } from './rules'

export type DirectoryStatus = 'idle' | 'loading' | 'ready' | 'error' | 'unavailable'

export interface WalletSearchState {
  query: string
  status: 'idle' | 'loading' | 'ready' | 'error'
  results: DirectoryWallet[]
  count: number
  error?: string
}

/** A listing the server pages: what is loaded of it and how much more there is. */
export interface WalletPages {
  /** The paged list, pages appended in order. */
  wallets: DirectoryWallet[]
  /** Pages loaded so far. */
  page: number
  /** How many wallets the paged query matches on the server. */
  count: number
  /** Loading of the next page: its own state, so a failed page keeps what is shown. */
  more: 'idle' | 'loading' | 'error'
}

/** The directory's listing of the wallets with one badge (getWallets `badge_type`). */
export interface BadgeListing extends WalletPages {
  badge: WalletBadge
  /** Of its first page. */
  status: 'loading' | 'ready' | 'error'
  error?: string
}

export interface WalletDirectoryState extends WalletPages {
  /** `unavailable` when no services server is configured: only installed and custom wallets show. */
  status: DirectoryStatus
  error?: string
  featured: DirectoryWallet[]
  custom: DirectoryWallet[]
  recommended: DirectoryWallet[]
  /** Featured and recommended are in: what Connect lists (the paged list and images may follow). */
  listed: boolean
  /**
   * How many featured and recommended wallets the directory is expected to send, from the app's
   * options: the rows Connect keeps for them until they are in, so that each wallet takes its
   * place instead of pushing the rows below it (and re-centring the card) under the pointer.
   */
  awaited: AwaitedRows
  search: WalletSearchState
  /**
   * Present while only wallets with a badge are listed (the visitor's "Certified only"): that
   * listing, paged on its own, searched with the badge too. The whole directory's pages and count
   * (Connect's number) stay as they were, so ending the filter shows them again at once.
   */
  badged?: BadgeListing
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
    awaited: awaitedRows(options),
    wallets: [],
    page: 0,
    count: 0,
    more: 'idle',
    search: idleSearch(),
  }
}

export interface AwaitedRows {
  featured: number
  recommended: number
}

/**
 * The featured wallets asked for (at most 4, excluded ones left out) and the recommended the
 * server can send: 4, or fewer when the app limits the directory to a few wallets.
 */
export function awaitedRows(options?: ResolvedWalletDirectoryOptions): AwaitedRows {
  const { featuredWalletIds = [], includeWalletIds = [], excludeWalletIds = [] } = options ?? {}
  const listable = (id: string) => !excludeWalletIds.includes(id)
  const featured = featuredWalletIds.filter(listable)
  const others = includeWalletIds.filter((id) => listable(id) && !featuredWalletIds.includes(id))
  return {
    featured: Math.min(WALLET_LIST_LIMITS.featured, featured.length),
    recommended: includeWalletIds.length
      ? Math.min(WALLET_LIST_LIMITS.recommended, others.length)
      : WALLET_LIST_LIMITS.recommended,
  }
}

/** The rows Connect keeps for the directory's wallets: those awaited, until they are listed. */
export const directoryRowsAwaited = (state: WalletDirectoryState): AwaitedRows =>
  directoryListed(state) ? { featured: 0, recommended: 0 } : state.awaited

/**
 * Whether the wallets Connect lists from the directory are known: featured and recommended are in,
 * or there will be none (no services server, or the load failed). Until then Connect keeps rows
 * for them (directoryRowsAwaited).
 */
export const directoryListed = (state: WalletDirectoryState): boolean =>
  state.listed || state.status === 'unavailable' || state.status === 'error'

/** Featured + custom + recommended + the server's count: the size of the whole directory. */
export function directoryTotal(state: WalletDirectoryState): number {
  return state.featured.length + state.custom.length + state.recommended.length + state.count
}
