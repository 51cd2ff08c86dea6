import type {
  AdapterConnection,
  CaipAddress,
  ChainAdapter,
  ChainNamespace,
  Connector,
} from '../adapter/types'
import { ERRORS } from '../errors/codes'
import { LatchError } from '../errors/latch-error'
import type { NetworkActions } from '../networks/actions'
import { formatCaipAddress } from '../networks/caip'
import type { NetworksState } from '../networks/state'
import { withImageUrl } from '../services/image-urls'
import { type LatchStorage, STORAGE_KEYS } from '../storage/storage'
import type { Store } from '../store/store'
import { isBalanceRead } from '../validation/balance'
import { type AccountState, defaultAccountType, initialAccountState } from './accounts'
import type { EventEmitter } from './events'
import { isConnected as connectedIn, getAccount } from './getters'
import { addRecentWallet, writeRecentWallets } from './recent-wallets'
import { forgetAddresses, rememberAddress } from './remembered-address'
import { SIGN_OUT_WAIT_MS, validConnection } from './rules'
import type { AccountsState, ConnectionState } from './state'
import { type ConnectionStatus, readStoredConnectors, rememberConnector } from './status'

export interface ConnectionDeps {
  adapters: ReadonlyMap<ChainNamespace, ChainAdapter>
  storage: LatchStorage
  events: EventEmitter
  networks: Pick<NetworkActions, 'handleWalletChain' | 'resetNetworkState'>
  setLoading(namespace: ChainNamespace, loading: boolean): void
  /** Runs after a connection is made or restored (sign-in with a wallet). */
  onConnected?(namespace: ChainNamespace): void | Promise<void>
  clearSessions?(): void | Promise<void>
  clearTransactions?(): void
  /** The services server's wallet image route: connectors naming an image id show that mark. */
  walletImageUrl?(imageId: string): string
  /** The connectors the host's options let the modal offer (all when absent). */
  offered?(connectors: Connector[]): Connector[]
}

export interface ConnectionActions {
  connect(parameters: { connectorId: string; namespace?: ChainNamespace }): Promise<AdapterConnection>
  /** Restores stored connections without prompting; true when any namespace reconnected. */
  reconnect(): Promise<boolean>
  disconnect(parameters?: { namespace?: ChainNamespace }): Promise<void>
  /**
   * Switching to another namespace: a connector serving several namespaces (embedded wallet,
   * WalletConnect) follows along, connecting the embedded wallet or resyncing session accounts.
   * Resolves true when the target namespace is now connected through it.
   */
  followToNamespace(from: ChainNamespace, to: ChainNamespace): Promise<boolean>
  /** Re-reads the connectors every adapter offers. */
  syncConnectors(): void
  refreshBalance(namespace: ChainNamespace): Promise<void>
  /** The active namespace's native balance read afresh (after an unsafe request succeeds). */
  refreshActiveBalance(): Promise<void>
  /** The CAIP address of the namespace's account (the active namespace by default). */
  activeCaipAddress(namespace?: ChainNamespace): CaipAddress | undefined
  updateAccount(namespace: ChainNamespace, patch: Partial<AccountState>): void
  /** Status `connected` and an address, on the namespace or on any (see `getters.ts`). */
  isConnected(namespace?: ChainNamespace): boolean
  /** Listens to adapter events; returns a function that stops listening. */
  watchAdapters(): () => void
}

type ConnectionStore = Store<{
  connection: ConnectionState
  accounts: AccountsState
  networks: NetworksState
}>

function withTimeout(promise: Promise<unknown>, ms: number): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise((resolve) => {
    timer = setTimeout(resolve, ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

export function createConnectionActions(store: ConnectionStore, deps: ConnectionDeps): ConnectionActions {
  const getConnection = () => store.getState().connection
  const setConnection = (patch: Partial<ConnectionState>) =>
    store.setState((state) => ({ connection: { ...state.connection, ...patch } }))

  /** The after-connect step (the sign-in check); its failure must not undo the connection itself. */
  async function afterConnected(namespace: ChainNamespace): Promise<void> {
    try {
      await deps.onConnected?.(namespace)
    } catch (error) {
      console.warn('[latch] sign-in check failed', error)
    }
  }

  function setStatus(namespace: ChainNamespace, status: ConnectionStatus): void {
    setConnection({ status: { ...getConnection().status, [namespace]: status } })
    const account = store.getState().accounts[namespace]
    if (account) actions.updateAccount(namespace, { status })
  }

  function adapterFor(namespace: ChainNamespace): ChainAdapter {
    const adapter = deps.adapters.get(namespace)
    if (!adapter) throw new LatchError('ADAPTER_NOT_FOUND', ERRORS.ADAPTER_NOT_FOUND)
    return adapter
  }

  function setAccountFromConnection(namespace: ChainNamespace, connection: AdapterConnection): void {
    const address = connection.accounts[0] as string
    rememberAddress(deps.storage, namespace, address)
    const network = store.getState().networks.active[namespace]
    let caipAddress: AccountState['caipAddress']
    try {
      caipAddress = network ? formatCaipAddress(network.caipNetworkId, address) : undefined
    } catch {
      caipAddress = undefined
    }
    const previous = store.getState().accounts[namespace] ?? initialAccountState()
    store.setState((state) => ({
      accounts: {
        ...state.accounts,
        [namespace]: {
          ...previous,
          // Another address (an account switch): the old one's balance is not this one's.
          ...(previous.address === address ? {} : { balance: undefined, balanceSymbol: undefined }),
          address,
          caipAddress,
          status: 'connected',
          allAccounts: connection.accounts.map((account) => ({
            address: account,
            type: defaultAccountType(namespace),
          })),
        },
      },
    }))
  }

  /**
   * Makes a connection (new or restored) the namespace's current one; `activate` false leaves the
   * active namespace as it is (a restore, or a namespace joining through a shared session).
   */
  function applyConnection(
    namespace: ChainNamespace,
    connection: AdapterConnection,
    activate?: boolean,
  ): void {
    deps.networks.handleWalletChain(namespace, connection.chainId, activate)
    setAccountFromConnection(namespace, connection)
    setConnection({
      connections: { ...getConnection().connections, [namespace]: connection },
      status: { ...getConnection().status, [namespace]: 'connected' },
    })
    rememberConnector(deps.storage, namespace, connection.connectorId)
    deps.storage.set(STORAGE_KEYS.connectionStatus, 'connected')
  }

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

  /** `namespace:connectorId` of the restores under way. */
  const reconnecting = new Set<string>()
  /** Disconnects per namespace: a restore that sees this change while it ran is dropped. */
  const disconnects = new Map<ChainNamespace, number>()

  const actions: ConnectionActions = {
    async connect({ connectorId, namespace }) {
      const connector = getConnection().connectors.find(
        (entry) => entry.id === connectorId && (namespace === undefined || entry.chain === namespace),
      )
      if (!connector) throw new LatchError('CONNECTOR_NOT_FOUND', ERRORS.CONNECTOR_NOT_FOUND(connectorId))
      const ns = connector.chain
      // Spec section 8's connection-layer refusals: the restore of this very connector is still
      // running, or it is the namespace's connection already.
      if (reconnecting.has(`${ns}:${connectorId}`))
        throw new LatchError('CONNECTOR_UNAVAILABLE_RECONNECTING', ERRORS.CONNECTOR_UNAVAILABLE_RECONNECTING)
      if (
        getConnection().connections[ns]?.connectorId === connectorId &&
        getConnection().status[ns] === 'connected'
      )
        throw new LatchError('CONNECTOR_ALREADY_CONNECTED', ERRORS.CONNECTOR_ALREADY_CONNECTED)
      const adapter = adapterFor(ns)
      const previousStatus = getConnection().status[ns] ?? 'disconnected'
      setStatus(ns, 'connecting')
      deps.setLoading(ns, true)
      try {
        const chainId = store.getState().networks.active[ns]?.id
        const connection = validConnection(await adapter.connect({ connectorId, chainId }), connectorId)
        applyConnection(ns, connection)
        const recentWallets = addRecentWallet(getConnection().recentWallets, {
          id: connector.id,
          name: connector.name,
          ...(connector.imageUrl ? { imageUrl: connector.imageUrl } : {}),
        })
        setConnection({ recentWallets })
        writeRecentWallets(deps.storage, recentWallets)
        deps.events.emit({
          type: 'CONNECT_SUCCESS',
          namespace: ns,
          connectorId,
          address: connection.accounts[0] as string,
        })
        // One approval covering several namespaces (a WalletConnect session): each other
        // namespace it grants connects too, without a prompt.
        if (connector.type === 'WALLET_CONNECT')
          for (const other of deps.adapters.keys()) await follow(ns, other, true).catch(() => false)
        await afterConnected(ns)
        return connection
      } catch (error) {
        if (getConnection().connections[ns]?.connectorId !== connectorId) {
          setStatus(ns, previousStatus === 'connected' ? 'connected' : 'disconnected')
        }
        deps.events.emit({ type: 'CONNECT_ERROR', namespace: ns, connectorId, message: messageOf(error) })
        throw error
      } finally {
        deps.setLoading(ns, false)
      }
    },

    async reconnect() {
      const stored = readStoredConnectors(deps.storage)
      const recent = getConnection().recentWallets.map((wallet) => wallet.id)
      const attempts = [...deps.adapters].map(([namespace, adapter]) => {
        const ids = stored[namespace] ?? []
        // Recent wallets first, then the rest in stored (newest first) order.
        const ordered = [
          ...recent.filter((id) => ids.includes(id)),
          ...ids.filter((id) => !recent.includes(id)),
        ]
        return { namespace, adapter, ordered }
      })
      for (const { namespace, ordered } of attempts) if (ordered.length) setStatus(namespace, 'reconnecting')
      const restored = await Promise.all(
        attempts.map(async ({ namespace, adapter, ordered }) => {
          const epoch = disconnects.get(namespace) ?? 0
          for (const connectorId of ordered) {
            const key = `${namespace}:${connectorId}`
            reconnecting.add(key)
            try {
              const chainId = store.getState().networks.active[namespace]?.id
              const result = await adapter.reconnect({ connectorId, chainId })
              if (!result) continue
              // The visitor disconnected while this restore ran (the remembered account is
              // clickable meanwhile): the late session is closed, never applied.
              if ((disconnects.get(namespace) ?? 0) !== epoch) {
                await withTimeout(adapter.disconnect({ connectorId }), SIGN_OUT_WAIT_MS).catch(() => {})
                return undefined
              }
              applyConnection(namespace, validConnection(result, connectorId), false)
              return namespace
            } catch (error) {
              console.warn(`[latch] reconnect of ${connectorId} failed`, error)
            } finally {
              reconnecting.delete(key)
            }
          }
          if (ordered.length) resetNamespace(namespace)
          return undefined
        }),
      )
      const namespaces = restored.filter((namespace): namespace is ChainNamespace => namespace !== undefined)
      if (namespaces.length === 0) {
        // Nothing came back: disconnected with no connections, nothing left to retry next visit.
        for (const namespace of deps.adapters.keys()) resetNamespace(namespace)
        forgetStoredConnection([...deps.adapters.keys()])
        return false
      }
      deps.events.emit({ type: 'RECONNECT_SUCCESS', namespaces })
      for (const namespace of namespaces) await afterConnected(namespace)
      return true
    },

    async disconnect(parameters = {}) {
      const connections = getConnection().connections
      const restoring = [...reconnecting].map((key) => key.split(':')[0] as ChainNamespace)
      const namespaces = parameters.namespace
        ? [parameters.namespace]
        : [...new Set([...(Object.keys(connections) as ChainNamespace[]), ...restoring])]
      for (const namespace of namespaces) disconnects.set(namespace, (disconnects.get(namespace) ?? 0) + 1)
      let failure: unknown
      // Sessions go first, while the account is still known (a wallet's own disconnect event
      // resets it), so they can be revoked by address.
      try {
        await deps.clearSessions?.()
      } catch (error) {
        failure = error
      }
      await Promise.all(
        namespaces.map(async (namespace) => {
          const connection = connections[namespace]
          const adapter = deps.adapters.get(namespace)
          if (!connection || !adapter) return
          try {
            await withTimeout(adapter.disconnect({ connectorId: connection.connectorId }), SIGN_OUT_WAIT_MS)
          } catch (error) {
            failure ??= error
          }
        }),
      )
      for (const namespace of namespaces) resetNamespace(namespace)
      deps.clearTransactions?.()
      setConnection({ deepLink: undefined })
      for (const key of [
        STORAGE_KEYS.emailLoginUsed,
        STORAGE_KEYS.email,
        STORAGE_KEYS.activeCaipNetworkId,
        STORAGE_KEYS.socialUsername,
      ]) {
        deps.storage.remove(key)
      }
      forgetStoredConnection(namespaces)
      if (failure !== undefined) {
        deps.events.emit({ type: 'DISCONNECT_ERROR', message: ERRORS.DISCONNECT_FAILED })
        throw new LatchError('DISCONNECT_FAILED', ERRORS.DISCONNECT_FAILED, { cause: failure })
      }
      deps.events.emit({ type: 'DISCONNECT_SUCCESS' })
    },

    followToNamespace: (from, to) => follow(from, to),

    syncConnectors() {
      const all = [...deps.adapters.values()].flatMap((adapter) => adapter.getConnectors())
      const connectors = deps.offered ? deps.offered(all) : all
      setConnection({
        connectors: connectors.map((connector) => withImageUrl(connector, deps.walletImageUrl)),
        connectorsSynced: true,
      })
    },

    async refreshBalance(namespace) {
      const account = store.getState().accounts[namespace]
      const network = store.getState().networks.active[namespace]
      // A namespace with no chain to read keeps no balance (shown as none, never as 0).
      if (!account?.address || !network || !isBalanceRead(namespace)) return
      const { balance, symbol } = await adapterFor(namespace).getBalance({
        address: account.address,
        network,
      })
      actions.updateAccount(namespace, { balance, balanceSymbol: symbol })
    },

    async refreshActiveBalance() {
      const namespace = store.getState().networks.activeNamespace
      if (namespace) await actions.refreshBalance(namespace)
    },

    activeCaipAddress(namespace) {
      return getAccount(store.getState(), namespace).caipAddress
    },

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
          const current = getConnection().connections[namespace]
          if (event.type === 'connectorsChanged') {
            actions.syncConnectors()
            return
          }
          // Only the connector in use speaks for the namespace.
          if (!current || current.connectorId !== event.connectorId) return
          if (event.type === 'disconnect') resetNamespace(namespace)
          else if (event.type === 'chainChanged') {
            deps.networks.handleWalletChain(namespace, event.chainId)
            applyAccounts(namespace, { ...current, chainId: event.chainId })
          } else if (event.type === 'accountsChanged') {
            if (event.accounts.length === 0) resetNamespace(namespace)
            else applyAccounts(namespace, { ...current, accounts: [...event.accounts] })
          }
        }),
      )
      return () => {
        for (const stop of stops) stop()
      }
    },
  }

  /** See ./follow; a namespace never follows itself, so EVM-only pages never load it. */
  async function follow(from: ChainNamespace, to: ChainNamespace, joining?: boolean): Promise<boolean> {
    if (from === to) return false
    const { followConnection } = await import('./follow')
    return followConnection(
      {
        connection: getConnection,
        adapters: deps.adapters,
        storedConnectorIds: (namespace) => readStoredConnectors(deps.storage)[namespace] ?? [],
        activeChainId: (namespace) => store.getState().networks.active[namespace]?.id,
        apply: (namespace, answer, connectorId, activate) =>
          applyConnection(namespace, validConnection(answer, connectorId), activate),
      },
      from,
      to,
      joining,
    )
  }

  function applyAccounts(namespace: ChainNamespace, connection: AdapterConnection): void {
    setConnection({ connections: { ...getConnection().connections, [namespace]: connection } })
    setAccountFromConnection(namespace, connection)
  }

  return actions
}
