import {
  BALANCE_RETRY_GAP_MS,
  CACHE_LIVES,
  createRetryGap,
  createTtlCache,
  type RetryGap,
  type TtlCache,
} from '../cache/cache'
import type { TokenBalance } from '../connection/accounts'
import { LatchError } from '../errors/latch-error'
import type { HttpClient } from './http-client'
import { supportsActivity, supportsBalances, supportsNames } from './support'
import type { Identity, SmartSession, Transaction } from './types'

// Account data from the blockchain service: balances, identity, history, sessions, chains.

export interface GetBalancesParameters {
  address: string
  /** CAIP-2 id, e.g. 'eip155:1'. */
  caipNetworkId: string
  forceUpdate?: boolean
  signal?: AbortSignal
}

export interface GetActivityParameters {
  /** Plain address of the account. */
  account: string
  caipNetworkId: string
  cursor?: string
  onramp?: string
  signal?: AbortSignal
}

export interface GetActivityReturnType {
  data: Transaction[]
  next?: string | undefined
}

/**
 * What a call that may be held back answers: the value, `refused` (a retry inside the 30 s gap
 * after a failure, nothing sent), or `failed` (the service did not answer; the caller says so).
 */
export type ServiceResult<T> =
  | { status: 'ok'; value: T }
  | { status: 'refused' }
  | { status: 'failed'; error: unknown }

function aborted(error: unknown): boolean {
  return error instanceof LatchError && error.code === 'ABORTED'
}

export function accountCalls(http: HttpClient) {
  const portfolio: TtlCache<TokenBalance[]> = createTtlCache(CACHE_LIVES.portfolio)
  const identities: TtlCache<Identity> = createTtlCache(CACHE_LIVES.identity)
  const balanceGap: RetryGap = createRetryGap(BALANCE_RETRY_GAP_MS)

  return {
    async getSupportedChains(signal?: AbortSignal): Promise<{ http: string[]; ws: string[] }> {
      const result = await http.get<{ http?: string[]; ws?: string[] }>({
        path: 'v1/supported-chains',
        ...(signal ? { signal } : {}),
      })
      return { http: result?.http ?? [], ws: result?.ws ?? [] }
    },

    /**
     * Token balances (eip155, solana and bip122 only; none elsewhere), cached 30 s. After a failure,
     * fetches within 30 s are refused without a request; the caller raises 'Token Balance Unavailable'.
     */
    async getBalances({
      address,
      caipNetworkId,
      forceUpdate,
      signal,
    }: GetBalancesParameters): Promise<ServiceResult<TokenBalance[]>> {
      if (!supportsBalances(caipNetworkId)) return { status: 'ok', value: [] }
      const key = `${caipNetworkId}:${address.toLowerCase()}`
      if (forceUpdate) portfolio.delete(key)
      const cached = portfolio.get(key)
      if (cached) return { status: 'ok', value: cached }
      if (!balanceGap.canTry()) return { status: 'refused' }
      try {
        const result = await http.get<{ balances?: TokenBalance[] }>({
          path: `/v1/account/${encodeURIComponent(address)}/balance`,
          params: { currency: 'usd', chainId: caipNetworkId, forceUpdate },
          ...(signal ? { signal } : {}),
        })
        // Tokens whose decimals is the string '0' carry no usable amount (spec section 3).
        const balances = (result?.balances ?? []).filter((token) => token.quantity?.decimals !== '0')
        portfolio.set(key, balances)
        balanceGap.reset()
        return { status: 'ok', value: balances }
      } catch (error) {
        if (aborted(error)) throw error
        balanceGap.fail()
        return { status: 'failed', error }
      }
    },

    /** Name and avatar of an address, cached 5 min; eip155 only. */
    async getIdentity(address: string, caipNetworkId = 'eip155:1', signal?: AbortSignal): Promise<Identity> {
      if (!supportsNames(caipNetworkId)) return { name: null, avatar: null }
      return identities.getOrLoad(address.toLowerCase(), async () => {
        const result = await http.get<Partial<Identity>>({
          path: `/v1/identity/${encodeURIComponent(address)}`,
          ...(signal ? { signal } : {}),
        })
        return { name: result?.name ?? null, avatar: result?.avatar ?? null }
      })
    },

    /** Transaction history (eip155 only; empty elsewhere), one page per call. */
    async getActivity({ account, caipNetworkId, cursor, onramp, signal }: GetActivityParameters) {
      if (!supportsActivity(caipNetworkId))
        return { data: [], next: undefined } satisfies GetActivityReturnType
      const result = await http.get<{ data?: Transaction[]; next?: string | null }>({
        path: `/v1/account/${encodeURIComponent(account)}/history`,
        params: { cursor, onramp, chainId: caipNetworkId },
        ...(signal ? { signal } : {}),
      })
      return { data: result?.data ?? [], next: result?.next ?? undefined } satisfies GetActivityReturnType
    },

    async getSessions(address: string, signal?: AbortSignal): Promise<SmartSession[]> {
      const result = await http.get<SmartSession[] | { pcis?: SmartSession[]; data?: SmartSession[] }>({
        path: `/v1/sessions/${encodeURIComponent(address)}`,
        ...(signal ? { signal } : {}),
      })
      // The services server answers `{ data }`; other deployments answer a list or `{ pcis }`.
      const list = Array.isArray(result) ? result : (result?.data ?? result?.pcis ?? [])
      return list.filter((session) => typeof session?.pci === 'string')
    },

    async revokeSession(address: string, payload: { pci: string; signature: string }): Promise<void> {
      await http.post({
        path: `/v1/sessions/${encodeURIComponent(address)}/revoke`,
        body: { pci: payload.pci, signature: payload.signature },
      })
    },

    /** Drops cached balances and identities (e.g. after disconnect). */
    clearCaches(): void {
      portfolio.clear()
      identities.clear()
      balanceGap.reset()
    },
  }
}
