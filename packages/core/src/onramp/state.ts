// The on-ramp slice: the Buy form, its options and quote, and the order being paid at the provider.
import type { OnRampOrder } from '../services/onramp-calls'
import type { OnRampOptions, OnRampQuote, Transaction } from '../services/types'

export interface BuyForm {
  /** Fiat the visitor pays in (USD, EUR). */
  paymentCurrency: string
  /** card or ach_bank_account. */
  paymentMethod: string
  /** Decimal string as typed. */
  amount: string
}

export interface OnRampState {
  options: {
    status: 'idle' | 'loading' | 'ready'
    /** Set once loaded (kept out of the first load: the built-in list comes with the actions). */
    value?: OnRampOptions
    /** The service failed: the built-in USD/EUR list is shown (spec section 8). */
    fallback: boolean
  }
  form: BuyForm
  quote: {
    status: 'idle' | 'loading' | 'ready'
    value?: OnRampQuote
    /** Why no quote is asked for (amount outside the limits, say). */
    problem?: string
  }
  /** The order at the provider: its page and where its payout stands. */
  order?: OnRampOrder & { url: string }
  /** Creating the order (the provider window is open and waiting for its address). */
  starting: boolean
  /** Why the order could not be created or followed. */
  error?: string
  /** Past purchases of the account (the `onramp` history filter). */
  purchases: Transaction[]
}

export const DEFAULT_BUY_AMOUNT = '25'

export function initialOnRampState(): OnRampState {
  return {
    options: { status: 'idle', fallback: false },
    form: { paymentCurrency: 'USD', paymentMethod: 'card', amount: DEFAULT_BUY_AMOUNT },
    quote: { status: 'idle' },
    starting: false,
    purchases: [],
  }
}
