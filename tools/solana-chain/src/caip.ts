// The local Solana chain as Latch sees it (a CaipNetwork). Browser-safe: no Node imports, so pages
// and tests alike can import it from `@latch/solana-chain/caip`.
import type { CaipNetwork } from '@latch/core'
import type { SolanaChainManifest } from './manifest'

/** Not marked `testnet`: the modal hides testnet balances (spec), and these are the point of it. */
export function localSolanaNetwork(
  manifest: Pick<SolanaChainManifest, 'caipNetworkId' | 'rpcUrl'>,
): CaipNetwork {
  return {
    id: manifest.caipNetworkId.slice('solana:'.length),
    caipNetworkId: manifest.caipNetworkId,
    chainNamespace: 'solana',
    name: 'Solana Local',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [manifest.rpcUrl] } },
    assets: { imageId: 'solana' },
  }
}
