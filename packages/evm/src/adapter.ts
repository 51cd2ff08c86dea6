// `evmAdapter()`: EIP-1193 wallets (EIP-6963 announced and legacy injected) on eip155 chains.
// Import cost is discovery and a few small functions; discovery starts in `setup()`, never at
// import. The calls that talk to a wallet (./calls) load on first use.

import type { AdapterEvent, AdapterSetupContext, CaipNetwork, ChainAdapter } from '@latch/core'
import { lazyActions, WALLET_CALLS, type WalletCalls } from '@latch/core/internal'
import type { EvmCalls } from './calls'
import { createDiscovery, type DiscoveryOptions } from './discovery'

export interface EvmAdapterOptions extends DiscoveryOptions {
  /** Used for balance reads when no services server is configured; defaults to the global `fetch`. */
  fetch?: typeof fetch
}

export function evmAdapter(options: EvmAdapterOptions = {}): ChainAdapter {
  const listeners = new Set<(event: AdapterEvent) => void>()
  let networks: CaipNetwork[] = []
  let services: AdapterSetupContext['services']
  let calls: EvmCalls | undefined

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

  const discovery = createDiscovery(options, (wallets) => {
    emit({ type: 'connectorsChanged', connectors: wallets.map((wallet) => wallet.connector) })
  })

  // Each wallet call loads the calls first.
  const walletCalls = lazyActions<WalletCalls>(
    () =>
      import('./calls').then(({ createEvmCalls }) => {
        calls = createEvmCalls({
          options,
          wallet: (connectorId) => discovery.get(connectorId),
          emit,
          networks: () => networks,
          services: () => services,
        })
        return calls
      }),
    WALLET_CALLS,
  )

  return {
    namespace: 'eip155',

    setup(context) {
      networks = context.networks.filter((n) => n.chainNamespace === 'eip155')
      services = context.services
      discovery.start()
    },

    getConnectors: () => discovery.list().map((wallet) => wallet.connector),
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
