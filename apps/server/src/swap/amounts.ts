// Uniswap V2 arithmetic, exactly as the pair and the router's library compute it (0.3% fee,
// integer division rounding down), so a quote equals the router's `getAmountsOut` for the same
// reserves. Pure functions over bigints.

/** What the pool keeps of each input: 997/1000 (the 0.3% liquidity provider fee). */
export const POOL_FEE = { kept: 997n, of: 1000n } as const
/** The fee per hop, in percent. */
export const POOL_FEE_PERCENT = 0.3

/** Reserves of one hop, oriented in the direction of the swap. */
export interface Hop {
  reserveIn: bigint
  reserveOut: bigint
}

/** The output of one hop for `amountIn`; 0 when the pool is empty. */
export function hopAmountOut(amountIn: bigint, { reserveIn, reserveOut }: Hop): bigint {
  if (amountIn <= 0n || reserveIn <= 0n || reserveOut <= 0n) return 0n
  const inWithFee = amountIn * POOL_FEE.kept
  return (inWithFee * reserveOut) / (reserveIn * POOL_FEE.of + inWithFee)
}

/** The amounts along a path, first the input: what `getAmountsOut` returns. */
export function pathAmountsOut(amountIn: bigint, hops: readonly Hop[]): bigint[] {
  const amounts = [amountIn]
  for (const hop of hops) amounts.push(hopAmountOut(amounts[amounts.length - 1] as bigint, hop))
  return amounts
}

const IMPACT_SCALE = 1_000_000n

/**
 * How much worse than the pools' mid price the swap is, in percent (4 decimals), the pools' fee
 * left out: 1 - out / (in * mid * 0.997^hops). The fee is reported on its own.
 */
export function priceImpactPercent(amountIn: bigint, amountOut: bigint, hops: readonly Hop[]): number {
  if (amountIn <= 0n || hops.length === 0) return 0
  let numerator = amountOut * IMPACT_SCALE
  let denominator = amountIn
  for (const { reserveIn, reserveOut } of hops) {
    numerator *= reserveIn * POOL_FEE.of
    denominator *= reserveOut * POOL_FEE.kept
  }
  if (denominator === 0n) return 100
  const kept = numerator / denominator
  const impact = IMPACT_SCALE - (kept > IMPACT_SCALE ? IMPACT_SCALE : kept)
  return Number(impact) / 10_000
}

/** The pools' fee taken from the input over every hop, in the input's base units (rounded up). */
export function poolFeeAmount(amountIn: bigint, hopCount: number): bigint {
  const keptOf = POOL_FEE.of ** BigInt(hopCount)
  const kept = POOL_FEE.kept ** BigInt(hopCount)
  return (amountIn * (keptOf - kept) + keptOf - 1n) / keptOf
}

/** The least output a swap may accept: the quote less `slippageBasisPoints` (1% = 100), rounded down. */
export function minimumOut(quoted: bigint, slippageBasisPoints: number): bigint {
  return (quoted * BigInt(10_000 - slippageBasisPoints)) / 10_000n
}
