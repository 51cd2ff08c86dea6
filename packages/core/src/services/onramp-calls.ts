import type { HttpClient } from './http-client'
import { DEFAULT_ONRAMP_OPTIONS, mockOnRampQuote, type OnRampQuoteRequest } from './onramp-defaults'
import type { OnRampOptions, OnRampQuote } from './types'

// On-ramp calls. A failing quote yields a flagged local estimate and failing options the built-in
// USD/EUR list, so the buy view always has something to show.

export interface OnRampUrlParameters {
  destinationWallets: Array<{ address: string; blockchains?: string[]; assets?: string[] }>
  defaultNetwork?: string
  partnerUserId: string
  presetCryptoAmount?: number
  presetFiatAmount?: number
}

export function onRampCalls(http: HttpClient) {
  return {
    async generateOnRampUrl(params: OnRampUrlParameters): Promise<string> {
      const result = await http.post<{ url: string }>({
        path: '/v1/generators/onrampurl',
        body: { ...params, defaultExperience: 'buy' },
      })
      return result.url
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
