// `evmAdapter()`: EIP-1193 wallets (EIP-6963 announced and legacy injected) on eip155 chains.
// Import cost is discovery and a few small functions; discovery starts in `setup()`, never at
// import. The calls that talk to a wallet (./calls) load on first use.

import type { AdapterEvent, AdapterSetupContext, CaipNetwork, ChainAdapter, Connector } from '@latch/core'
import { lazyActions, WALLET_CALLS, type WalletCalls } from '@latch/core/internal'
import type { EvmCalls } from './calls'
import { createDiscovery, type DiscoveredWallet } from './discovery'

export interface EvmAdapterOptions {
  /** Listen for EIP-6963 announcements (default true). */
  eip6963?: boolean
  /** Offer the legacy `window.ethereum` provider (default true). */
  injected?: boolean
  /** Used for balance reads when no services server is configured; defaults to the global `fetch`. */
  fetch?: typeof fetch
}

function toConnector(wallet: DiscoveredWallet): Connector {
  return {
    id: wallet.id,
    name: wallet.name,
    type: wallet.kind === 'announced' ? 'ANNOUNCED' : 'INJECTED',
    chain: 'eip155',
    ...(wallet.icon ? { imageUrl: wallet.icon } : {}),
    ...(wallet.rdns ? { info: { rdns: wallet.rdns } } : {}),
  }
}

export function evmAdapter(options: EvmAdapterOptions = {}): ChainAdapter {
  const listeners = new Set<(event: AdapterEvent) => void>()
  let networks: CaipNetwork[] = []
  let services: AdapterSetupContext['services']
  let calls: EvmCalls | undefined
  let loading: Promise<EvmCalls> | undefined

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
    emit({ type: 'connectorsChanged', connectors: wallets.filter(allowed).map(toConnector) })
  })

  function allowed(wallet: DiscoveredWallet): boolean {
    return wallet.kind === 'announced' ? options.eip6963 !== false : options.injected !== false
  }

  function load(): Promise<EvmCalls> {
    loading ??= import('./calls').then(
      ({ createEvmCalls }) => {
        calls = createEvmCalls({
          options,
          wallet: (connectorId) => discovery.get(connectorId),
          allowed,
          emit,
          networks: () => networks,
          services: () => services,
        })
        return calls
      },
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }

  // Each wallet call loads the calls first.
  const walletCalls = lazyActions<WalletCalls>(load, WALLET_CALLS)

  return {
    namespace: 'eip155',

    setup(context) {
      networks = context.networks.filter((n) => n.chainNamespace === 'eip155')
      services = context.services
      discovery.start()
    },

    getConnectors: () => discovery.list().filter(allowed).map(toConnector),
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
