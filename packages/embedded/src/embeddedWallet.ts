// `embeddedWallet({ frameUrl })`: the embedded (email) wallet as an adapter the host
// adds to `adapters`, on eip155, with its Solana side as a companion that joins when the host set
// Solana up. This file is all a page pays for up front: an AUTH connector per namespace and calls
// that load the messenger and the adapters (./runtime) on first use, which is a login or the
// reconnect of a stored embedded connection. Nothing touches the page before that.
import type {
  AdapterEvent,
  AdapterSetupContext,
  ChainAdapter,
  EmbeddedTheme,
  EmbeddedWalletEvent,
  EmbeddedWalletPort,
} from '@latch/core'
import { ERRORS, LatchError } from '@latch/core'
import {
  type LazyValue,
  lazyActions,
  runtimeSlice,
  WALLET_CALLS,
  type WalletCalls,
} from '@latch/core/internal'
import { EMBEDDED_CONNECTOR_ID, embeddedConnector } from './connector'
import type { EmbeddedRuntime } from './runtime'

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

export type Served = 'eip155' | 'solana'
/** The calls that wait for the runtime: the wallet calls, and Solana's fee quote. */
type Calls = WalletCalls & Pick<ChainAdapter, 'estimateFee'>

/**
 * What the shell keeps for the runtime: setup's values, the listeners and the newest theme. The
 * runtime reads it when it loads and fans its events out to the listeners; the shell only fills it.
 */
export interface EmbeddedShell {
  readonly options: EmbeddedWalletOptions
  /** Each namespace's setup, handed to its adapter once the runtime loads. */
  readonly contexts: Partial<Record<Served, AdapterSetupContext>>
  projectId: string | undefined
  enableLogger: boolean | undefined
  /** The newest theme from core; sent once the frame is loaded, never a reason to load it. */
  theme: EmbeddedTheme | undefined
  readonly listeners: Record<Served, Set<(event: AdapterEvent) => void>>
  readonly portListeners: Set<(event: EmbeddedWalletEvent) => void>
}

export function embeddedWallet(
  options: EmbeddedWalletOptions,
): ChainAdapter & { embedded: EmbeddedWalletPort } {
  const shell: EmbeddedShell = {
    options,
    contexts: {},
    projectId: options.projectId,
    enableLogger: options.enableLogger,
    theme: undefined,
    listeners: { eip155: new Set(), solana: new Set() },
    portListeners: new Set(),
  }
  let loading: Promise<EmbeddedRuntime> | undefined
  let loaded: EmbeddedRuntime | undefined

  function load(): Promise<EmbeddedRuntime> {
    loading ??= import('./runtime').then(
      ({ startEmbeddedRuntime }) => {
        loaded = startEmbeddedRuntime(shell)
        return loaded
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
  const runtime: LazyValue<EmbeddedRuntime> = { get: () => loaded, load }

  // The port's steps that talk to the frame go to the runtime's port, loading it with the first.
  const port = runtimeSlice<EmbeddedRuntime, EmbeddedWalletPort>(runtime, (made) => made.embedded, {
    connectorId: EMBEDDED_CONNECTOR_ID,
    onEvent(listener) {
      shell.portListeners.add(listener)
      return () => shell.portListeners.delete(listener)
    },
    syncTheme(next) {
      shell.theme = next
      void loading?.then((made) => made.embedded.syncTheme(next)).catch(() => {})
    },
    showFrame(anchor) {
      let hide: (() => void) | undefined
      let hidden = false
      void load().then((made) => {
        if (!hidden) hide = made.embedded.showFrame(anchor)
      })
      return () => {
        hidden = true
        hide?.()
      }
    },
  })

  /** The wallet on one namespace: its connector now, its calls with the runtime. */
  function served(namespace: Served, calls: readonly (keyof Calls)[]): ChainAdapter {
    return {
      namespace,
      setup(context) {
        shell.contexts[namespace] = context
        shell.projectId ??= context.projectId
        shell.enableLogger ??= context.enableAuthLogger
      },
      getConnectors: () => [embeddedConnector(namespace)],
      ...lazyActions<Calls>(() => load().then((made) => made[namespace]), calls),
      on(listener) {
        shell.listeners[namespace].add(listener)
        return () => shell.listeners[namespace].delete(listener)
      },
      destroy() {
        shell.listeners[namespace].clear()
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
      shell.portListeners.clear()
      void loading?.then((made) => made.destroy()).catch(() => {})
    },
  }
}
