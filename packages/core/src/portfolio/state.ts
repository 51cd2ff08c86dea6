// The portfolio slice: what the connected account holds (tokens, NFTs) and did (activity).
import type { Transaction } from '../services/types'

export interface Nft {
  collection: { address: string; name: string; symbol: string }
  tokenId: string
  name: string
  description: string
  /** As the service gave it; views show only data:image/ and http(s) URLs (see `safeNftImage`). */
  image?: string
}

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error'

/** The balances themselves are the account's `tokenBalance` (see getters.ts); this is their loading. */
export interface TokensState {
  status: LoadStatus
}

export interface NftsState {
  status: LoadStatus
  items: Nft[]
}

export interface ActivityState {
  status: LoadStatus
  items: Transaction[]
  /** Cursor of the next page; undefined once the last page is in. */
  next?: string
  /** A further page is on its way (the first page uses `status: 'loading'`). */
  loadingMore: boolean
}

export interface PortfolioState {
  /** `caipAddress` the data belongs to; a new account or network starts from scratch. */
  key?: string
  tokens: TokensState
  nfts: NftsState
  activity: ActivityState
}

export function initialPortfolioState(key?: string): PortfolioState {
  return {
    ...(key ? { key } : {}),
    tokens: { status: 'idle' },
    nfts: { status: 'idle', items: [] },
    activity: { status: 'idle', items: [], loadingMore: false },
  }
}
