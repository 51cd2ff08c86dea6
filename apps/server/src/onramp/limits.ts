// What the sandbox on-ramp sells and takes (spec section 9): card 10 to 7500, bank 10 to 25000,
// in USD or EUR; fees between 1 % and 2 % of what the visitor pays.

export const PAYMENT_METHODS = {
  card: { min: 10, max: 7500, name: 'Card' },
  ach_bank_account: { min: 10, max: 25000, name: 'Bank transfer' },
} as const
export type PaymentMethod = keyof typeof PAYMENT_METHODS
export const PAYMENT_METHOD_IDS = Object.keys(PAYMENT_METHODS) as [PaymentMethod, ...PaymentMethod[]]

export const PAYMENT_CURRENCIES = ['USD', 'EUR'] as const
export type PaymentCurrency = (typeof PAYMENT_CURRENCIES)[number]

/** USD per unit of each payment currency; prices of what is bought are kept in USD. */
export const DEFAULT_FIAT_USD: Record<PaymentCurrency, number> = { USD: 1, EUR: 1.08 }

/**
 * The provider's own fee per method, in basis points. The network fee (the transfer's gas) comes
 * on top, capped so that both together stay within FEE_RANGE_BP.
 */
export const PROVIDER_FEE_BP: Record<PaymentMethod, bigint> = { card: 150n, ach_bank_account: 100n }
export const FEE_RANGE_BP = { min: 100n, max: 200n } as const

/** Namespaces the on-ramp serves; a network elsewhere is refused whatever its chain. */
export const ONRAMP_NAMESPACES = ['eip155', 'solana'] as const

/** The options answer's shape for the payment side (limits as decimal strings). */
export function paymentCurrencyOptions() {
  return PAYMENT_CURRENCIES.map((id) => ({
    id,
    payment_method_limits: PAYMENT_METHOD_IDS.map((method) => ({
      id: method,
      min: String(PAYMENT_METHODS[method].min),
      max: String(PAYMENT_METHODS[method].max),
    })),
  }))
}
