// `polkadotAdapter()`: Polkadot extensions through `window.injectedWeb3`. Import cost is the
// discovery; it starts in `setup()`, never at import, and the wallet calls (./calls) load on
// first use.
import type { AdapterEvent, CaipNetwork, ChainAdapter } from '@latch/core'
import { lazyActions, WALLET_CALLS, type WalletCalls } from '@latch/core/internal'
import type { PolkadotCalls } from './calls'
import { createDiscovery, KNOWN_POLKADOT_WALLETS, type PolkadotWalletInfo } from './discovery'

export interface PolkadotAdapterOptions {
  /**
   * Names (and marks) of extensions by their `injectedWeb3` key, beyond the common ones; an
   * extension with neither is listed under its key.
   */
  wallets?: Record<string, PolkadotWalletInfo>
}

export function polkadotAdapter(options: PolkadotAdapterOptions = {}): ChainAdapter {
  const listeners = new Set<(event: AdapterEvent) => void>()
  let networks: CaipNetwork[] = []
  // Extensions show the app's name when they ask the person to allow the site.
  let appName = 'Latch'
  let calls: PolkadotCalls | undefined

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

  const discovery = createDiscovery({ ...KNOWN_POLKADOT_WALLETS, ...options.wallets }, (connectors) =>
    emit({ type: 'connectorsChanged', connectors }),
  )

  const walletCalls = lazyActions<WalletCalls>(async () => {
    const { createPolkadotCalls } = await import('./calls')
    calls = createPolkadotCalls({ discovery, emit, appName: () => appName, networks: () => networks })
    return calls
  }, WALLET_CALLS)

  return {
    namespace: 'polkadot',
    // Its wallets' `enable` asks a site they have not allowed: no silent check exists.
    reconnectNeedsHistory: true,
    setup(context) {
      networks = context.networks.filter((n) => n.chainNamespace === 'polkadot')
      if (context.metadata?.name) appName = context.metadata.name
      discovery.start()
    },
    getConnectors: () => discovery.connectors(),
    ...walletCalls,
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
