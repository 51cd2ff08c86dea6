// The calls a swap sends through the visitor's wallet: the token approval for the router and the
// router's swap with its slippage bound and deadline; and the chain's gas prices.
import { type Address, encodeFunctionData, erc20Abi, type Hex, type PublicClient, parseAbi } from 'viem'
import { NATIVE_TOKEN } from '../portfolio/catalog'
import type { Route, SwapMarket } from './markets'

const routerAbi = parseAbi([
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
])

/** How long a built swap stays valid after the block it was built on. */
export const SWAP_DEADLINE_S = 20 * 60

/** Spec section 9: the base fee multiplier (1.2, never below 1), as a fraction. */
export const BASE_FEE_MULTIPLIER = { numerator: 12n, denominator: 10n } as const

/** Gas a Uniswap V2 swap typically uses, when it cannot be estimated yet (no approval). */
export const TYPICAL_SWAP_GAS = { base: 100_000n, perHop: 50_000n } as const

export interface TransactionRequest {
  from: Address
  to: Address
  data: Hex
  value: bigint
}

/** The router call swapping exactly `amountIn` along `route` for at least `amountOutMin`, paid to `user`. */
export function swapCall(
  market: SwapMarket,
  from: string,
  to: string,
  route: Route,
  amountOutMin: bigint,
  user: Address,
  deadline: bigint,
): TransactionRequest {
  const amountIn = route.amounts[0] as bigint
  const base = { from: user, to: market.dex.router }
  if (from === NATIVE_TOKEN) {
    const data = encodeFunctionData({
      abi: routerAbi,
      functionName: 'swapExactETHForTokens',
      args: [amountOutMin, route.path, user, deadline],
    })
    return { ...base, data, value: amountIn }
  }
  const functionName = to === NATIVE_TOKEN ? 'swapExactTokensForETH' : 'swapExactTokensForTokens'
  const data = encodeFunctionData({
    abi: routerAbi,
    functionName,
    args: [amountIn, amountOutMin, route.path, user, deadline],
  })
  return { ...base, data, value: 0n }
}

/** `approve(router, amount)` on the token: exactly what the swap spends, never an unlimited allowance. */
export function approveCall(
  market: SwapMarket,
  token: Address,
  amount: bigint,
  user: Address,
): TransactionRequest {
  const data = encodeFunctionData({
    abi: erc20Abi,
    functionName: 'approve',
    args: [market.dex.router, amount],
  })
  return { from: user, to: token, data, value: 0n }
}

export interface GasPrices {
  standard: bigint
  fast: bigint
  instant: bigint
}

/**
 * Gas prices from the latest block: the base fee times 1.2 (room for it to rise before the
 * transaction lands), plus one, one and a half or two priority fees. Chains without a base fee
 * answer their legacy gas price for all three.
 */
export async function gasPrices(client: PublicClient): Promise<GasPrices> {
  const block = await client.getBlock()
  const baseFee = block.baseFeePerGas
  if (baseFee === null || baseFee === undefined) {
    const price = await client.getGasPrice()
    return { standard: price, fast: price, instant: price }
  }
  const tip = await client.estimateMaxPriorityFeePerGas()
  const { numerator, denominator } = BASE_FEE_MULTIPLIER
  const base = (baseFee * numerator + denominator - 1n) / denominator
  return { standard: base + tip, fast: base + (tip * 3n) / 2n, instant: base + tip * 2n }
}
