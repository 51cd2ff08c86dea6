// The swap slice's state: the tokens offered on the active network, the draft (CAIP-10 token ids
// and the amount as typed) and the quote for it. Loaded with the client; everything else of the
// slice arrives with the swap views.
import type { SwapQuote, SwapToken } from '../services/types'

export type SwapQuoteState =
  | { status: 'idle' }
  | { status: 'loading'; key: string }
  /**
   * `gasPrice` is the wei per gas the quote was asked with (its network cost is priced at it),
   * `allowance` the router's allowance of the from-token (absent for the native currency), `at`
   * when it was fetched.
   */
  | { status: 'ready'; key: string; quote: SwapQuote; gasPrice: string; allowance?: string; at: number }
  /** `retryable`: whether Try again may help (not when the services refuse the network). */
  | { status: 'error'; key: string; error: string; retryable: boolean }

export interface SwapState {
  /** The network (CAIP-2) the tokens and draft belong to; another network starts over. */
  network?: string
  tokens: { status: 'idle' | 'loading' | 'ready' | 'error'; items: SwapToken[]; error?: string }
  from?: string
  to?: string
  /** Decimal text as typed, in whole units of `from`. */
  amount?: string
  quote: SwapQuoteState
}

export function initialSwapState(): SwapState {
  return { tokens: { status: 'idle', items: [] }, quote: { status: 'idle' } }
}
