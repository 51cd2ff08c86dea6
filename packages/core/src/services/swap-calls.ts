import { createTtlCache, GAS_PRICE_LIFE_MS } from '../cache/cache'
import { FEATURE_ERRORS } from '../errors/codes'
import { LatchError } from '../errors/latch-error'
import { type HttpClient, serviceErrorOf } from './http-client'
import { SWAP_SLIPPAGE_TOLERANCE, supportsSwaps } from './support'
import type { BuiltSwap, GasPrices, SwapQuote, SwapToken, SwapTransaction } from './types'

// Swap calls of the blockchain service. Only the swap chains of spec section 9 are served; token
// addresses are CAIP-10 ('eip155:1:0x…'), so the chain is checked from them before any request.

function assertSwapNetwork(caipId: string, chainIds: readonly number[] | undefined): void {
  if (!supportsSwaps(caipId, chainIds))
    throw new LatchError('SWAP_NETWORK_UNSUPPORTED', FEATURE_ERRORS.SWAPS_NETWORK_UNSUPPORTED, {
      details: { caipId },
    })
}

/** The catalogue's refusal of a gas price, whether this client or the services refused the network. */
const gasPriceUnsupported = (caipId: string, cause?: unknown) =>
  new LatchError('GAS_PRICE_NETWORK_UNSUPPORTED', FEATURE_ERRORS.GAS_PRICE_NETWORK_UNSUPPORTED, {
    details: { caipId },
    ...(cause ? { cause } : {}),
  })

/** The services' gas prices, each whole wei as decimal text; anything else is refused, never cached. */
function readGasPrices(answer: unknown): GasPrices {
  const { standard, fast, instant } = (answer ?? {}) as Partial<Record<keyof GasPrices, unknown>>
  const wei = (value: unknown): value is string => typeof value === 'string' && /^\d{1,40}$/.test(value)
  if (wei(standard) && wei(fast) && wei(instant)) return { standard, fast, instant }
  throw new LatchError('INVALID_RESPONSE', FEATURE_ERRORS.RPC_UNREADABLE('gas price'))
}

export interface SwapQuoteParameters {
  /** Amount in the smallest unit of `from`, as decimal text. */
  amount: string
  /** Optional: without it the quote is the same, the allowance is asked for apart. */
  userAddress?: string
  from: string
  to: string
  gasPrice?: string
}

export interface BuildSwapParameters {
  amount: string
  userAddress: string
  from: string
  to: string
  disableEstimate?: boolean
}

/** `chainIds`: the swap networks (eip155 ids) the app configured; default spec section 9's. */
export function swapCalls(http: HttpClient, projectId: string, chainIds?: readonly number[]) {
  const gasPrices = createTtlCache<GasPrices>(GAS_PRICE_LIFE_MS, 50)
  return {
    async getSwapQuote(params: SwapQuoteParameters): Promise<{ quotes: SwapQuote[] }> {
      assertSwapNetwork(params.from, chainIds)
      const result = await http.get<{ quotes?: SwapQuote[] }>({
        path: '/v1/convert/quotes',
        params: { ...params },
      })
      return { quotes: result?.quotes ?? [] }
    },

    async getSwapTokens(caipNetworkId: string): Promise<SwapToken[]> {
      assertSwapNetwork(caipNetworkId, chainIds)
      const result = await http.get<{ tokens?: SwapToken[] }>({
        path: '/v1/convert/tokens',
        params: { chainId: caipNetworkId },
      })
      return result?.tokens ?? []
    },

    async getTokenPrices(addresses: readonly string[], currency = 'usd') {
      const result = await http.post<{
        fungibles?: Array<{ name: string; symbol: string; iconUrl: string; price: number }>
      }>({
        path: '/v1/fungible/price',
        body: { currency, addresses, projectId },
      })
      return result?.fungibles ?? []
    },

    async getSwapAllowance(params: {
      tokenAddress: string
      userAddress: string
    }): Promise<{ allowance: string }> {
      assertSwapNetwork(params.tokenAddress, chainIds)
      const result = await http.get<{ allowance?: string }>({
        path: '/v1/convert/allowance',
        params: { ...params },
      })
      return { allowance: result?.allowance ?? '0' }
    },

    /**
     * The network's gas prices, kept GAS_PRICE_LIFE_MS (callers at once share one request). A
     * network off the swap list, here or at the services, is 'Network not supported for Gas Price'.
     */
    async getGasPrice(caipNetworkId: string): Promise<GasPrices> {
      if (!supportsSwaps(caipNetworkId, chainIds)) throw gasPriceUnsupported(caipNetworkId)
      return gasPrices.getOrLoad(caipNetworkId, async () => {
        const answer = await http
          .get<unknown>({ path: '/v1/convert/gas-price', params: { chainId: caipNetworkId } })
          .catch((error: unknown) => {
            throw serviceErrorOf(error)?.code === 'network_unsupported'
              ? gasPriceUnsupported(caipNetworkId, error)
              : error
          })
        return readGasPrices(answer)
      })
    },

    async buildSwapTransaction(params: BuildSwapParameters): Promise<BuiltSwap> {
      assertSwapNetwork(params.from, chainIds)
      return http.post({
        path: '/v1/convert/build-transaction',
        body: {
          amount: params.amount,
          eip155: { slippage: String(SWAP_SLIPPAGE_TOLERANCE) },
          projectId,
          from: params.from,
          to: params.to,
          userAddress: params.userAddress,
          disableEstimate: params.disableEstimate ?? false,
        },
      })
    },

    async buildApproveTransaction(params: { amount: string; userAddress: string; from: string; to: string }) {
      assertSwapNetwork(params.from, chainIds)
      return http.get<{ tx: SwapTransaction }>({ path: '/v1/convert/build-approve', params: { ...params } })
    },
  }
}
