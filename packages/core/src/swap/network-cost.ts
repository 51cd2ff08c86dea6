import { formatUnits } from '../numbers/units'
import type { SwapQuoteParameters } from '../services/swap-calls'
import type { GasPrices } from '../services/types'
import { quoteProblem, type SwapDraft, swapAmountUnits } from './rules'

// What a swap's gas costs, as the quote flow needs it: which network's gas price a quote waits for,
// what the quote is asked with, and the network cost shown. The price itself comes from the
// services, which keep it briefly (GAS_PRICE_LIFE_MS).

/**
 * The network (CAIP-2) whose gas price a quote of the draft needs: the chain of its tokens. None
 * while the draft cannot be quoted: no gas price is fetched for a quote nobody will ask for.
 */
export function gasPriceNetwork(draft: SwapDraft): string | undefined {
  if (quoteProblem(draft) || !draft.from) return undefined
  return draft.from.address.split(':').slice(0, 2).join(':')
}

/** The price a quote is asked with: the services' standard one (a swap need not jump the queue). */
export const quoteGasPrice = (prices: GasPrices): string => prices.standard

/**
 * What `/v1/convert/quotes` is asked for the draft: the amount in base units of `from`, both
 * tokens, the gas price the cost will be shown at, and the visitor's address once connected.
 */
export function quoteRequest(
  draft: SwapDraft,
  gasPrice: string,
  userAddress?: string,
): SwapQuoteParameters | undefined {
  const units = draft.from && swapAmountUnits(draft.amount, draft.from)
  if (quoteProblem(draft) || !draft.from || !draft.to || !units) return undefined
  return {
    amount: units.toString(),
    from: draft.from.address,
    to: draft.to.address,
    gasPrice,
    ...(userAddress ? { userAddress } : {}),
  }
}

const WEI = /^\d{1,40}$/

/**
 * The network cost in wei of the native currency: the quote's gas at the gas price it was asked
 * with. Undefined when either is missing or not whole wei: no cost is shown rather than a guess.
 */
export function swapNetworkCost(gas: string | undefined, gasPrice: string | undefined): bigint | undefined {
  if (!gas || !gasPrice || !WEI.test(gas) || !WEI.test(gasPrice)) return undefined
  return BigInt(gas) * BigInt(gasPrice)
}

/** The network cost in US dollars at the native currency's price, when there is one (not 0). */
export function networkCostUsd(
  cost: bigint,
  nativeDecimals: number,
  price: number | undefined,
): number | undefined {
  return price ? Number(formatUnits(cost, nativeDecimals)) * price : undefined
}
