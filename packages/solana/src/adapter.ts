// `solanaAdapter()`: Solana wallets found through the Wallet Standard. Import cost is discovery;
// it starts in `setup()`, never at import, and the calls that talk to a wallet or the network
// (./calls, with @solana/kit) load on first use.
import type { ChainAdapter } from '@latch/core'
import { discoveredAdapter } from '@latch/core/internal'
import { createDiscovery, toConnector } from './discovery'

export function solanaAdapter(): ChainAdapter {
  return discoveredAdapter({
    namespace: 'solana',
    createDiscovery,
    toConnector,
    loadCalls: (context) => import('./calls').then(({ createSolanaCalls }) => createSolanaCalls(context)),
  })
}
