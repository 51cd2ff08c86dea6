// Latch names Solana networks by CAIP-2 (genesis hash); Wallet Standard wallets name clusters
// `solana:mainnet`, `solana:devnet`, `solana:testnet` and `solana:localnet`.
import type { CaipNetwork } from '@latch/core'

const CLUSTERS: Record<string, `solana:${string}`> = {
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana:mainnet',
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'solana:devnet',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana:testnet',
}

/** The Wallet Standard chain of a network: one of the public clusters, else the local one. */
export function walletChainOf(network: Pick<CaipNetwork, 'id'>): `solana:${string}` {
  return CLUSTERS[String(network.id)] ?? 'solana:localnet'
}

/** The network's HTTP RPC; the adapter cannot read a network that names none. */
export function rpcUrlOf(network: CaipNetwork): string | undefined {
  return network.rpcUrls.chainDefault?.http[0] ?? network.rpcUrls.default.http[0]
}
