// The local Bitcoin chain as Latch sees it (a CaipNetwork). Browser-safe: no Node imports, so
// pages and tests alike can import it from `@latch/bitcoin-chain/caip`.
import type { CaipNetwork } from '@latch/core'
import type { BitcoinChainManifest } from './manifest'

/** Not marked `testnet`: the modal hides testnet balances (spec), and these are the point of it. */
export function localBitcoinNetwork(
  manifest: Pick<BitcoinChainManifest, 'caipNetworkId' | 'apiUrl'>,
): CaipNetwork {
  return {
    id: manifest.caipNetworkId.slice('bip122:'.length),
    caipNetworkId: manifest.caipNetworkId,
    chainNamespace: 'bip122',
    name: 'Bitcoin Regtest',
    nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
    rpcUrls: { default: { http: [manifest.apiUrl] } },
    assets: { imageId: 'bitcoin' },
  }
}
