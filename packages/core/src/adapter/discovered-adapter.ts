// The shape the in-page namespaces (solana, bip122) share: wallets found by a discovery that
// starts in `setup()` (never at import), connectors read from it, events fanned out to listeners,
// and the calls that talk to a wallet or the network loaded on their first use, with the
// namespace's heavy libraries. Each adapter supplies the discovery, the connector of a wallet and
// how to load its calls.
import { lazyActions } from '../client/lazy-actions'
import type {
  AdapterEvent,
  AdapterSetupContext,
  CaipNetwork,
  ChainAdapter,
  ChainNamespace,
  Connector,
  SendTransactionParameters,
} from './types'
import { WALLET_CALLS, type WalletCalls } from './wallet-calls'

export interface WalletDiscovery<W> {
  start(): void
  stop(): void
  list(): W[]
}

/** What the loaded calls offer: the wallet calls, the adapter's fee quote, and a cleanup. */
export type DiscoveredCalls = WalletCalls & {
  estimateFee(parameters: SendTransactionParameters): Promise<bigint>
  detachAll(): void
}

export interface CallsContextOf<D> {
  discovery: D
  emit(event: AdapterEvent): void
  /** The configured networks of this namespace. */
  networks(): CaipNetwork[]
  /** The client's services, for reading the network through them (see AdapterSetupContext). */
  services(): AdapterSetupContext['services']
}

export interface DiscoveredAdapterOptions<W, D extends WalletDiscovery<W>> {
  namespace: ChainNamespace
  createDiscovery(onChange: (wallets: W[]) => void): D
  toConnector(wallet: W): Connector
  /** Loads the calls module (a dynamic import) and builds the calls. */
  loadCalls(context: CallsContextOf<D>): Promise<DiscoveredCalls>
}

export function discoveredAdapter<W, D extends WalletDiscovery<W>>(
  options: DiscoveredAdapterOptions<W, D>,
): ChainAdapter {
  const listeners = new Set<(event: AdapterEvent) => void>()
  let networks: CaipNetwork[] = []
  let services: AdapterSetupContext['services']
  let calls: DiscoveredCalls | undefined
  let loading: Promise<DiscoveredCalls> | undefined

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

  const discovery = options.createDiscovery((wallets) => {
    emit({ type: 'connectorsChanged', connectors: wallets.map(options.toConnector) })
  })

  function load(): Promise<DiscoveredCalls> {
    loading ??= options
      .loadCalls({
        discovery,
        emit,
        networks: () => networks,
        services: () => services,
      })
      .then(
        (loaded) => {
          calls = loaded
          return loaded
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
    namespace: options.namespace,
    setup(context) {
      networks = context.networks.filter((n) => n.chainNamespace === options.namespace)
      services = context.services
      discovery.start()
    },
    getConnectors: () => discovery.list().map(options.toConnector),
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
