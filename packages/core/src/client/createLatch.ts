// createLatch: the composition root and only that. It builds the store, the one services context
// and the slices, and hands each slice what it needs. Every rule lives in its slice; nothing here
// touches the browser or the network until `start()` or an action is called.

import { createAdapterRegistry } from '../adapter/registry'
import { createConnectionActions } from '../connection/actions'
import { createEventEmitter } from '../connection/events'
import { lazyWalletRequests } from '../connection/lazy-requests'
import { isRestoringAccount } from '../connection/remembered-address'
import type { Diagnostics } from '../diagnostics/actions'
import { lazyEmbeddedActions } from '../embedded/lazy'
import { createLocaleActions, followBrowserLocale } from '../locale/actions'
import { createModalActions } from '../modal/actions'
import { lazyNameActions, watchAccountName } from '../names/lazy'
import { nameAccount } from '../names/rules'
import { createNetworkActions } from '../networks/actions'
import { createNetworkSwitch } from '../networks/switch'
import { lazyOnRampActions } from '../onramp/lazy'
import { type LatchOptions, resolveOptions } from '../options/options'
import { orderGetters } from '../orders/rules'
import { lazyPayActions } from '../pay/lazy'
import { lazyPortfolioActions } from '../portfolio/lazy'
import { createRouterActions } from '../router/actions'
import { detectMobile } from '../router/opening'
import { createSendActions } from '../send/actions'
import { createServicesContext } from '../services/context'
import { serviceImageUrls } from '../services/image-urls'
import { lazySiwxActions } from '../siwx/lazy'
import { createMemoryBackend, createStorage, type LatchStorage } from '../storage/storage'
import { createStore } from '../store/store'
import { lazySwapActions } from '../swap/lazy'
import { createThemeActions } from '../theme/actions'
import { createToastActions } from '../toasts/actions'
import { alertLeavesWithModal } from '../toasts/state'
import { createPairingFront } from '../walletconnect/pairing-front'
import { lazyWalletDirectoryActions } from '../wallets/lazy'
import { offeredConnectors } from '../wallets/offered'
import { resolveWalletDirectoryOptions } from '../wallets/options'
import { lazyActions } from './lazy-actions'
import { createLifecycle } from './lifecycle'
import { initialLatchState, type LatchState } from './state'
import type { LatchClient } from './types'

export function createLatch(input: LatchOptions): LatchClient {
  const { options, alerts } = resolveOptions(input)
  const directoryOptions = resolveWalletDirectoryOptions(input)
  const adapters = createAdapterRegistry(input.adapters ?? [])
  const storage = createStorage(input.storage)
  const isMobile = input.isMobile ?? detectMobile
  const events = createEventEmitter()
  const services = createServicesContext({
    baseUrl: options.servicesUrl,
    projectId: options.projectId,
    swapChainIds: options.swapChainIds,
  })
  const initialState = (from: LatchStorage) =>
    initialLatchState({
      options,
      storage: from,
      namespaces: adapters.namespaces,
      directoryOptions,
      served: !!services,
    })
  const store = createStore<LatchState>(initialState(storage))

  const toasts = createToastActions(store, options.debug)
  for (const code of alerts) toasts.showAlert(code)
  // Origin check, analytics, error reports and provider alerts, loaded at start when there are services.
  const diagnostics =
    services &&
    lazyActions<Pick<Diagnostics, 'start' | 'destroy' | 'providerInitError'>>(
      () =>
        import('../diagnostics/actions').then((m) =>
          m.startDiagnostics({ services, options, toasts, events }),
        ),
      ['start', 'destroy', 'providerInitError'],
    )

  const theme = createThemeActions(store)
  const locale = createLocaleActions(store)

  const modal = createModalActions(store, {
    openingContext: () => ({
      manualControl: options.manualControl,
      adapterCount: adapters.namespaces.length,
      // Connected on the active namespace: after a switch to a namespace with no connection yet,
      // the modal opens on Connect, as the header's button then reads "Connect Wallet".
      isConnected:
        connection.isConnected(store.getState().networks.activeNamespace) ||
        isRestoringAccount(store.getState()),
      isMobile: isMobile(),
    }),
    closeContext: () => ({
      siwxRequired: siwx.isRequired(),
      hasSiwxSession: store.getState().siwx.hasSession,
    }),
    events,
  })
  const router = createRouterActions(store, { closeModal: () => modal.close() })
  modal.onClose(() => {
    if (alertLeavesWithModal(store.getState().alert)) toasts.hideAlert()
  })

  const networks = createNetworkActions(store, {
    storage,
    options: () => options,
    hasAdapter: (namespace) => adapters.byNamespace.has(namespace),
    connectorFor: (namespace) => store.getState().connection.connections[namespace]?.connectorId,
    switchWalletNetwork: (namespace, connectorId, network) =>
      adapters.get(namespace).switchNetwork({ connectorId, network }),
    showAlert: toasts.showAlert,
    showUnsupportedChain: () => modal.show({ view: 'UnsupportedChain' }),
    showToast: toasts.showToast,
    resetSendForm: () => send.resetSendForm(),
  })

  // Spec section 4: after a send or another unsafe call the native balance is read at once (the
  // wallet may already count the spend), and for a sent transaction again once it is mined: a
  // balance read while it was pending would otherwise show for the cache's 30 s.
  const refreshAfterUnsafe = async (sentTransaction?: string) => {
    await connection.refreshActiveBalance()
    if (sentTransaction) await portfolio.refreshAfterSend(sentTransaction)
  }

  const { requests, rpcGate } = lazyWalletRequests(store, {
    adapters,
    activeNetwork: networks.getActiveNetwork,
    smartSessions: () => options.features.smartSessions,
    gate: {
      isModalOpen: () => store.getState().modal.open,
      openModal: modal.show,
      closeModal: modal.close,
      pushView: router.push,
      replaceView: router.replace,
      back: router.back,
      showAlert: toasts.showAlert,
      isAlertShown: () => store.getState().alert.open,
      refreshNativeBalance: refreshAfterUnsafe,
      onModalClose: modal.onClose,
    },
  })

  const siwx = lazySiwxActions(store, {
    config: () => options.siwx,
    siwe: () => options.siweConfig,
    activeCaipAddress: (namespace) => connection.activeCaipAddress(namespace),
    signWithWallet: requests.signMessageAs,
    openModal: modal.show,
    closeModal: modal.close,
    disconnect: () => connection.disconnect(),
    showToast: toasts.showToast,
    events,
  })

  const connection = createConnectionActions(store, {
    adapters: adapters.byNamespace,
    storage,
    events,
    networks,
    setLoading: modal.setLoading,
    onConnected: siwx.onConnected,
    clearSessions: () => siwx.clearSessions(),
    clearTransactions: () => rpcGate.clearTransactions(),
    walletImageUrl: serviceImageUrls(options.servicesUrl, options.projectId)?.wallet,
    offered: (connectors) => offeredConnectors(connectors, options),
    defaultAccountTypes: options.defaultAccountTypes,
  })

  const slices = { storage, services, connection, modal, router, rpcGate, toasts }
  const embedded = lazyEmbeddedActions(store, adapters.embedded, options.features.email, {
    ...slices,
    defaultAccountTypes: options.defaultAccountTypes,
    signMessage: (message) => requests.signMessage(message, 'eip155'),
  })
  const portfolio = lazyPortfolioActions(store, {
    services,
    showToast: toasts.showToast,
    refreshBalance: connection.refreshBalance,
  })
  const names = lazyNameActions(store, {
    services,
    account: () => nameAccount(store.getState()),
    signMessage: (message) => requests.signMessage(message, 'eip155'),
    pushView: router.push,
    replaceView: router.replace,
    showToast: toasts.showToast,
  })
  const send = createSendActions(store, {
    sendTransaction: requests.sendTransaction,
    estimateFee: requests.estimateFee,
    afterSend: portfolio.refreshAfterSend,
    services,
  })
  const swap = lazySwapActions(store, {
    services,
    sendTransaction: requests.sendTransaction,
    afterSend: portfolio.refreshAfterSend,
    showToast: toasts.showToast,
  })

  const onramp = lazyOnRampActions(store, {
    services,
    pushView: router.push,
    refreshAfterPurchase: portfolio.refreshAfterSend,
  })

  const switchNetwork = createNetworkSwitch(store, {
    networks,
    followToNamespace: connection.followToNamespace,
    events,
  })
  const payment = lazyPayActions(store, {
    modal,
    router,
    switchNetwork,
    sendTransaction: requests.sendTransaction,
    afterSend: portfolio.refreshAfterSend,
  })

  const wallets = lazyWalletDirectoryActions(store, {
    services,
    options: directoryOptions,
    chains: () => store.getState().networks.requested.map((network) => network.caipNetworkId),
    connectors: () => store.getState().connection.connectors,
  })
  const pairing = createPairingFront(store, () =>
    import('../walletconnect/actions').then(({ createWalletConnectActions }) =>
      createWalletConnectActions(store, { storage, connect: connection.connect }),
    ),
  )
  const lifecycle = createLifecycle({
    store,
    app: {
      networks: options.networks,
      projectId: options.projectId,
      metadata: options.metadata,
      enableAuthLogger: options.enableAuthLogger,
      services,
    },
    adapters,
    setupFailed(error, namespace) {
      console.warn(`[latch] the ${namespace} adapter did not set up`, error)
      diagnostics?.providerInitError(error, { namespace }).catch(() => {})
    },
    connection,
    pairing,
    siwx,
    closeModal: () => modal.close(),
    others: [
      followBrowserLocale(locale, options.locale),
      diagnostics,
      wallets,
      rpcGate,
      embedded,
      watchAccountName(store, names, services !== undefined),
      services,
    ],
  })

  return {
    store,
    serverState: initialState(createStorage(createMemoryBackend())),
    options,
    storage,
    router,
    modal,
    rpcGate,
    siwx,
    portfolio,
    names,
    wallets,
    embedded,
    walletConnect: pairing.actions,
    send,
    onramp,
    swap,
    ...toasts,
    ...theme,
    ...locale,
    ...requests,
    // The host's own sends (not the modal's Send, which refreshes itself) refresh the balance too.
    async sendTransaction(parameters: Parameters<typeof requests.sendTransaction>[0]) {
      const hash = await requests.sendTransaction(parameters)
      refreshAfterUnsafe(hash).catch((error) => console.warn('[latch] could not refresh the balance', error))
      return hash
    },
    ...orderGetters(store),
    start: lifecycle.start,
    open: modal.open,
    close: modal.close,
    connect: connection.connect,
    reconnect: connection.reconnect,
    disconnect: connection.disconnect,
    isConnected: connection.isConnected,
    prepareConnect: connection.prepare,
    refreshBalance: connection.refreshBalance,
    switchNetwork,
    pay: payment.pay,
    confirmPay: payment.confirmPay,
    addNetwork: networks.addNetwork,
    removeNetwork: networks.removeNetwork,
    getActiveNetwork: networks.getActiveNetwork,
    resetSendForm: send.resetSendForm,
    subscribeEvents: events.subscribe,
    destroy: lifecycle.destroy,
  }
}
