import type { ChainNamespace } from '../adapter/types'

// Which networks each service answers for (spec section 9); others get an empty result.

/** eip155 chain ids with swaps (and gas prices for them). */
export const SWAP_CHAIN_IDS: readonly number[] = [
  1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554,
]
/** Activity: eip155 from the index, solana from the cluster. */
export const ACTIVITY_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana']
/** Balances: those two, and bip122 from its UTXOs. */
export const BALANCE_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana', 'bip122']
export const NAME_NAMESPACES: readonly ChainNamespace[] = ['eip155']
export const ONRAMP_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana']
export const SWAP_SLIPPAGE_TOLERANCE = 1

function namespaceOf(caipNetworkId: string): string {
  return caipNetworkId.split(':')[0] ?? ''
}

export function supportsBalances(caipNetworkId: string): boolean {
  return (BALANCE_NAMESPACES as readonly string[]).includes(namespaceOf(caipNetworkId))
}

export function supportsNames(caipNetworkId: string): boolean {
  return (NAME_NAMESPACES as readonly string[]).includes(namespaceOf(caipNetworkId))
}

export function supportsActivity(caipNetworkId: string): boolean {
  return (ACTIVITY_NAMESPACES as readonly string[]).includes(namespaceOf(caipNetworkId))
}

/**
 * Swaps run only on the listed eip155 chains (the spec's, or those the app configures). Accepts
 * 'eip155:1' or a CAIP-10 'eip155:1:0x…'.
 */
export function supportsSwaps(caipId: string, chainIds: readonly number[] = SWAP_CHAIN_IDS): boolean {
  const [namespace, reference] = caipId.split(':')
  return namespace === 'eip155' && /^\d+$/.test(reference ?? '') && chainIds.includes(Number(reference))
}
