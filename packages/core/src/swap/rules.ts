import type { TokenBalance } from '../connection/accounts'
import { FEATURE_ERRORS } from '../errors/codes'
import { LatchError } from '../errors/latch-error'
import { isUserRejection } from '../errors/wallet'
import { formatUnits, parseUnits } from '../numbers/units'
import type { SwapQuote, SwapToken } from '../services/types'
import { decimalAmountProblem } from '../validation/amount'

// The swap's rules, pure and named as the views speak of them. Amounts go from text to base units
// with string and bigint maths only (parseUnits), never through a float.

export const SWAP_ERRORS = {
  FROM_REQUIRED: 'Select a token to swap',
  TO_REQUIRED: 'Select a token to receive',
  SAME_TOKEN: 'Select two different tokens',
  INSUFFICIENT_BALANCE: 'Insufficient balance',
  NO_QUOTE: 'No quote for this swap yet',
} as const

/** How long the amount must stay unchanged before a quote is asked for. */
export const QUOTE_DEBOUNCE_MS = 300
/** A quote older than this is asked for again (prices move with every block). */
export const QUOTE_STALE_MS = 15_000
/** Above this price impact (percent) the views warn before the swap. */
export const HIGH_PRICE_IMPACT = 5

/** The address standing for a chain's native currency in token ids. */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

export const isNativeSwapToken = (caip10: string) => caip10.toLowerCase().endsWith(`:${NATIVE_TOKEN_ADDRESS}`)

/** The portfolio balance of a swap token, in whole units as decimal text ('0' when none is held). */
export function swapTokenBalance(token: SwapToken, balances: readonly TokenBalance[]): string {
  const chain = token.address.split(':').slice(0, 2).join(':')
  const held = balances.find((balance) =>
    isNativeSwapToken(token.address)
      ? !balance.address && balance.chainId === chain
      : balance.address?.toLowerCase() === token.address.toLowerCase(),
  )
  return held?.quantity?.numeric ?? '0'
}

export interface SwapDraft {
  from?: SwapToken
  to?: SwapToken
  amount?: string
  /** The from-token's balance in whole units (decimal text); unknown while the balances load. */
  balance?: string
}

/** The amount typed in base units of `from`, or undefined when it is not a positive number. */
export function swapAmountUnits(amount: string | undefined, token: SwapToken): bigint | undefined {
  if (amount === undefined || amount.trim() === '') return undefined
  try {
    const units = parseUnits(amount, token.decimals)
    return units > 0n ? units : undefined
  } catch {
    return undefined
  }
}

/** What stops a quote: in the order the visitor fills the form. The balance is checked apart. */
export function quoteProblem(draft: SwapDraft): string | undefined {
  if (!draft.from) return SWAP_ERRORS.FROM_REQUIRED
  if (!draft.to) return SWAP_ERRORS.TO_REQUIRED
  if (draft.from.address.toLowerCase() === draft.to.address.toLowerCase()) return SWAP_ERRORS.SAME_TOKEN
  // The amount rule Send's amount follows, with the from-token's symbol and decimals: 'Required',
  // not above 0, not a plain number, too many decimals, 'Invalid input'.
  const problem = decimalAmountProblem(draft.amount, draft.from)
  if (problem) return problem
  // No balance reaches 2^256 base units (a uint256 holds less): such an amount is not asked about.
  return (swapAmountUnits(draft.amount, draft.from) ?? 0n) >= 2n ** 256n
    ? SWAP_ERRORS.INSUFFICIENT_BALANCE
    : undefined
}

/** Whether a problem of the draft is the amount field's own: the amount rule's, or above the balance. */
export function isSwapAmountProblem(problem: string | undefined, draft: SwapDraft): boolean {
  if (problem === undefined) return false
  if (problem === SWAP_ERRORS.INSUFFICIENT_BALANCE) return true
  return draft.from !== undefined && problem === decimalAmountProblem(draft.amount, draft.from)
}

/** What stops the swap itself: a quote problem, or more than the balance (once it is known). */
export function swapProblem(draft: SwapDraft): string | undefined {
  const problem = quoteProblem(draft)
  if (problem || !draft.from || draft.balance === undefined) return problem
  const units = swapAmountUnits(draft.amount, draft.from) ?? 0n
  const held = parseUnits(draft.balance, draft.from.decimals)
  return units > held ? SWAP_ERRORS.INSUFFICIENT_BALANCE : undefined
}

/** One key per quote request: a quote answers only the draft it was asked for. */
export const quoteKey = (from: string, to: string, units: bigint) =>
  `${from.toLowerCase()}>${to.toLowerCase()}:${units}`

export const isQuoteStale = (fetchedAt: number, now: number) => now - fetchedAt >= QUOTE_STALE_MS

/** The least the swap may return: the quote less the slippage tolerance (percent, spec default 1), rounded down. */
export function minimumReceived(toAmount: bigint, slippagePercent: number): bigint {
  const basisPoints = BigInt(Math.round(slippagePercent * 100))
  return (toAmount * (10_000n - basisPoints)) / 10_000n
}

/** The router must be allowed to spend the amount first; the native currency needs no approval. */
export function needsApproval(from: string, amountUnits: bigint, allowance: string | undefined): boolean {
  if (isNativeSwapToken(from)) return false
  return BigInt(allowance ?? '0') < amountUnits
}

/**
 * How much of `to` one `from` buys at the quote, as decimal text, rounded down: at most 6
 * decimals, and below one its first 6 significant digits however far they are (a huge amount for
 * a small return is a tiny rate, not 0).
 */
export function exchangeRate(
  quote: Pick<SwapQuote, 'fromAmount' | 'toAmount'>,
  from: SwapToken,
  to: SwapToken,
): string {
  const fromUnits = BigInt(quote.fromAmount)
  const toUnits = BigInt(quote.toAmount)
  if (fromUnits === 0n || toUnits === 0n) return '0'
  // to per one whole `from` in base units of `to`, with enough extra digits that even the least
  // rate (1 base unit for all of fromUnits) keeps 6 significant ones.
  const extra = fromUnits.toString().length + 6
  const scaled = (toUnits * 10n ** BigInt(from.decimals + extra)) / fromUnits
  const text = formatUnits(scaled, to.decimals + extra)
  const [whole = '0', fraction = ''] = text.split('.')
  if (whole !== '0') return trimDecimals(text, 6)
  const zeros = fraction.length - fraction.replace(/^0+/, '').length
  return trimDecimals(text, zeros + 6)
}

/** Base units as whole-unit text for display: at most 6 decimals, rounded down. */
export function swapAmountText(units: string | bigint, decimals: number): string {
  return trimDecimals(formatUnits(BigInt(units), decimals), 6)
}

/** Decimal text with at most `places` decimals, rounded down, trailing zeros dropped. */
export function trimDecimals(text: string, places: number): string {
  const [whole = '0', fraction = ''] = text.split('.')
  const kept = fraction.slice(0, places).replace(/0+$/, '')
  return kept ? `${whole}.${kept}` : whole
}

/** Tokens whose symbol or name contains the search, or whose address starts with it; all when it is empty. */
export function searchSwapTokens(tokens: readonly SwapToken[], search: string): SwapToken[] {
  const query = search.trim().toLowerCase()
  if (!query) return [...tokens]
  return tokens.filter(
    (token) =>
      token.symbol.toLowerCase().includes(query) ||
      token.name.toLowerCase().includes(query) ||
      (query.startsWith('0x') && (token.address.split(':')[2] ?? '').toLowerCase().startsWith(query)),
  )
}

/** Whether asking again may bring a quote: not while the services refuse the network itself. */
export function isQuoteRetryable(error: unknown): boolean {
  return !(
    error instanceof LatchError &&
    (error.code === 'GAS_PRICE_NETWORK_UNSUPPORTED' || error.code === 'SWAP_NETWORK_UNSUPPORTED')
  )
}

/** The visitor-facing text for an error of the swap flow: a wallet refusal, or the server's own message. */
export function swapErrorMessage(error: unknown): string {
  if (isUserRejection(error)) return FEATURE_ERRORS.TRANSACTION_DECLINED
  const body = (error as { details?: { body?: unknown } } | undefined)?.details?.body
  if (typeof body === 'string') {
    try {
      const message = (JSON.parse(body) as { error?: { message?: unknown } }).error?.message
      if (typeof message === 'string' && message) return message.slice(0, 200)
    } catch {}
  }
  if (error instanceof Error && error.message) return error.message
  return FEATURE_ERRORS.TRANSACTION_NOT_SENT
}
