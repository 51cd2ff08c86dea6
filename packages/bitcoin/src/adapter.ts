// `bitcoinAdapter()`: Bitcoin wallets through the Wallet Standard or injected in the sats-connect
// style. Import cost is discovery; it starts in `setup()`, never at import, and the calls that talk
// to a wallet or the network (./calls, with @scure/btc-signer) load on first use.
import type { ChainAdapter } from '@latch/core'
import { discoveredAdapter } from '@latch/core/internal'
import { createDiscovery, toConnector } from './discovery'

export function bitcoinAdapter(): ChainAdapter {
  return discoveredAdapter({
    namespace: 'bip122',
    createDiscovery,
    toConnector,
    loadCalls: (context) => import('./calls').then(({ createBitcoinCalls }) => createBitcoinCalls(context)),
  })
}
