// Making, restoring and ending connections, and following a wallet's own account and chain
// changes. A page loads this only when a connection is made or a stored one restored (or once the
// modal is open and idle, see ConnectionActions.prepare): one whose visitor never connects does
// not download it. What every page needs from the start stays in ./actions.
import type { AdapterConnection, ChainNamespace, ConnectParameters } from '../adapter/types'
import { FEATURE_ERRORS } from '../errors/codes'
import { LatchError } from '../errors/latch-error'
import { errorMessage } from '../errors/message'
import { formatCaipAddress } from '../networks/caip'
import { STORAGE_KEYS } from '../storage/storage'
import { isBalanceRead } from '../validation/balance'
import { askedAccountType, defaultAccountType } from './account-type'
import { type AccountState, initialAccountState } from './accounts'
import type { ConnectionShared, WalletEvent } from './actions'
import { addRecentWallet, writeRecentWallets } from './recent-wallet-updates'
import { rememberAddress, rememberConnector } from './remember'
import { SIGN_OUT_WAIT_MS, validConnection } from './rules'
import { type ConnectionStatus, readStoredConnectors } from './status'

export type ConnectionFlows = ReturnType<typeof createConnectionFlows>

function withTimeout(promise: Promise<unknown>, ms: number): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise((resolve) => {
    timer = setTimeout(resolve, ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

const messageOf = (error: unknown) => errorMessage(error, 'The connection failed')

export function createConnectionFlows(shared: ConnectionShared) {
  const { store, deps, getConnection, setConnection, resetNamespace } = shared

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
    if (account) shared.updateAccount(namespace, { status })
  }

  /** What an adapter is asked to connect or restore with on the namespace: its network and account type. */
  function connectParameters(namespace: ChainNamespace, connectorId: string): ConnectParameters {
    return {
      connectorId,
      chainId: store.getState().networks.active[namespace]?.id,
      accountType: askedAccountType(namespace, deps.defaultAccountTypes, deps.storage),
    }
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

  function applyAccounts(namespace: ChainNamespace, connection: AdapterConnection): void {
    setConnection({ connections: { ...getConnection().connections, [namespace]: connection } })
    setAccountFromConnection(namespace, connection)
  }

  /** See ./follow; a namespace never follows itself, so EVM-only pages never load it. */
  async function follow(
    from: ChainNamespace,
    to: ChainNamespace,
    joining?: boolean,
    chainId?: number | string,
  ): Promise<boolean> {
    if (from === to) return false
    const { followConnection } = await import('./follow')
    return followConnection(
      {
        connection: getConnection,
        adapters: deps.adapters,
        storedConnectorIds: (namespace) => readStoredConnectors(deps.storage)[namespace] ?? [],
        parameters: (namespace, connectorId) => ({
          ...connectParameters(namespace, connectorId),
          ...(chainId === undefined ? {} : { chainId }),
        }),
        apply: (namespace, answer, connectorId, activate) =>
          applyConnection(namespace, validConnection(answer, connectorId), activate),
      },
      from,
      to,
      joining,
    )
  }

  /** `namespace:connectorId` of the restores under way. */
  const reconnecting = new Set<string>()
  /** Disconnects per namespace: a restore that sees this change while it ran is dropped. */
  const disconnects = new Map<ChainNamespace, number>()

  const flows = {
    async connect({ connectorId, namespace }: { connectorId: string; namespace?: ChainNamespace }) {
      const connector = getConnection().connectors.find(
        (entry) => entry.id === connectorId && (namespace === undefined || entry.chain === namespace),
      )
      if (!connector)
        throw new LatchError('CONNECTOR_NOT_FOUND', FEATURE_ERRORS.CONNECTOR_NOT_FOUND(connectorId))
      const ns = connector.chain
      // Spec section 8's connection-layer refusals: the restore of this very connector is still
      // running, or it is the namespace's connection already.
      if (reconnecting.has(`${ns}:${connectorId}`))
        throw new LatchError(
          'CONNECTOR_UNAVAILABLE_RECONNECTING',
          FEATURE_ERRORS.CONNECTOR_UNAVAILABLE_RECONNECTING,
        )
      if (
        getConnection().connections[ns]?.connectorId === connectorId &&
        getConnection().status[ns] === 'connected'
      )
        throw new LatchError('CONNECTOR_ALREADY_CONNECTED', FEATURE_ERRORS.CONNECTOR_ALREADY_CONNECTED)
      const adapter = shared.adapter(ns)
      const previousStatus = getConnection().status[ns] ?? 'disconnected'
      setStatus(ns, 'connecting')
      deps.setLoading(ns, true)
      try {
        const connection = validConnection(
          await adapter.connect(connectParameters(ns, connectorId)),
          connectorId,
        )
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

    async reconnect(): Promise<boolean> {
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
              const result = await adapter.reconnect(connectParameters(namespace, connectorId))
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
      if (namespaces.length === 0) return shared.noneRestored()
      deps.events.emit({ type: 'RECONNECT_SUCCESS', namespaces })
      for (const namespace of namespaces) await afterConnected(namespace)
      return true
    },

    async disconnect(parameters: { namespace?: ChainNamespace } = {}) {
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
      // Who the visitor was signed in as (email, social name and provider) goes with the session.
      for (const key of [
        STORAGE_KEYS.emailLoginUsed,
        STORAGE_KEYS.email,
        STORAGE_KEYS.activeCaipNetworkId,
        STORAGE_KEYS.socialUsername,
        STORAGE_KEYS.socialProvider,
      ]) {
        deps.storage.remove(key)
      }
      shared.forgetStoredConnection(namespaces)
      if (failure !== undefined) {
        deps.events.emit({ type: 'DISCONNECT_ERROR', message: FEATURE_ERRORS.DISCONNECT_FAILED })
        throw new LatchError('DISCONNECT_FAILED', FEATURE_ERRORS.DISCONNECT_FAILED, { cause: failure })
      }
      deps.events.emit({ type: 'DISCONNECT_SUCCESS' })
    },

    followToNamespace: (from: ChainNamespace, to: ChainNamespace, chainId?: number | string) =>
      follow(from, to, false, chainId),

    async refreshBalance(namespace: ChainNamespace) {
      const account = store.getState().accounts[namespace]
      const network = store.getState().networks.active[namespace]
      // A namespace with no chain to read keeps no balance (shown as none, never as 0).
      if (!account?.address || !network || !isBalanceRead(namespace)) return
      const { balance, symbol } = await shared.adapter(namespace).getBalance({
        address: account.address,
        network,
      })
      shared.updateAccount(namespace, { balance, balanceSymbol: symbol })
    },

    async refreshActiveBalance() {
      const namespace = store.getState().networks.activeNamespace
      if (namespace) await flows.refreshBalance(namespace)
    },

    /** The wallet's own event on the namespace's connection, `current`. */
    walletEvent(namespace: ChainNamespace, current: AdapterConnection, event: WalletEvent) {
      // The wallet ended the connection: the next page neither shows its account nor restores it.
      if (event.type === 'disconnect' || (event.type === 'accountsChanged' && event.accounts.length === 0)) {
        resetNamespace(namespace)
        shared.forgetStoredConnection([namespace])
      } else if (event.type === 'chainChanged') {
        deps.networks.handleWalletChain(namespace, event.chainId)
        applyAccounts(namespace, { ...current, chainId: event.chainId })
      } else applyAccounts(namespace, { ...current, accounts: [...event.accounts] })
    },
  }
  return flows
}
