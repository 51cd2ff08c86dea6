import type { HttpClient } from './http-client'
import { DEFAULT_ONRAMP_OPTIONS, mockOnRampQuote, type OnRampQuoteRequest } from './onramp-defaults'
import type { Amount, OnRampOptions, OnRampQuote } from './types'

// On-ramp calls. A failing quote yields a flagged local estimate and failing options the built-in
// USD/EUR list, so the buy view always has something to show.

export interface OnRampUrlParameters {
  destinationWallets: Array<{ address: string; blockchains?: string[]; assets?: string[] }>
  defaultNetwork?: string
  partnerUserId: string
  presetCryptoAmount?: number
  presetFiatAmount?: number
  /** The visitor's choices in the Buy view (defaults USD and card). */
  paymentCurrency?: string
  paymentMethod?: string
}

/** An order at the provider, as its status is polled. */
export interface OnRampOrder {
  orderId: string
  status: 'created' | 'paid' | 'sending' | 'completed' | 'failed'
  network: string
  address: string
  purchaseAmount: Amount
  paymentTotal: Amount
  transactionHash?: string
  failure?: string
}

export function onRampCalls(http: HttpClient) {
  /** A new order at the provider: its page's URL and its id, whose status can be polled. */
  const createOnRampOrder = (params: OnRampUrlParameters) =>
    http.post<{ url: string; orderId: string }>({
      path: '/v1/generators/onrampurl',
      body: { ...params, defaultExperience: 'buy' },
    })
  return {
    /** The provider's URL for a new order. */
    async generateOnRampUrl(params: OnRampUrlParameters): Promise<string> {
      return (await createOnRampOrder(params)).url
    },

    createOnRampOrder,

    async getOnRampOrder(orderId: string, signal?: AbortSignal): Promise<OnRampOrder> {
      return http.get<OnRampOrder>({
        path: `/v1/onramp/orders/${encodeURIComponent(orderId)}`,
        ...(signal ? { signal } : {}),
      })
    },

    async getOnRampOptions(): Promise<OnRampOptions> {
      try {
        const result = await http.get<Partial<OnRampOptions>>({ path: '/v1/onramp/options' })
        if (!Array.isArray(result?.paymentCurrencies) || !Array.isArray(result?.purchaseCurrencies)) {
          return DEFAULT_ONRAMP_OPTIONS
        }
        return { paymentCurrencies: result.paymentCurrencies, purchaseCurrencies: result.purchaseCurrencies }
      } catch {
        return DEFAULT_ONRAMP_OPTIONS
      }
    },

    async getOnRampQuote(request: OnRampQuoteRequest): Promise<OnRampQuote> {
      try {
        return await http.post<OnRampQuote>({ path: '/v1/onramp/quote', body: { ...request } })
      } catch {
        return mockOnRampQuote(request)
      }
    },
  }
}
