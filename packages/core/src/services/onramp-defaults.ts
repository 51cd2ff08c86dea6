import { Big, toDecimal } from '../numbers/decimal'
import type { OnRampOptions, OnRampQuote } from './types'

// What the buy flow falls back to when the on-ramp service fails (spec sections 8 and 9).

const CARD_LIMITS = { id: 'card', min: '10', max: '7500' }
const BANK_LIMITS = { id: 'ach_bank_account', min: '10', max: '25000' }

export const DEFAULT_ONRAMP_OPTIONS: OnRampOptions = {
  paymentCurrencies: [
    { id: 'USD', payment_method_limits: [CARD_LIMITS, BANK_LIMITS] },
    { id: 'EUR', payment_method_limits: [CARD_LIMITS, BANK_LIMITS] },
  ],
  purchaseCurrencies: [
    { id: 'ETH', symbol: 'ETH', name: 'Ethereum' },
    { id: 'SOL', symbol: 'SOL', name: 'Solana' },
  ],
}

/** Fee rates of the local estimate: provider 1 %, network 1 % (the 1-2 % range of the spec). */
const PROVIDER_FEE_RATE = '0.01'
const NETWORK_FEE_RATE = '0.01'

export interface OnRampQuoteRequest {
  purchaseCurrency: string
  paymentCurrency: string
  amount: string
  network: string
  /** card (default) or ach_bank_account. */
  paymentMethod?: string
}

/** A clearly flagged local estimate, shown when the quote service fails. */
export function mockOnRampQuote(request: OnRampQuoteRequest): OnRampQuote {
  let total: InstanceType<typeof Big>
  try {
    total = toDecimal(request.amount)
  } catch {
    total = new Big(0)
  }
  const providerFee = total.times(PROVIDER_FEE_RATE).round(2, Big.roundHalfUp)
  const networkFee = total.times(NETWORK_FEE_RATE).round(2, Big.roundHalfUp)
  const subtotal = total.minus(providerFee).minus(networkFee)
  const fiat = (value: InstanceType<typeof Big>) => ({
    amount: value.toFixed(2),
    currency: request.paymentCurrency,
  })
  return {
    paymentTotal: fiat(total),
    paymentSubtotal: fiat(subtotal),
    providerFee: fiat(providerFee),
    networkFee: fiat(networkFee),
    purchaseAmount: { amount: '0', currency: request.purchaseCurrency },
    quoteId: 'mock-quote',
    mock: true,
  }
}
