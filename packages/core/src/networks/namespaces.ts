// The chain namespaces Latch knows (spec section 5), which stored values and the host's network
// edits are checked against from the start.
import type { ChainNamespace } from '../adapter/types'

export const CHAIN_NAMESPACES: readonly ChainNamespace[] = [
  'eip155',
  'solana',
  'polkadot',
  'bip122',
  'cosmos',
]

export function isChainNamespace(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && (CHAIN_NAMESPACES as readonly string[]).includes(value)
}
