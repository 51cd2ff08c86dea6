// `cosmosAdapter()`: Keplr-style Cosmos wallets found on the window. Import cost is the connector
// list; the wallet calls (./calls) load on first use.
import type { AdapterEvent, CaipNetwork, ChainAdapter, Connector } from '@latch/core'
import { lazyActions, WALLET_CALLS, type WalletCalls } from '@latch/core/internal'
import type { CosmosCalls } from './calls'
import { type CosmosWalletInfo, KNOWN_COSMOS_WALLETS, keplrAt } from './keplr'

export interface CosmosAdapterOptions {
  /** Keplr-style wallets beyond Keplr and Leap: where each sits on the window and its change event. */
  wallets?: CosmosWalletInfo[]
}

export function cosmosAdapter(options: CosmosAdapterOptions = {}): ChainAdapter {
  const listeners = new Set<(event: AdapterEvent) => void>()
  const wallets = [...KNOWN_COSMOS_WALLETS, ...(options.wallets ?? [])]
  let networks: CaipNetwork[] = []
  let calls: CosmosCalls | undefined
  let stopLoad = () => {}

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

  /** One connector per wallet present on the window. */
  const connectors = (): Connector[] =>
    wallets
      .filter((wallet) => keplrAt(wallet.global))
      .map((wallet) => ({
        id: wallet.id,
        name: wallet.name,
        type: 'INJECTED',
        chain: 'cosmos',
        ...(wallet.imageUrl ? { imageUrl: wallet.imageUrl } : {}),
      }))

  const walletCalls = lazyActions<WalletCalls>(async () => {
    const { createCosmosCalls } = await import('./calls')
    calls = createCosmosCalls({ wallets: () => wallets, emit, networks: () => networks })
    return calls
  }, WALLET_CALLS)

  return {
    namespace: 'cosmos',
    // Its wallets' `enable` asks a site they have not allowed: no silent check exists.
    reconnectNeedsHistory: true,
    setup(context) {
      networks = context.networks.filter((n) => n.chainNamespace === 'cosmos')
      if (typeof window === 'undefined') return
      // Keplr injects itself from a content script, possibly after the app started.
      const onLoad = () => emit({ type: 'connectorsChanged', connectors: connectors() })
      window.addEventListener('load', onLoad)
      stopLoad = () => window.removeEventListener('load', onLoad)
    },
    getConnectors: connectors,
    ...walletCalls,
    on(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    destroy() {
      calls?.detachAll()
      stopLoad()
      listeners.clear()
    },
  }
}
