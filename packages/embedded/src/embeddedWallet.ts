// `embeddedWallet({ frameUrl })`: the embedded (email) wallet as an adapter the host
// adds to `adapters`, on eip155, with its Solana side as a companion that joins when the host set
// Solana up. This file is all a page pays for up front: an AUTH connector per namespace and calls
// that load the messenger and the adapters (./runtime) on first use, which is a login or the
// reconnect of a stored embedded connection. Nothing touches the page before that.
import {
  type AdapterEvent,
  type AdapterSetupContext,
  type ChainAdapter,
  type EmbeddedTheme,
  type EmbeddedWalletEvent,
  type EmbeddedWalletPort,
  ERRORS,
  LatchError,
} from '@latch/core'
import { alertError, lazyActions, WALLET_CALLS, type WalletCalls } from '@latch/core/internal'
import { EMBEDDED_CONNECTOR_ID, embeddedConnector } from './connector'

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
type Served = 'eip155' | 'solana'
/** The calls that wait for the runtime: the wallet calls, and Solana's fee quote. */
type Calls = WalletCalls & Pick<ChainAdapter, 'estimateFee'>

export function embeddedWallet(
  options: EmbeddedWalletOptions,
): ChainAdapter & { embedded: EmbeddedWalletPort } {
  /** Each namespace's setup, handed to its adapter once the runtime loads. */
  const contexts: Partial<Record<Served, AdapterSetupContext>> = {}
  let projectId = options.projectId
  let enableLogger = options.enableLogger
  /** The newest theme from core; sent once the frame is loaded, never a reason to load it. */
  let theme: EmbeddedTheme | undefined
  let loading: Promise<Runtime> | undefined
  const listeners: Record<Served, Set<(event: AdapterEvent) => void>> = {
    eip155: new Set(),
    solana: new Set(),
  }
  const portListeners = new Set<(event: EmbeddedWalletEvent) => void>()

  function load(): Promise<Runtime> {
    loading ??= import('./runtime').then(
      ({ createEmbeddedRuntime }) => {
        if (!projectId) throw alertError('PROJECT_ID_NOT_CONFIGURED')
        const runtime = createEmbeddedRuntime({
          ...options,
          projectId,
          chainId: contexts.eip155?.networks[0]?.id ?? 1,
          enableLogger: enableLogger ?? false,
        })
        for (const namespace of ['eip155', 'solana'] as const) {
          const context = contexts[namespace]
          if (context) runtime[namespace].setup(context)
          runtime[namespace].on((event) => {
            for (const listener of [...listeners[namespace]]) listener(event)
          })
        }
        if (theme) runtime.embedded.syncTheme(theme)
        runtime.embedded.onEvent((event) => {
          for (const listener of [...portListeners]) listener(event)
        })
        return runtime
      },
      (error: unknown) => {
        loading = undefined
        throw new LatchError('EMAIL_LOGIN_DEPENDENCY', ERRORS.EMAIL_LOGIN_DEPENDENCY, {
          cause: error,
        })
      },
    )
    return loading
  }

  /** The port's steps that talk to the frame, loading it with the first. */
  type Steps = Omit<EmbeddedWalletPort, 'connectorId' | 'onEvent' | 'syncTheme' | 'showFrame'>
  const steps = lazyActions<Steps>(
    () => load().then((runtime) => runtime.embedded),
    [
      'connectEmail',
      'connectDevice',
      'connectOtp',
      'updateEmail',
      'updateEmailPrimaryOtp',
      'updateEmailSecondaryOtp',
      'getUser',
      'smartAccountEnabledNetworks',
      'setPreferredAccountType',
      'socialRedirect',
      'socialRedirectUri',
      'connectSocial',
      'farcasterUri',
      'connectFarcaster',
      'cancelFarcaster',
    ],
  )

  const port: EmbeddedWalletPort = {
    connectorId: EMBEDDED_CONNECTOR_ID,
    ...steps,
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

  /** The wallet on one namespace: its connector now, its calls with the runtime. */
  function served(namespace: Served, calls: readonly (keyof Calls)[]): ChainAdapter {
    return {
      namespace,
      setup(context) {
        contexts[namespace] = context
        projectId ??= context.projectId
        enableLogger ??= context.enableAuthLogger
      },
      getConnectors: () => [embeddedConnector(namespace)],
      ...lazyActions<Calls>(() => load().then((runtime) => runtime[namespace]), calls),
      on(listener) {
        listeners[namespace].add(listener)
        return () => listeners[namespace].delete(listener)
      },
      destroy() {
        listeners[namespace].clear()
      },
    }
  }

  const wallet = served('eip155', WALLET_CALLS)
  return {
    ...wallet,
    embedded: port,
    // Its Solana side joins when the host set Solana up (the registry adds it there).
    companions: [served('solana', [...WALLET_CALLS, 'estimateFee'])],
    destroy() {
      wallet.destroy?.()
      portListeners.clear()
      void loading?.then((runtime) => runtime.destroy()).catch(() => {})
    },
  }
}
