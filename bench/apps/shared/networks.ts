// The quickstart's networks: Ethereum mainnet and Arbitrum One, as an app would declare them.
import { type CaipNetwork, mainnet } from '@latch/core'

export const arbitrum: CaipNetwork = {
  id: 42161,
  caipNetworkId: 'eip155:42161',
  chainNamespace: 'eip155',
  name: 'Arbitrum One',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://arb1.arbitrum.io/rpc'] } },
  blockExplorers: { default: { name: 'Arbiscan', url: 'https://arbiscan.io' } },
}

export const QUICKSTART_NETWORKS: [CaipNetwork, ...CaipNetwork[]] = [mainnet, arbitrum]

/** WalletConnect's relay as an app would name it; nothing connects to it before a visitor pairs. */
export const RELAY_URL = 'wss://relay.walletconnect.org'
