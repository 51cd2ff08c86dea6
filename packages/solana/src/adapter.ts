// `solanaAdapter()`: Solana wallets found through the Wallet Standard. Import cost is discovery;
// it starts in `setup()`, never at import, and the calls that talk to a wallet or the network
// (./calls, with @solana/kit) load on first use.
import type { AdapterEvent, CaipNetwork, ChainAdapter, SendTransactionParameters } from '@latch/core'
import { lazyActions, WALLET_CALLS, type WalletCalls } from '@latch/core/internal'
import type { SolanaCalls } from './calls'
import { createDiscovery, toConnector } from './discovery'

export function solanaAdapter(): ChainAdapter {
  const listeners = new Set<(event: AdapterEvent) => void>()
  let networks: CaipNetwork[] = []
  let calls: SolanaCalls | undefined
  let loading: Promise<SolanaCalls> | undefined

  function emit(event: AdapterEvent): void {
    for (const listener of listeners) {
      try {
        listener(event)
      } catch (error) {
        // One failing subscriber must not starve the others.
        console.error(error)
      }
    }
  }

  const discovery = createDiscovery((wallets) => {
    emit({ type: 'connectorsChanged', connectors: wallets.map(toConnector) })
  })

  function load(): Promise<SolanaCalls> {
    loading ??= import('./calls').then(
      ({ createSolanaCalls }) => {
        calls = createSolanaCalls({ discovery, emit, networks: () => networks })
        return calls
      },
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }

  const walletCalls = lazyActions<WalletCalls>(load, WALLET_CALLS)

  return {
    namespace: 'solana',
    setup(context) {
      networks = context.networks.filter((n) => n.chainNamespace === 'solana')
      discovery.start()
    },
    getConnectors: () => discovery.list().map(toConnector),
    ...walletCalls,
    estimateFee: async (parameters: SendTransactionParameters) => (await load()).estimateFee(parameters),
    on(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    destroy() {
      calls?.detachAll()
      discovery.stop()
      listeners.clear()
    },
  }
}
