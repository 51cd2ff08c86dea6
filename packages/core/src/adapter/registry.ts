import { ERRORS } from '../errors/codes'
import { LatchError } from '../errors/latch-error'
import { combineAdapters } from './combine'
import type {
  AdapterSetupContext,
  CaipNetwork,
  ChainAdapter,
  ChainNamespace,
  EmbeddedWalletPort,
} from './types'

// The client's adapters, one per namespace: several adapters of one namespace (extension wallets,
// WalletConnect, an adapter's companion such as the embedded wallet on solana) act as one, each
// call going to the adapter that offers the connector.

export interface AdapterRegistry {
  readonly byNamespace: ReadonlyMap<ChainNamespace, ChainAdapter>
  readonly namespaces: readonly ChainNamespace[]
  /** The namespace's adapter; 'Adapter not found' when none was configured. */
  get(namespace: ChainNamespace): ChainAdapter
  /** True when an adapter shows pairing URIs (WalletConnect), so the pairing code is needed. */
  readonly pairs: boolean
  /** The embedded wallet and its namespace, when an adapter offers one. */
  readonly embedded?: { namespace: ChainNamespace; port: EmbeddedWalletPort }
  /** Gives each adapter the configured networks of its own namespace, the project id and metadata. */
  /**
   * Sets every adapter up. One whose setup throws is handed to `failed` and the others go on, so a
   * broken wallet library on one namespace does not take the page's other wallets down with it.
   */
  setup(
    context: Omit<AdapterSetupContext, 'networks'> & { networks: readonly CaipNetwork[] },
    failed: (error: unknown, namespace: ChainNamespace) => void,
  ): Promise<void>
  destroy(): void
}

/** The namespace's adapter; 'Adapter not found' when none was configured. */
export function adapterIn(
  adapters: ReadonlyMap<ChainNamespace, ChainAdapter>,
  namespace: ChainNamespace,
): ChainAdapter {
  const adapter = adapters.get(namespace)
  if (!adapter) throw new LatchError('ADAPTER_NOT_FOUND', ERRORS.ADAPTER_NOT_FOUND)
  return adapter
}

export function createAdapterRegistry(list: readonly ChainAdapter[]): AdapterRegistry {
  const grouped = new Map<ChainNamespace, ChainAdapter[]>()
  for (const adapter of list)
    grouped.set(adapter.namespace, [...(grouped.get(adapter.namespace) ?? []), adapter])
  // A companion never brings a namespace of its own: it joins one the host set up.
  for (const adapter of list)
    for (const other of adapter.companions ?? []) grouped.get(other.namespace)?.push(other)
  const byNamespace = new Map<ChainNamespace, ChainAdapter>()
  for (const [namespace, adapters] of grouped) byNamespace.set(namespace, combineAdapters(adapters))
  const all = [...byNamespace.values()]
  const embedded = all.find((adapter) => adapter.embedded)
  return {
    ...(embedded && {
      embedded: { namespace: embedded.namespace, port: embedded.embedded as EmbeddedWalletPort },
    }),
    byNamespace,
    namespaces: [...byNamespace.keys()],
    get: (namespace) => adapterIn(byNamespace, namespace),
    pairs: all.some((adapter) => typeof adapter.onDisplayUri === 'function'),
    async setup({ networks, ...app }, failed) {
      for (const adapter of all) {
        const own = networks.filter((network) => network.chainNamespace === adapter.namespace)
        await Promise.resolve()
          .then(() => adapter.setup({ ...app, networks: own }))
          .catch((error: unknown) => failed(error, adapter.namespace))
      }
    },
    destroy() {
      for (const adapter of all) adapter.destroy?.()
    },
  }
}
