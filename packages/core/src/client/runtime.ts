// The client's runtime: every slice that talks to a wallet or to the services (switching networks,
// wallet requests and their gate, sign-in, the embedded wallet, portfolio, names, send, swap,
// on-ramp, payments, the wallet directory, WalletConnect pairing, the services' checks), wired
// the way each slice needs. It loads as one chunk with the first thing that needs it: a stored
// connection to restore, a connection, the visitor's first act on Latch, a host's call. What a
// page shows before that (the buttons, the modal opening on Connect) is ./createLatch alone.
import type { AdapterRegistry } from '../adapter/registry'
import type { ConnectionActions } from '../connection/actions'
import type { EventEmitter, LatchEvent } from '../connection/events'
import { getAccount } from '../connection/getters'
import { lazyWalletRequests } from '../connection/lazy-requests'
import type { WalletRequests } from '../connection/requests'
import type { Diagnostics } from '../diagnostics/actions'
import { lazyEmbeddedActions } from '../embedded/lazy'
import type { AlertCode } from '../errors/codes'
import { closeWhenAccountGone } from '../modal/account-gone'
import type { ModalActions } from '../modal/actions'
import { lazyNameActions, watchAccountName } from '../names/lazy'
import { nameAccount } from '../names/rules'
import { createNetworkActions } from '../networks/actions'
import { createNetworkSwitch } from '../networks/switch'
import { lazyOnRampActions } from '../onramp/lazy'
import type { ResolvedOptions } from '../options/options'
import { lazyPayActions } from '../pay/lazy'
import { lazyPortfolioActions } from '../portfolio/lazy'
import type { RouterActions } from '../router/actions'
import { createTransactionStack } from '../rpc-gate/stack'
import { createSendActions } from '../send/actions'
import type { ServicesContext } from '../services/context'
import { lazySiwxActions } from '../siwx/lazy'
import { watchSiwxAccounts } from '../siwx/watch-accounts'
import type { LatchStorage } from '../storage/storage'
import type { Store } from '../store/store'
import { lazySwapActions } from '../swap/lazy'
import type { ToastActions } from '../toasts/actions'
import { createAlertActions } from '../toasts/alerts'
import { createPairingFront } from '../walletconnect/pairing-front'
import { lazyWalletDirectoryActions } from '../wallets/lazy'
import type { ResolvedWalletDirectoryOptions } from '../wallets/options'
import { lazyActions } from './lazy-actions'
import type { LatchState } from './state'

/** What the client holds from the start and hands the runtime. */
export interface RuntimeParts {
  store: Store<LatchState>
  options: ResolvedOptions
  directoryOptions: ResolvedWalletDirectoryOptions
  adapters: AdapterRegistry
  storage: LatchStorage
  services: ServicesContext | undefined
  events: EventEmitter
  /** Events from before the runtime loaded, for the services' analytics to hear first. */
  earlierEvents: readonly LatchEvent[]
  toasts: Omit<ToastActions, 'showAlert'>
  /** The alerts the options raise (a missing project id), shown once the runtime is there. */
  alerts: readonly AlertCode[]
  modal: ModalActions
  router: RouterActions
  connection: ConnectionActions
}

export type Runtime = ReturnType<typeof createRuntime>

export function createRuntime(parts: RuntimeParts) {
  const { store, options, adapters, storage, services, events, modal, router, connection } = parts
  const toasts: ToastActions = { ...parts.toasts, ...createAlertActions(store, options.debug) }
  for (const code of parts.alerts) toasts.showAlert(code)

  // Origin check, analytics, error reports and provider alerts, when there are services.
  const diagnostics =
    services &&
    lazyActions<Pick<Diagnostics, 'start' | 'destroy' | 'providerInitError'>>(
      () =>
        import('../diagnostics/actions').then((m) =>
          m.startDiagnostics({ services, options, toasts, events, earlierEvents: parts.earlierEvents }),
        ),
      ['start', 'destroy', 'providerInitError'],
    )

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

  const stack = createTransactionStack(store, { back: router.back, replaceView: router.replace })
  const { requests, rpcGate } = lazyWalletRequests(store, stack, {
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
    activeCaipAddress: (namespace) => getAccount(store.getState(), namespace).caipAddress,
    signWithWallet: requests.signMessageAs,
    openModal: modal.show,
    closeModal: modal.close,
    disconnect: () => connection.disconnect(),
    showToast: toasts.showToast,
    events,
  })

  const { client: embedded, actions: embeddedActions } = lazyEmbeddedActions(
    store,
    adapters.embedded,
    options.features.email,
    {
      storage,
      services,
      connection,
      modal,
      router,
      rpcGate,
      toasts,
      defaultAccountTypes: options.defaultAccountTypes,
      signMessage: (message) => requests.signMessage(message, 'eip155'),
    },
  )
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
    options: parts.directoryOptions,
    chains: () => store.getState().networks.requested.map((network) => network.caipNetworkId),
    connectors: () => store.getState().connection.connectors,
  })
  const pairing = createPairingFront(store, () =>
    import('../walletconnect/actions').then(({ createWalletConnectActions }) =>
      createWalletConnectActions(store, { storage, connect: connection.connect }),
    ),
  )
  const accountName = watchAccountName(store, names, services !== undefined)

  const stops: (() => void)[] = []
  // Parts that hold timers or listeners of their own; a part whose code fails to load (offline, a
  // chunk gone) must not stop the others, nor surface as an unhandled rejection.
  const others = [diagnostics, rpcGate, embedded, accountName]

  return {
    toasts,
    networks,
    requests,
    rpcGate,
    siwx,
    embedded,
    embeddedActions,
    portfolio,
    names,
    send,
    swap,
    onramp,
    switchNetwork,
    payment,
    wallets,
    walletConnect: pairing.actions,
    /** The host's own sends (not the modal's Send, which refreshes itself) refresh the balance too. */
    async sendTransaction(parameters: Parameters<WalletRequests['sendTransaction']>[0]) {
      const hash = await requests.sendTransaction(parameters)
      refreshAfterUnsafe(hash).catch((error) => console.warn('[latch] could not refresh the balance', error))
      return hash
    },
    /** An adapter's failed setup, reported to the services (once per message). */
    providerInitError(error: unknown, namespace: string) {
      diagnostics?.providerInitError(error, { namespace }).catch(() => {})
    },
    /** Begins what follows the client's state, once the client has started. */
    start() {
      // Adapters that pair (WalletConnect) are listened to from now on; the pairing code loads with
      // the first URI one reports or the first pairing.
      if (adapters.pairs) stops.push(pairing.actions.watch(adapters.byNamespace.values()))
      stops.push(watchSiwxAccounts(store, adapters.namespaces, siwx))
      stops.push(closeWhenAccountGone(store, () => modal.close()))
      for (const part of others)
        Promise.resolve(part?.start?.()).catch((error: unknown) =>
          console.warn('[latch] a part did not start', error),
        )
    },
    destroy() {
      for (const stop of stops.splice(0)) stop()
      for (const part of others) part?.destroy()
      wallets.destroy()
      services?.destroy()
    },
  }
}
