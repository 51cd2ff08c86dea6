import { type ServiceConfig, serviceHttpClient } from './config'
import type { HttpClient } from './http-client'
import type { WalletListing } from './types'
import { WALLET_LIST_LIMITS } from './wallet-limits'

// Wallet service (spec section 7): wallet listings, images, allowed origins, analytics config.

export { WALLET_LIST_LIMITS } from './wallet-limits'

export interface GetWalletsParameters {
  page?: number
  entries?: number
  include?: readonly string[]
  exclude?: readonly string[]
  /** CAIP-2 ids, sent comma-separated. */
  chains?: readonly string[]
  search?: string
  badge_type?: string
  signal?: AbortSignal
}

export interface GetWalletsReturnType {
  data: WalletListing[]
  count: number
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

export function createWalletServiceClient(config: ServiceConfig & { http?: HttpClient }) {
  const http = config.http ?? serviceHttpClient(config)

  async function getWallets({ signal, ...params }: GetWalletsParameters = {}): Promise<GetWalletsReturnType> {
    const result = await http.get<Partial<GetWalletsReturnType>>({
      path: '/getWallets',
      params: { page: 1, entries: WALLET_LIST_LIMITS.pageSize, ...params },
      ...(signal ? { signal } : {}),
    })
    return { data: Array.isArray(result?.data) ? result.data : [], count: Number(result?.count ?? 0) }
  }

  return {
    getWallets,

    /** Search: 100 entries, answered no sooner than 300 ms so the list does not flicker per keystroke. */
    async searchWallets(
      parameters: GetWalletsParameters & { search: string },
    ): Promise<GetWalletsReturnType> {
      const [result] = await Promise.all([
        getWallets({ page: 1, entries: WALLET_LIST_LIMITS.searchEntries, ...parameters }),
        sleep(WALLET_LIST_LIMITS.searchMinWaitMs),
      ])
      return result
    },

    walletImageUrl: (id: string) => http.url(`/getWalletImage/${encodeURIComponent(id)}`),
    assetImageUrl: (id: string) => http.url(`/public/getAssetImage/${encodeURIComponent(id)}`),
    currencyImageUrl: (id: string) => http.url(`/public/getCurrencyImage/${encodeURIComponent(id)}`),
    tokenImageUrl: (id: string) => http.url(`/public/getTokenImage/${encodeURIComponent(id)}`),

    async getAllowedOrigins(signal?: AbortSignal): Promise<string[]> {
      const result = await http.get<{ allowedOrigins?: unknown }>({
        path: '/projects/v1/origins',
        ...(signal ? { signal } : {}),
      })
      const origins = result?.allowedOrigins
      return Array.isArray(origins) ? origins.filter((o): o is string => typeof o === 'string') : []
    },

    /** The social logins the services server can complete (it holds their credentials). */
    async getSocialProviders(signal?: AbortSignal): Promise<string[]> {
      const result = await http.get<{ providers?: unknown }>({
        path: '/projects/v1/social-providers',
        ...(signal ? { signal } : {}),
      })
      const providers = result?.providers
      return Array.isArray(providers) ? providers.filter((p): p is string => typeof p === 'string') : []
    },

    async getAnalyticsConfig(signal?: AbortSignal): Promise<{ isAnalyticsEnabled: boolean }> {
      const result = await http.get<{ isAnalyticsEnabled?: unknown }>({
        path: '/getAnalyticsConfig',
        ...(signal ? { signal } : {}),
      })
      return { isAnalyticsEnabled: result?.isAnalyticsEnabled === true }
    },
  }
}

export type WalletServiceClient = ReturnType<typeof createWalletServiceClient>
