// The networks the embedded wallet (email and social login) serves, spec section 9: Ethereum,
// Optimism, Arbitrum, Polygon, Celo, Aurora, BNB, Avalanche, zkSync, Gnosis, Base and Zora with
// their testnets, the three Solana networks, and local development chains. The modal offers the
// host's networks filtered to these while the embedded wallet is the connection.
import type { CaipNetwork, Connector } from '../adapter/types'
import type { ConnectionView } from '../connection/getters'
import { usesEmbeddedWallet } from '../connection/wallet-info'

const MAINNETS = [1, 10, 42161, 137, 42220, 1313161554, 56, 43114, 324, 100, 8453, 7777777]
// Sepolia and each chain's public testnet: OP, Arbitrum and Base Sepolia, Polygon Amoy, Celo
// Alfajores, Aurora testnet, BNB testnet, Avalanche Fuji, zkSync Sepolia, Gnosis Chiado, Zora Sepolia.
const TESTNETS = [
  11155111, 11155420, 421614, 84532, 80002, 44787, 1313161555, 97, 43113, 300, 10200, 999999999,
]
/** Local development chains (anvil and hardhat, ganache, this project's devnet L2). */
const LOCAL = [31337, 1337, 31338]

export const EMBEDDED_CHAIN_IDS: readonly string[] = [
  ...[...MAINNETS, ...TESTNETS, ...LOCAL].map((id) => `eip155:${id}`),
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  // This project's local Solana cluster (tools/solana-chain), a local development chain too.
  'solana:LatchLoca1So1anaC1uster111111111',
]

export function isEmbeddedChain(network: Pick<CaipNetwork, 'caipNetworkId'>): boolean {
  return EMBEDDED_CHAIN_IDS.includes(network.caipNetworkId)
}

const isEmbeddedConnector = (connector: Connector) =>
  connector.type === 'AUTH' || connector.type === 'ID_AUTH'

/**
 * The networks the Networks view offers, in the host's order: all of them, or while the embedded
 * wallet is the connection, those on the spec's list that one of its connectors can serve. Its
 * Solana networks come with its connector on solana, which the host's Solana setup brings along:
 * a page without one would move the visitor to a namespace where nothing signs them in.
 */
export function offeredNetworks(state: ConnectionView): CaipNetwork[] {
  const { requested } = state.networks
  if (!usesEmbeddedWallet(state)) return requested
  const served = new Set(state.connection.connectors.filter(isEmbeddedConnector).map((c) => c.chain))
  return requested.filter((network) => served.has(network.chainNamespace) && isEmbeddedChain(network))
}
