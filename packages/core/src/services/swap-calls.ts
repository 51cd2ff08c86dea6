import { FEATURE_ERRORS } from '../errors/codes'
import { LatchError } from '../errors/latch-error'
import type { HttpClient } from './http-client'
import { SWAP_SLIPPAGE_TOLERANCE, supportsSwaps } from './support'
import type { BuiltSwap, SwapQuote, SwapToken, SwapTransaction } from './types'

// Swap calls of the blockchain service. Only the swap chains of spec section 9 are served; token
// addresses are CAIP-10 ('eip155:1:0x…'), so the chain is checked from them before any request.

function assertSwapNetwork(
  caipId: string,
  chainIds: readonly number[] | undefined,
  message: string = FEATURE_ERRORS.SWAPS_NETWORK_UNSUPPORTED,
): void {
  if (!supportsSwaps(caipId, chainIds))
    throw new LatchError('SWAP_NETWORK_UNSUPPORTED', message, { details: { caipId } })
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

    async getGasPrice(caipNetworkId: string): Promise<{ standard: string; fast: string; instant: string }> {
      assertSwapNetwork(caipNetworkId, chainIds, FEATURE_ERRORS.GAS_PRICE_NETWORK_UNSUPPORTED)
      return http.get({ path: '/v1/convert/gas-price', params: { chainId: caipNetworkId } })
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
