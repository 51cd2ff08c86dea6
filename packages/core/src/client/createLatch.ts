// createLatch: the composition root and only that. It builds the store, the one services context
// and what a page needs before anyone acts (the adapters' wallets, the modal opening on Connect,
// the account a returning visitor had), and hands each slice what it needs. Every slice that talks
// to a wallet or to the services is the runtime's (./runtime), one chunk loaded with the first
// thing that needs it. Every rule lives in its slice; nothing here touches the browser or the
// network until `start()` or an action is called.

import { createAdapterRegistry } from '../adapter/registry'
import { createConnectionActions } from '../connection/actions'
import { createEventEmitter, type LatchEvent } from '../connection/events'
import { isRestoringAccount } from '../connection/remembered-address'
import { startSocialLogin } from '../embedded/social-start'
import { createLocaleActions, followBrowserLocale } from '../locale/actions'
import { createModalActions } from '../modal/actions'
import { createNetworkEdits } from '../networks/edits'
import { type LatchOptions, resolveOptions } from '../options/options'
import { orderGetters } from '../orders/rules'
import { setCurrentTab } from '../portfolio/current-tab'
import { createRouterActions } from '../router/actions'
import { detectMobile } from '../router/opening'
import { createServicesContext } from '../services/context'
import { serviceImageUrls } from '../services/image-urls'
import { isSiwxRequired } from '../siwx/getters'
import { createMemoryBackend, createStorage, type LatchStorage } from '../storage/storage'
import { createStore } from '../store/store'
import { createThemeActions } from '../theme/actions'
import { createToastActions } from '../toasts/actions'
import { alertLeavesWithModal } from '../toasts/state'
import { offeredConnectors } from '../wallets/offered'
import { resolveWalletDirectoryOptions } from '../wallets/options'
import { directoryTotal } from '../wallets/state'
import { lazyValue, runtimeSlice } from './lazy-runtime'
import { createLifecycle } from './lifecycle'
import type { Runtime } from './runtime'
import { initialLatchState, type LatchState } from './state'
import type { LatchClient } from './types'

/** Events kept for the services' analytics until the runtime, which sends them, has loaded. */
const EARLIER_EVENTS_KEPT = 20

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

  const toasts = createToastActions(store)
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
      siwxRequired: isSiwxRequired(store.getState()),
      hasSiwxSession: store.getState().siwx.hasSession,
    }),
    events,
  })
  const router = createRouterActions(store, { closeModal: () => modal.close() })
  modal.onClose(() => {
    if (alertLeavesWithModal(store.getState().alert)) toasts.hideAlert()
  })
  const networks = createNetworkEdits(store, {
    hasAdapter: (namespace) => adapters.byNamespace.has(namespace),
  })

  // What the services' analytics should still hear once they load (with the runtime).
  const earlierEvents: LatchEvent[] = []
  const stopKeeping = services
    ? events.subscribe((event) => {
        if (earlierEvents.length < EARLIER_EVENTS_KEPT) earlierEvents.push(event)
      })
    : () => {}

  let started = false
  let destroyed = false
  const runtime = lazyValue<Runtime>(() =>
    import('./runtime').then(({ createRuntime }) => {
      stopKeeping()
      const made = createRuntime({
        store,
        options,
        directoryOptions,
        adapters,
        storage,
        services,
        events,
        earlierEvents: earlierEvents.splice(0),
        toasts,
        alerts,
        modal,
        router,
        connection,
      })
      if (destroyed) made.destroy()
      else if (started) made.start()
      return made
    }),
  )
  /** The runtime, which the connection flows wait for before they run (see ConnectionDeps.ready). */
  const loaded = () => {
    const made = runtime.get()
    if (!made) throw new Error('[latch] the runtime is not loaded')
    return made
  }

  const connection = createConnectionActions(store, {
    adapters: adapters.byNamespace,
    storage,
    events,
    ready: runtime.load,
    networks: {
      handleWalletChain: (...change) => loaded().networks.handleWalletChain(...change),
      resetNetworkState: networks.resetNetworkState,
    },
    setLoading: modal.setLoading,
    onConnected: (namespace) => loaded().siwx.onConnected(namespace),
    clearSessions: () => runtime.get()?.siwx.clearSessions(),
    clearTransactions: () => runtime.get()?.rpcGate.clearTransactions(),
    walletImageUrl: serviceImageUrls(options.servicesUrl, options.projectId)?.wallet,
    offered: (connectors) => offeredConnectors(connectors, options),
    defaultAccountTypes: options.defaultAccountTypes,
  })

  const requests = runtimeSlice(runtime, (made) => made.requests)
  const runtimeToasts = runtimeSlice(runtime, (made) => made.toasts)
  const embeddedWallet = adapters.embedded
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
      if (services)
        void runtime.load().then(
          (made) => made.providerInitError(error, namespace),
          () => {},
        )
    },
    connection,
    // A redirect social login coming back (`result_uri` in the address) is redeemed at once, and
    // the options' alerts (a missing project id) are raised at once.
    wanted: () =>
      alerts.length > 0 || (!!embeddedWallet && /[?&]result_uri=/.test(globalThis.location?.href ?? '')),
    runtime: {
      load: () => runtime.load(),
      start() {
        started = true
        runtime.get()?.start()
      },
      destroy() {
        destroyed = true
        runtime.get()?.destroy()
      },
    },
    others: [followBrowserLocale(locale, options.locale)],
  })

  return {
    store,
    serverState: initialState(createStorage(createMemoryBackend())),
    options,
    storage,
    router,
    modal,
    rpcGate: runtimeSlice(runtime, (made) => made.rpcGate),
    siwx: runtimeSlice(runtime, (made) => made.siwx, { isRequired: () => isSiwxRequired(store.getState()) }),
    portfolio: runtimeSlice(runtime, (made) => made.portfolio, {
      setCurrentTab: (tab) => setCurrentTab(store, tab),
    }),
    names: runtimeSlice(runtime, (made) => made.names),
    wallets: runtimeSlice(runtime, (made) => made.wallets, {
      total: () => directoryTotal(store.getState().wallets),
    }),
    embedded: runtimeSlice(runtime, (made) => made.embedded, {
      available: () => options.features.email && !!embeddedWallet,
      showFrame: (anchor) => embeddedWallet?.port.showFrame(anchor) ?? (() => {}),
      // The popup opens in the visitor's click, whether or not the runtime has loaded yet.
      connectSocial: (provider) =>
        startSocialLogin(
          provider,
          runtimeSlice(runtime, (made) => made.embeddedActions),
        ),
    }),
    walletConnect: runtimeSlice(runtime, (made) => made.walletConnect, {
      connector: () => store.getState().connection.connectors.find((c) => c.type === 'WALLET_CONNECT'),
    }),
    send: runtimeSlice(runtime, (made) => made.send),
    onramp: runtimeSlice(runtime, (made) => made.onramp),
    swap: runtimeSlice(runtime, (made) => made.swap),
    ...toasts,
    // The alerts' texts load with the runtime: an alert asked for before it has loaded shows once it has.
    showAlert: (...args) => runtimeToasts.showAlert(...args),
    ...theme,
    ...locale,
    request: (...args) => requests.request(...args),
    signMessage: (...args) => requests.signMessage(...args),
    signMessageAs: (...args) => requests.signMessageAs(...args),
    estimateFee: (...args) => requests.estimateFee(...args),
    sendTransaction: async (parameters) => (await runtime.load()).sendTransaction(parameters),
    ...orderGetters(store),
    start: lifecycle.start,
    open: modal.open,
    close: modal.close,
    connect: connection.connect,
    reconnect: connection.reconnect,
    disconnect: connection.disconnect,
    isConnected: connection.isConnected,
    prepare: () =>
      runtime.load().then(
        () => {},
        (error: unknown) => console.warn('[latch] the runtime did not load', error),
      ),
    prepareConnect: connection.prepare,
    refreshBalance: connection.refreshBalance,
    switchNetwork: async (target) => (await runtime.load()).switchNetwork(target),
    pay: async (...args) => (await runtime.load()).payment.pay(...args),
    confirmPay: async (...args) => (await runtime.load()).payment.confirmPay(...args),
    addNetwork: networks.addNetwork,
    removeNetwork: networks.removeNetwork,
    getActiveNetwork: networks.getActiveNetwork,
    resetSendForm: () => void runtime.get()?.send.resetSendForm(),
    subscribeEvents: events.subscribe,
    destroy: lifecycle.destroy,
  }
}
