// The on-ramp's arithmetic, in integers: fiat in cents, prices in micro-USD, crypto in base units.
// Fees are rounded up to the cent on the provider's side and the total capped by rounding down,
// so the fee of every quote lies inside the 1-2 % range however the cents fall.
import { formatUnits } from 'viem'
import { FEE_RANGE_BP, type PaymentMethod, PROVIDER_FEE_BP } from './limits'

const BP = 10_000n
/** Payouts are whole units of this many decimals. */
export const PAYOUT_DECIMALS = 6

const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b

/** Whole cents of a decimal string with at most two decimals ('25', '25.5', '25.50'). */
export function toCents(amount: string): bigint {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(amount)
  if (!match) throw new RangeError('amount must be a decimal number with at most 2 decimals')
  return BigInt(match[1] as string) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'))
}

export const centsText = (cents: bigint) => `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`

/** A price as whole micro-units (6 decimals are plenty for fiat rates and USD prices). */
export const toMicro = (value: number) => BigInt(Math.round(value * 1e6))

export interface QuoteInput {
  /** What the visitor pays, in cents of the payment currency. */
  totalCents: bigint
  method: PaymentMethod
  /** USD per unit of the payment currency, in micro-USD. */
  fiatUsdMicro: bigint
  /** USD per whole unit of what is bought, in micro-USD. */
  priceUsdMicro: bigint
  decimals: number
  /** The payout's gas cost, in base units of the bought currency (the chain's native one). */
  gasCost: bigint
}

export interface QuoteAmounts {
  providerFeeCents: bigint
  networkFeeCents: bigint
  subtotalCents: bigint
  /** Base units of the bought currency that reach the wallet. */
  purchase: bigint
}

export function computeQuote(input: QuoteInput): QuoteAmounts {
  const { totalCents, fiatUsdMicro, priceUsdMicro, decimals } = input
  const providerFeeCents = ceilDiv(totalCents * PROVIDER_FEE_BP[input.method], BP)
  // The gas, priced in the payment currency and rounded up to the cent.
  const gasCents = ceilDiv(input.gasCost * priceUsdMicro * 100n, 10n ** BigInt(decimals) * fiatUsdMicro)
  const minFees = ceilDiv(totalCents * FEE_RANGE_BP.min, BP)
  const maxFees = (totalCents * FEE_RANGE_BP.max) / BP
  const fees = [providerFeeCents + gasCents, minFees].reduce((a, b) => (a > b ? a : b))
  const capped = fees > maxFees ? maxFees : fees
  const networkFeeCents = capped - providerFeeCents
  const subtotalCents = totalCents - capped
  // cents -> micro-USD -> base units, rounded down to PAYOUT_DECIMALS: the wallet never gets
  // more than was paid for, and amounts read as 0.008183 ETH rather than with 18 decimals.
  const exact = (subtotalCents * fiatUsdMicro * 10n ** BigInt(decimals)) / (100n * priceUsdMicro)
  const step = 10n ** BigInt(Math.max(decimals - PAYOUT_DECIMALS, 0))
  const purchase = (exact / step) * step
  return { providerFeeCents, networkFeeCents, subtotalCents, purchase }
}

export const unitsText = (units: bigint, decimals: number) => formatUnits(units, decimals)
