// Derived values of the swap slice, read by the swap views (they load with them, not the page).
import type { LatchState } from '../client/state'
import { getLocale } from '../locale/getters'
import { readLocaleDecimal } from '../numbers/locale-text'
import { getTokenBalance } from '../portfolio/getters'
import { supportsSwaps } from '../services/support'
import type { SwapToken } from '../services/types'
import { swapNetworkCost } from './network-cost'
import {
  quoteKey,
  quoteProblem,
  type SwapDraft,
  swapAmountUnits,
  swapProblem,
  swapTokenBalance,
} from './rules'
import { initialSwapState, type SwapState } from './state'

type SwapView = Pick<LatchState, 'swap' | 'portfolio' | 'networks' | 'options' | 'accounts' | 'locale'>

const EMPTY: SwapState = initialSwapState()

/** The swap slice, or its empty value before a swap view first opened (one object, so selectors stay stable). */
export const getSwapState = (state: Pick<LatchState, 'swap'>): SwapState => state.swap ?? EMPTY

/**
 * Whether Account offers Swap: swaps run on eip155 networks only (the spec's swap networks are
 * eip155 ids), so another active namespace has no Swap button at all.
 */
export function isSwapShown(state: Pick<LatchState, 'networks'>): boolean {
  return state.networks.activeNamespace === 'eip155'
}

/** The active eip155 network (CAIP-2) when it has swaps, else undefined. */
export function getSwapNetwork(state: Pick<LatchState, 'networks' | 'options'>): string | undefined {
  if (state.networks.activeNamespace !== 'eip155') return undefined
  const id = state.networks.active.eip155?.caipNetworkId
  return id && supportsSwaps(id, state.options.swapChainIds) ? id : undefined
}

const tokenById = (tokens: readonly SwapToken[], id: string | undefined) =>
  id ? tokens.find((token) => token.address.toLowerCase() === id.toLowerCase()) : undefined

/**
 * The draft with its tokens resolved, the from-token's balance once the portfolio has it, and the
 * amount in plain decimal text, read as Send reads it: typed in the modal's locale ('1,5' in German
 * is 1.5, Persian digits are digits), the plain form read everywhere.
 */
export function getSwapDraft(state: SwapView): SwapDraft {
  const swap = getSwapState(state)
  const from = tokenById(swap.tokens.items, swap.from)
  const to = tokenById(swap.tokens.items, swap.to)
  return {
    ...(from ? { from } : {}),
    ...(from && state.portfolio.tokens.status === 'ready'
      ? { balance: swapTokenBalance(from, getTokenBalance(state)) }
      : {}),
    ...(to ? { to } : {}),
    ...(swap.amount !== undefined ? { amount: readLocaleDecimal(swap.amount.trim(), getLocale(state)) } : {}),
  }
}

/** The first problem blocking the swap, or undefined. */
export const getSwapProblem = (state: SwapView) => swapProblem(getSwapDraft(state))

/** The quote key of the current draft, or undefined when the draft cannot be quoted. */
export function getDraftQuoteKey(state: SwapView): string | undefined {
  const draft = getSwapDraft(state)
  const { from, to, amount } = draft
  const units = from && swapAmountUnits(amount, from)
  return from && to && units && !quoteProblem(draft) ? quoteKey(from.address, to.address, units) : undefined
}

/** The quote, only when it answers the draft as it is now. */
export function getCurrentQuote(state: SwapView) {
  const quote = getSwapState(state).quote
  return quote.status !== 'idle' && quote.key === getDraftQuoteKey(state) ? quote : undefined
}

/** The current quote's network cost in wei of the native currency: its gas at the gas price it was asked with. */
export function getSwapNetworkCost(state: SwapView): bigint | undefined {
  const quote = getCurrentQuote(state)
  return quote?.status === 'ready' ? swapNetworkCost(quote.quote.gas, quote.gasPrice) : undefined
}

/**
 * Whether the draft's quote is on its way: the draft can be quoted and no answer for it is in yet
 * (the typing's debounce, then the request). The views show it loading, never a made-up figure.
 */
export function isQuotePending(state: SwapView): boolean {
  if (!getDraftQuoteKey(state)) return false
  return (getCurrentQuote(state)?.status ?? 'loading') === 'loading'
}
