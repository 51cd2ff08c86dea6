import type { CaipNetwork } from '@latch/core'
import type { DevnetChain, DevnetManifest } from '@latch/devnet'

/**
 * Ethereum mainnet, which the dev wallet does not know: choosing it shows the "add the chain, then
 * switch" path. The RPC is a public endpoint; the browser tests route it to a local chain.
 */
export const ETHEREUM_MAINNET: CaipNetwork = {
  id: 1,
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://eth.merkle.io'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
}

/** A devnet chain as the modal sees it. Devnet has no block explorer, so none is listed. */
export function devnetNetwork(chain: DevnetChain): CaipNetwork {
  return {
    id: chain.id,
    caipNetworkId: `eip155:${chain.id}`,
    chainNamespace: 'eip155',
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  }
}

/** The networks the demo asks for: the devnet chains first (the first is the default), then mainnet. */
export function demoNetworks(manifest: DevnetManifest | null): CaipNetwork[] {
  return [...(manifest?.chains ?? []).map(devnetNetwork), ETHEREUM_MAINNET]
}
