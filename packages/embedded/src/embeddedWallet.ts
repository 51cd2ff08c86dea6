// `embeddedWallet({ frameUrl })`: the embedded (email) wallet as an adapter the host
// adds to `adapters`. This file is all a page pays for up front: one AUTH connector and calls that
// load the messenger and the adapter (./runtime) on first use, which is an email login or the
// reconnect of a stored embedded connection. Nothing touches the page before that.
import {
  type AdapterEvent,
  type AdapterSetupContext,
  ALERTS,
  type CaipNetwork,
  type ChainAdapter,
  type EmbeddedTheme,
  type EmbeddedWalletEvent,
  type EmbeddedWalletPort,
  FEATURE_ERRORS,
  LatchError,
} from '@latch/core'
import { EMBEDDED_CONNECTOR_ID } from './connector'

export interface EmbeddedWalletOptions {
  /** The wallet frame's URL, on its own origin (the services server's `walletFrameUrl`). */
  frameUrl: string
  /** Default: the project id given to `createLatch`, passed at setup. */
  projectId?: string
  /** The frame logs what it drops to the console (default: the host's `enableAuthLogger`). */
  enableLogger?: boolean
  /** The frame's SDK version (default 4). */
  version?: number
}

type Runtime = ReturnType<typeof import('./runtime').createEmbeddedRuntime>

export function embeddedWallet(
  options: EmbeddedWalletOptions,
): ChainAdapter & { embedded: EmbeddedWalletPort } {
  let networks: CaipNetwork[] = []
  let metadata: AdapterSetupContext['metadata']
  let projectId = options.projectId
  let enableLogger = options.enableLogger
  /** The newest theme from core; sent once the frame is loaded, never a reason to load it. */
  let theme: EmbeddedTheme | undefined
  let loading: Promise<Runtime> | undefined
  const adapterListeners = new Set<(event: AdapterEvent) => void>()
  const portListeners = new Set<(event: EmbeddedWalletEvent) => void>()

  function load(): Promise<Runtime> {
    loading ??= import('./runtime').then(
      ({ createEmbeddedRuntime }) => {
        if (!projectId)
          throw new LatchError('PROJECT_ID_NOT_CONFIGURED', ALERTS.PROJECT_ID_NOT_CONFIGURED.shortMessage)
        const runtime = createEmbeddedRuntime({
          ...options,
          projectId,
          chainId: networks[0]?.id ?? 1,
          enableLogger: enableLogger ?? false,
        })
        runtime.setup({ networks, metadata })
        if (theme) runtime.embedded.syncTheme(theme)
        runtime.on((event) => {
          for (const listener of [...adapterListeners]) listener(event)
        })
        runtime.embedded.onEvent((event) => {
          for (const listener of [...portListeners]) listener(event)
        })
        return runtime
      },
      (error: unknown) => {
        loading = undefined
        throw new LatchError('EMAIL_LOGIN_DEPENDENCY', FEATURE_ERRORS.EMAIL_LOGIN_DEPENDENCY, {
          cause: error,
        })
      },
    )
    return loading
  }

  const port: EmbeddedWalletPort = {
    connectorId: EMBEDDED_CONNECTOR_ID,
    connectEmail: async (email) => (await load()).embedded.connectEmail(email),
    connectDevice: async () => (await load()).embedded.connectDevice(),
    connectOtp: async (otp) => (await load()).embedded.connectOtp(otp),
    updateEmail: async (email) => (await load()).embedded.updateEmail(email),
    updateEmailPrimaryOtp: async (otp) => (await load()).embedded.updateEmailPrimaryOtp(otp),
    updateEmailSecondaryOtp: async (otp) => (await load()).embedded.updateEmailSecondaryOtp(otp),
    getUser: async (chainId, preferredAccountType) =>
      (await load()).embedded.getUser(chainId, preferredAccountType),
    smartAccountEnabledNetworks: async () => (await load()).embedded.smartAccountEnabledNetworks(),
    setPreferredAccountType: async (type) => (await load()).embedded.setPreferredAccountType(type),
    socialRedirect: async (provider, popup) => (await load()).embedded.socialRedirect(provider, popup),
    socialRedirectUri: async (provider, returnUrl) =>
      (await load()).embedded.socialRedirectUri(provider, returnUrl),
    connectSocial: async (uri) => (await load()).embedded.connectSocial(uri),
    farcasterUri: async () => (await load()).embedded.farcasterUri(),
    connectFarcaster: async () => (await load()).embedded.connectFarcaster(),
    cancelFarcaster: async () => (await load()).embedded.cancelFarcaster(),
    onEvent(listener) {
      portListeners.add(listener)
      return () => portListeners.delete(listener)
    },
    syncTheme(next) {
      theme = next
      void loading?.then((runtime) => runtime.embedded.syncTheme(next)).catch(() => {})
    },
    showFrame(anchor) {
      let hide: (() => void) | undefined
      let hidden = false
      void load().then((runtime) => {
        if (!hidden) hide = runtime.embedded.showFrame(anchor)
      })
      return () => {
        hidden = true
        hide?.()
      }
    },
  }

  return {
    namespace: 'eip155',
    embedded: port,
    setup(context) {
      networks = context.networks
      metadata = context.metadata
      projectId ??= context.projectId
      enableLogger ??= context.enableAuthLogger
    },
    getConnectors: () => [{ id: EMBEDDED_CONNECTOR_ID, name: 'Email', type: 'AUTH', chain: 'eip155' }],
    connect: async (parameters) => (await load()).connect(parameters),
    reconnect: async (parameters) => (await load()).reconnect(parameters),
    disconnect: async (parameters) => (await load()).disconnect(parameters),
    switchNetwork: async (parameters) => (await load()).switchNetwork(parameters),
    signMessage: async (parameters) => (await load()).signMessage(parameters),
    sendTransaction: async (parameters) => (await load()).sendTransaction(parameters),
    getBalance: async (parameters) => (await load()).getBalance(parameters),
    request: async (connectorId, args) => (await load()).request(connectorId, args),
    on(listener) {
      adapterListeners.add(listener)
      return () => adapterListeners.delete(listener)
    },
    destroy() {
      adapterListeners.clear()
      portListeners.clear()
      void loading?.then((runtime) => runtime.destroy?.()).catch(() => {})
    },
  }
}
