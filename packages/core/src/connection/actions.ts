// The connection slice as every page holds it from the start: the connectors on offer, the
// account getters, and the wallet events' listener. Making, restoring and ending connections is
// ./flows, loaded with the first of them (see `prepare`).

import { adapterIn } from '../adapter/registry'
import type {
  AdapterConnection,
  AdapterEvent,
  ChainAdapter,
  ChainNamespace,
  Connector,
} from '../adapter/types'
import type { NetworkActions } from '../networks/actions'
import type { NetworkEdits } from '../networks/edits'
import type { NetworksState } from '../networks/state'
import { withImageUrl } from '../services/image-urls'
import { type LatchStorage, STORAGE_KEYS } from '../storage/storage'
import type { Store } from '../store/store'
import { type AccountState, type AccountType, initialAccountState } from './accounts'
import type { EventEmitter } from './events'
import type { ConnectionFlows } from './flows'
import { isConnected as connectedIn } from './getters'
import { forgetAddresses } from './remembered-address'
import type { AccountsState, ConnectionState } from './state'
import { readStoredConnectors } from './status'

export interface ConnectionDeps {
  adapters: ReadonlyMap<ChainNamespace, ChainAdapter>
  storage: LatchStorage
  events: EventEmitter
  networks: Pick<NetworkActions, 'handleWalletChain'> & Pick<NetworkEdits, 'resetNetworkState'>
  /** What the flows call beyond this slice (networks, sign-in) is there once this resolves. */
  ready?(): Promise<unknown>
  setLoading(namespace: ChainNamespace, loading: boolean): void
  /** Runs after a connection is made or restored (sign-in with a wallet). */
  onConnected?(namespace: ChainNamespace): void | Promise<void>
  clearSessions?(): void | Promise<void>
  clearTransactions?(): void
  /** The services server's wallet image route: connectors naming an image id show that mark. */
  walletImageUrl?(imageId: string): string
  /** The connectors the host's options let the modal offer (all when absent). */
  offered?(connectors: Connector[]): Connector[]
  /** The host's preferred account type per namespace, asked of wallets on connect (see accounts.ts). */
  defaultAccountTypes?: Partial<Record<ChainNamespace, AccountType>>
}

export interface ConnectionActions {
  connect(parameters: { connectorId: string; namespace?: ChainNamespace }): Promise<AdapterConnection>
  /** Restores stored connections without prompting; true when any namespace reconnected. */
  reconnect(): Promise<boolean>
  disconnect(parameters?: { namespace?: ChainNamespace }): Promise<void>
  /**
   * Switching to another namespace: a connector serving several namespaces (embedded wallet,
   * WalletConnect) follows along, connecting the embedded wallet or resyncing session accounts.
   * Resolves true when the target namespace is now connected through it. `chainId`: the network
   * it connects on there (default: the namespace's current one).
   */
  followToNamespace(from: ChainNamespace, to: ChainNamespace, chainId?: number | string): Promise<boolean>
  /** Re-reads the connectors every adapter offers. */
  syncConnectors(): void
  refreshBalance(namespace: ChainNamespace): Promise<void>
  /** The active namespace's native balance read afresh (after an unsafe request succeeds). */
  refreshActiveBalance(): Promise<void>
  updateAccount(namespace: ChainNamespace, patch: Partial<AccountState>): void
  /** Status `connected` and an address, on the namespace or on any (see `getters.ts`). */
  isConnected(namespace?: ChainNamespace): boolean
  /** Listens to adapter events; returns a function that stops listening. */
  watchAdapters(): () => void
  /**
   * Fetches the code that makes connections ahead of the first one (the modal calls it once open
   * and idle), so picking a wallet does not wait for it.
   */
  prepare(): void
}

type ConnectionStore = Store<{
  connection: ConnectionState
  accounts: AccountsState
  networks: NetworksState
}>

/** A wallet's own event on its connection (its end, a move to another chain or account), which ./flows applies. */
export type WalletEvent = Exclude<AdapterEvent, { type: 'connectorsChanged' }>

/** What ./flows shares with the part every page holds. */
export interface ConnectionShared {
  store: ConnectionStore
  deps: ConnectionDeps
  /** The namespace's adapter; 'Adapter not found' when none was configured. */
  adapter(namespace: ChainNamespace): ChainAdapter
  getConnection(): ConnectionState
  setConnection(patch: Partial<ConnectionState>): void
  updateAccount(namespace: ChainNamespace, patch: Partial<AccountState>): void
  resetNamespace(namespace: ChainNamespace): void
  forgetStoredConnection(namespaces: readonly ChainNamespace[]): void
  /** Nothing was restored: every namespace disconnected, nothing left to retry next visit. */
  noneRestored(): false
}

export function createConnectionActions(store: ConnectionStore, deps: ConnectionDeps): ConnectionActions {
  const getConnection = () => store.getState().connection
  const setConnection = (patch: Partial<ConnectionState>) =>
    store.setState((state) => ({ connection: { ...state.connection, ...patch } }))

  function resetNamespace(namespace: ChainNamespace): void {
    const connections = { ...getConnection().connections }
    delete connections[namespace]
    setConnection({ connections, status: { ...getConnection().status, [namespace]: 'disconnected' } })
    store.setState((state) => ({ accounts: { ...state.accounts, [namespace]: initialAccountState() } }))
    deps.networks.resetNetworkState(namespace)
  }

  function forgetStoredConnection(namespaces: readonly ChainNamespace[]): void {
    const stored = readStoredConnectors(deps.storage)
    for (const namespace of namespaces) delete stored[namespace]
    deps.storage.set(STORAGE_KEYS.connectedConnectorIds, Object.keys(stored).length ? stored : undefined)
    forgetAddresses(deps.storage, namespaces)
    if (!actions.isConnected()) deps.storage.set(STORAGE_KEYS.connectionStatus, 'disconnected')
  }

  const shared: ConnectionShared = {
    store,
    deps,
    adapter: (namespace) => adapterIn(deps.adapters, namespace),
    getConnection,
    setConnection,
    updateAccount: (namespace, patch) => actions.updateAccount(namespace, patch),
    resetNamespace,
    forgetStoredConnection,
    noneRestored() {
      for (const namespace of deps.adapters.keys()) resetNamespace(namespace)
      forgetStoredConnection([...deps.adapters.keys()])
      return false
    },
  }

  let flows: ConnectionFlows | undefined
  let loading: Promise<ConnectionFlows> | undefined
  const loadFlows = () =>
    (loading ??= Promise.all([import('./flows'), deps.ready?.()])
      .then(([{ createConnectionFlows }]) => (flows = createConnectionFlows(shared)))
      .catch((error: unknown) => {
        // The next call tries again.
        loading = undefined
        throw error
      }))

  const actions: ConnectionActions = {
    connect: async (parameters) => (await loadFlows()).connect(parameters),

    async reconnect() {
      // Nothing stored to restore (most first visits): settled here, without the flows' code.
      const stored = readStoredConnectors(deps.storage)
      if (![...deps.adapters.keys()].some((namespace) => stored[namespace]?.length))
        return shared.noneRestored()
      let loaded: ConnectionFlows
      try {
        loaded = await loadFlows()
      } catch (error) {
        // Offline, or a deploy in between: the page shows Connect, and the stored connection stays
        // for the next visit to restore.
        console.warn('[latch] the code that restores connections did not load', error)
        for (const namespace of deps.adapters.keys()) resetNamespace(namespace)
        return false
      }
      return loaded.reconnect()
    },

    disconnect: async (parameters) => (await loadFlows()).disconnect(parameters),

    followToNamespace: async (...follow) => (await loadFlows()).followToNamespace(...follow),

    syncConnectors() {
      const all = [...deps.adapters.values()].flatMap((adapter) => adapter.getConnectors())
      const connectors = deps.offered ? deps.offered(all) : all
      setConnection({
        connectors: connectors.map((connector) => withImageUrl(connector, deps.walletImageUrl)),
        connectorsSynced: true,
      })
    },

    refreshBalance: async (namespace) => (await loadFlows()).refreshBalance(namespace),

    refreshActiveBalance: async () => (await loadFlows()).refreshActiveBalance(),

    updateAccount(namespace, patch) {
      store.setState((state) => ({
        accounts: {
          ...state.accounts,
          [namespace]: { ...(state.accounts[namespace] ?? initialAccountState()), ...patch },
        },
      }))
    },

    isConnected: (namespace) => connectedIn(store.getState(), namespace),

    watchAdapters() {
      const stops = [...deps.adapters].map(([namespace, adapter]) =>
        adapter.on((event) => {
          if (event.type === 'connectorsChanged') {
            actions.syncConnectors()
            return
          }
          // Only the connector in use speaks for the namespace. A connection exists only once the
          // flows made it, so they are here: the event applies at once, in order.
          const current = getConnection().connections[namespace]
          if (current && current.connectorId === event.connectorId)
            flows?.walletEvent(namespace, current, event)
        }),
      )
      return () => {
        for (const stop of stops) stop()
      }
    },

    prepare() {
      loadFlows().catch(() => {})
    },
  }

  return actions
}
