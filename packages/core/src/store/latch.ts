// createLatch: the whole headless client. It builds the store, wires the slices to each other and
// to the adapters, and exposes the actions views and host apps call. Nothing here touches the
// browser or the network until `start()` or an action is called.

import { combineAdapters } from '../adapter/combine'
import type {
  AdapterConnection,
  CaipNetwork,
  CaipNetworkId,
  ChainAdapter,
  ChainNamespace,
  SendTransactionParameters,
} from '../adapter/types'
import {
  type AccountsState,
  type ConnectionActions,
  createConnectionActions,
  initialConnectionState,
} from '../connection/connection'
import { createEventEmitter, type LatchEventListener } from '../connection/events'
import { readRecentWallets } from '../connection/recent-wallets'
import { ERRORS } from '../errors/codes'
import { LatchError } from '../errors/latch-error'
import { createModalActions, initialModalState, type ModalActions, type OpenParameters } from '../modal/modal'
import type { NameActions } from '../names/names'
import { initialNamesState } from '../names/state'
import {
  createNetworkActions,
  findNetwork,
  initialNetworksState,
  type NetworkActions,
  readStoredNetworkId,
} from '../networks/networks'
import { type LatchOptions, type ResolvedOptions, resolveOptions } from '../options/options'
import {
  type ConnectMethod,
  type ConnectorGroup,
  hasUsableInjectedWallet,
  orderConnectMethods,
  orderConnectorGroups,
  orderWalletFeatures,
  type WalletFeature,
} from '../orders/orders'
import type { PortfolioActions } from '../portfolio/portfolio'
import { createSendActions, type SendActions } from '../portfolio/send-actions'
import { initialPortfolioState } from '../portfolio/types'
import { detectMobile } from '../router/opening'
import { createRouterActions, initialRouterState, type RouterActions } from '../router/router'
import { createRpcGate, initialTransactionsState, type RpcGate } from '../rpc-gate/gate'
import { createSiwxActions, initialSiwxState, type SiwxActions } from '../siwx/siwx'
import { createStorage, type LatchStorage } from '../storage/storage'
import { createThemeActions, initialThemeState, type ThemeActions } from '../theme/theme'
import { createToastActions, initialAlertState, initialToastState, type ToastActions } from '../toasts/toasts'
import type { WalletConnectActions } from '../walletconnect/pairing'
import { createPairingFront } from '../walletconnect/pairing-front'
import { initialWalletConnectState } from '../walletconnect/state'
import {
  createWalletDirectoryActions,
  initialWalletDirectoryState,
  type WalletDirectoryActions,
} from '../wallets/directory'
import { resolveWalletDirectoryOptions } from '../wallets/options'
import { lazyActions } from './lazy-actions'
import { initialSendFormState } from './send-form'
import { watchSiwxAccounts } from './siwx-accounts'
import type { LatchState } from './state'
import { createStore, type Store } from './store'

export interface LatchClient extends ToastActions, ThemeActions {
  store: Store<LatchState>
  options: ResolvedOptions
  storage: LatchStorage
  router: RouterActions
  modal: ModalActions
  rpcGate: RpcGate
  siwx: SiwxActions
  /** Balances, NFTs and activity of the connected account, from the services server. */
  portfolio: PortfolioActions
  /** Account names: the connected account's name, checks and registration (eip155 only). */
  names: NameActions
  /** The send form: draft, fee estimate, and the wallet request. */
  send: SendActions
  /** The wallet directory of the services server: featured, recommended, pages and search. */
  wallets: WalletDirectoryActions
  /** WalletConnect pairing: the URI to show, its expiry, and the attempt's outcome. */
  walletConnect: WalletConnectActions
  /** Browser-only setup: adapter discovery, event wiring, then reconnect. Safe to call twice. */
  start(): Promise<void>
  open(parameters?: OpenParameters): void
  close(parameters?: { force?: boolean }): boolean
  connect: ConnectionActions['connect']
  reconnect: ConnectionActions['reconnect']
  disconnect: ConnectionActions['disconnect']
  isConnected: ConnectionActions['isConnected']
  refreshBalance: ConnectionActions['refreshBalance']
  switchNetwork(target: CaipNetwork | CaipNetworkId): Promise<void>
  addNetwork: NetworkActions['addNetwork']
  removeNetwork: NetworkActions['removeNetwork']
  getActiveNetwork: NetworkActions['getActiveNetwork']
  /** Wallet RPC through the request gate, on the active namespace's connection. */
  request(args: { method: string; params?: unknown }, namespace?: ChainNamespace): Promise<unknown>
  signMessage(message: string, namespace?: ChainNamespace): Promise<string>
  sendTransaction(
    parameters: Omit<SendTransactionParameters, 'connectorId' | 'from' | 'network'>,
  ): Promise<string>
  resetSendForm(): void
  walletFeatures(): WalletFeature[]
  connectMethods(): ConnectMethod[]
  connectorGroups(): ConnectorGroup[]
  subscribeEvents(listener: LatchEventListener): () => void
  destroy(): void
}

export function createLatch(input: LatchOptions): LatchClient {
  const { options, alerts } = resolveOptions(input)
  const directoryOptions = resolveWalletDirectoryOptions(input)
  // Adapters sharing a namespace (extension wallets and WalletConnect) act as one for it.
  const byNamespace = new Map<ChainNamespace, ChainAdapter[]>()
  for (const adapter of input.adapters ?? []) {
    byNamespace.set(adapter.namespace, [...(byNamespace.get(adapter.namespace) ?? []), adapter])
  }
  const adapters = new Map<ChainNamespace, ChainAdapter>()
  for (const [namespace, list] of byNamespace) adapters.set(namespace, combineAdapters(list))
  const storage = createStorage(input.storage)
  const isMobile = input.isMobile ?? detectMobile
  const events = createEventEmitter()
  const namespaces = [...adapters.keys()]
  const knownNamespaces = [...new Set([...namespaces, ...options.networks.map((n) => n.chainNamespace)])]

  const store = createStore<LatchState>({
    options,
    router: initialRouterState(),
    modal: initialModalState(),
    connection: initialConnectionState({ storage, namespaces, recentWallets: readRecentWallets(storage) }),
    accounts: {} as AccountsState,
    networks: initialNetworksState({
      requested: options.networks,
      stored: readStoredNetworkId(storage),
      defaultNetwork: options.defaultNetwork,
      knownNamespaces,
    }),
    toast: initialToastState(),
    alert: initialAlertState(),
    theme: initialThemeState(options.themeMode, options.themeVariables),
    transactions: initialTransactionsState(),
    siwx: initialSiwxState(),
    send: initialSendFormState(),
    portfolio: initialPortfolioState(),
    wallets: initialWalletDirectoryState(directoryOptions),
    walletConnect: initialWalletConnectState(),
    names: initialNamesState(),
  })

  const toasts = createToastActions(store)
  for (const code of alerts) toasts.showAlert(code)
  const theme = createThemeActions(store)

  function adapterFor(namespace: ChainNamespace): ChainAdapter {
    const adapter = adapters.get(namespace)
    if (!adapter) throw new LatchError('ADAPTER_NOT_FOUND', ERRORS.ADAPTER_NOT_FOUND)
    return adapter
  }

  function activeConnection(namespace?: ChainNamespace): {
    ns: ChainNamespace
    connection: AdapterConnection
  } {
    const ns = namespace ?? store.getState().networks.activeNamespace
    const connection = ns ? store.getState().connection.connections[ns] : undefined
    if (!ns || !connection) throw new LatchError('CONNECTOR_NOT_CONNECTED', ERRORS.CONNECTOR_NOT_CONNECTED)
    return { ns, connection }
  }

  const modal = createModalActions(store, {
    openingContext: () => ({
      manualControl: options.manualControl,
      adapterCount: adapters.size,
      isConnected: connection.isConnected(),
      isMobile: isMobile(),
    }),
    closeContext: () => ({
      siwxRequired: siwx.isRequired(),
      hasSiwxSession: store.getState().siwx.hasSession,
    }),
  })
  modal.onClose(() => events.emit({ type: 'MODAL_CLOSE' }))
  const router = createRouterActions(store, { closeModal: () => modal.close() })

  const resetSendForm = () => store.setState({ send: initialSendFormState() })

  const networks = createNetworkActions(store, {
    storage,
    options: () => options,
    hasAdapter: (namespace) => adapters.has(namespace),
    connectorFor: (namespace) => store.getState().connection.connections[namespace]?.connectorId,
    switchWalletNetwork: (namespace, connectorId, network) =>
      adapterFor(namespace).switchNetwork({ connectorId, network }),
    showAlert: toasts.showAlert,
    showUnsupportedChain: () => open({ view: 'UnsupportedChain' }),
    resetSendForm,
  })

  const rpcGate = createRpcGate(store, {
    isModalOpen: () => store.getState().modal.open,
    openModal: (parameters) => open(parameters),
    closeModal: (parameters) => modal.close(parameters),
    pushView: router.push,
    replaceView: router.replace,
    back: router.back,
    showAlert: toasts.showAlert,
    refreshNativeBalance: () => {
      const ns = store.getState().networks.activeNamespace
      return ns ? connection.refreshBalance(ns) : undefined
    },
    onModalClose: modal.onClose,
  })

  const siwx: SiwxActions = createSiwxActions(store, {
    config: () => options.siwx,
    activeCaipAddress: (namespace) => {
      const ns = namespace ?? store.getState().networks.activeNamespace
      return ns ? store.getState().accounts[ns]?.caipAddress : undefined
    },
    signWithWallet: (namespace, address, message) =>
      adapterFor(namespace).signMessage({
        connectorId: activeConnection(namespace).connection.connectorId,
        address,
        message,
      }),
    openModal: (parameters) => open(parameters),
    closeModal: (parameters) => modal.close(parameters),
    disconnect: () => connection.disconnect(),
    showToast: toasts.showToast,
    events,
  })

  const connection = createConnectionActions(store, {
    adapters,
    storage,
    events,
    networks,
    setLoading: modal.setLoading,
    onConnected: async (namespace) => {
      // A failing session lookup must not undo the wallet connection itself.
      try {
        await siwx.onConnected(namespace)
      } catch (error) {
        console.warn('[latch] sign-in check failed', error)
      }
    },
    clearSessions: () => siwx.clearSessions(),
    clearTransactions: () => rpcGate.clearTransactions(),
  })

  // The portfolio's code arrives with its first use (the Account view), not with the page.
  const portfolio = lazyActions<PortfolioActions>(
    () =>
      import('../portfolio/portfolio').then(({ createPortfolioActions }) =>
        createPortfolioActions(store, {
          ...(options.servicesUrl && options.projectId
            ? { services: { baseUrl: options.servicesUrl, projectId: options.projectId } }
            : {}),
          showToast: toasts.showToast,
          refreshBalance: (namespace) => connection.refreshBalance(namespace),
        }),
      ),
    ['fetchBalances', 'fetchNfts', 'fetchActivity', 'refreshNativeBalance', 'refreshAfterSend'],
  )

  const names = lazyActions<NameActions>(
    () =>
      import('../names/names').then(({ createNameActions }) =>
        createNameActions(store, {
          ...(options.servicesUrl && options.projectId
            ? { services: { baseUrl: options.servicesUrl, projectId: options.projectId } }
            : {}),
          account: () => {
            const account = store.getState().accounts.eip155
            const chainId = store.getState().networks.active.eip155?.id
            return account?.address && typeof chainId === 'number' && connection.isConnected('eip155')
              ? { address: account.address, chainId }
              : undefined
          },
          signMessage: (message) => client.signMessage(message, 'eip155'),
          pushView: router.push,
          replaceView: router.replace,
          showToast: toasts.showToast,
        }),
      ),
    ['fetchAccountName', 'checkName', 'registerName'],
  )

  const wallets = createWalletDirectoryActions(store, {
    ...(options.servicesUrl && options.projectId
      ? { services: { baseUrl: options.servicesUrl, projectId: options.projectId } }
      : {}),
    options: directoryOptions,
    chains: () => store.getState().networks.requested.map((network) => network.caipNetworkId),
  })
  // Pairing code loads at start when an adapter pairs (WalletConnect), else with its first use.
  const pairing = createPairingFront(store, () =>
    import('../walletconnect/pairing').then(({ createWalletConnectActions }) =>
      createWalletConnectActions(store, { storage, connect: connection.connect }),
    ),
  )
  const walletConnect = pairing.actions
  const adaptersPair = [...adapters.values()].some((adapter) => typeof adapter.onDisplayUri === 'function')

  function open(parameters?: OpenParameters): void {
    modal.open(parameters)
    events.emit({ type: 'MODAL_OPEN' })
  }

  let started: Promise<void> | undefined
  let stopWatching: (() => void) | undefined
  let stopPairing: (() => void) | undefined
  let stopSiwxWatch: (() => void) | undefined

  async function start(): Promise<void> {
    for (const adapter of adapters.values()) {
      const own = options.networks.filter((network) => network.chainNamespace === adapter.namespace)
      await adapter.setup({ networks: own })
    }
    connection.syncConnectors()
    stopWatching = connection.watchAdapters()
    if (adaptersPair) {
      await pairing.load()
      stopPairing = walletConnect.watch(adapters.values())
    }
    stopSiwxWatch = watchSiwxAccounts(store, namespaces, siwx)
    await connection.reconnect()
  }

  const client: LatchClient = {
    store,
    options,
    storage,
    router,
    modal,
    rpcGate,
    siwx,
    portfolio,
    names,
    wallets,
    walletConnect,
    send: createSendActions(store, {
      sendTransaction: (transaction) => client.sendTransaction(transaction),
      afterSend: portfolio.refreshAfterSend,
    }),
    ...toasts,
    ...theme,
    start() {
      started ??= start()
      return started
    },
    open,
    close: (parameters) => modal.close(parameters),
    connect: connection.connect,
    reconnect: connection.reconnect,
    disconnect: connection.disconnect,
    isConnected: connection.isConnected,
    refreshBalance: connection.refreshBalance,
    async switchNetwork(target) {
      const id = typeof target === 'string' ? target : target?.caipNetworkId
      const wanted = id ? findNetwork(store.getState().networks.requested, id) : undefined
      const from = store.getState().networks.activeNamespace
      if (wanted && from && wanted.chainNamespace !== from) {
        await connection.followToNamespace(from, wanted.chainNamespace)
      }
      await networks.switchNetwork(target)
      const network = networks.getActiveNetwork()
      if (network) events.emit({ type: 'SWITCH_NETWORK', caipNetworkId: network.caipNetworkId })
    },
    addNetwork: networks.addNetwork,
    removeNetwork: networks.removeNetwork,
    getActiveNetwork: networks.getActiveNetwork,
    request(args, namespace) {
      return rpcGate.request(args, async () => {
        const { ns, connection: current } = activeConnection(namespace)
        return adapterFor(ns).request(current.connectorId, args)
      })
    },
    async signMessage(message, namespace) {
      const { ns, connection: current } = activeConnection(namespace)
      const address = current.accounts[0] as string
      return adapterFor(ns).signMessage({ connectorId: current.connectorId, address, message })
    },
    async sendTransaction(parameters) {
      const { ns, connection: current } = activeConnection()
      const network = networks.getActiveNetwork()
      if (!network) throw new LatchError('CAIP_NETWORK_UNDEFINED', ERRORS.CAIP_NETWORK_UNDEFINED)
      const from = current.accounts[0] as string
      return adapterFor(ns).sendTransaction({
        ...parameters,
        connectorId: current.connectorId,
        from,
        network,
      })
    },
    resetSendForm,
    walletFeatures: () => orderWalletFeatures(options.features, options.walletFeatureOrder),
    connectMethods: () =>
      orderConnectMethods({
        hasUsableInjectedWallet: hasUsableInjectedWallet(store.getState().connection.connectors),
        override: options.connectMethodOrder,
      }),
    connectorGroups: () => orderConnectorGroups(options.connectorTypeOrder),
    subscribeEvents: events.subscribe,
    destroy() {
      stopWatching?.()
      stopPairing?.()
      stopSiwxWatch?.()
      wallets.destroy()
      rpcGate.destroy()
      for (const adapter of adapters.values()) adapter.destroy?.()
    },
  }
  return client
}
