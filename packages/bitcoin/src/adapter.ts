// `bitcoinAdapter()`: Bitcoin wallets through the Wallet Standard or injected in the sats-connect
// style. Import cost is discovery; it starts in `setup()`, never at import, and the calls that talk
// to a wallet or the network (./calls, with @scure/btc-signer) load on first use.
import type { AdapterEvent, CaipNetwork, ChainAdapter, SendTransactionParameters } from '@latch/core'
import { lazyActions, WALLET_CALLS, type WalletCalls } from '@latch/core/internal'
import type { BitcoinCalls } from './calls'
import { createDiscovery, toConnector } from './discovery'

export function bitcoinAdapter(): ChainAdapter {
  const listeners = new Set<(event: AdapterEvent) => void>()
  let networks: CaipNetwork[] = []
  let calls: BitcoinCalls | undefined
  let loading: Promise<BitcoinCalls> | undefined

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

  function load(): Promise<BitcoinCalls> {
    loading ??= import('./calls').then(
      ({ createBitcoinCalls }) => {
        calls = createBitcoinCalls({ discovery, emit, networks: () => networks })
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
    namespace: 'bip122',
    setup(context) {
      networks = context.networks.filter((n) => n.chainNamespace === 'bip122')
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
