// A devnet chain as Latch sees it (a CaipNetwork). Browser-safe: no Node imports, so pages and tests
// alike can import it from `@latch/devnet/caip`.
import type { CaipNetwork } from '@latch/core'
import type { DevnetChain } from './manifest'

/**
 * Devnet has no block explorer, so none is listed. Not marked `testnet`: the modal hides testnet
 * balances (spec), and devnet's balances are the point of trying it.
 */
export function devnetCaipNetwork(chain: DevnetChain): CaipNetwork {
  return {
    id: chain.id,
    caipNetworkId: `eip155:${chain.id}`,
    chainNamespace: 'eip155',
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    // The services server's devnet mark (GET /public/getAssetImage/devnet).
    assets: { imageId: 'devnet' },
  }
}
