import type { AdapterRegistry } from '../adapter/registry'
import type { AdapterSetupContext, CaipNetwork, ChainNamespace } from '../adapter/types'
import type { ConnectionActions } from '../connection/actions'
import { closeWhenAccountGone } from '../modal/account-gone'
import type { SiwxActions } from '../siwx/actions'
import { watchSiwxAccounts } from '../siwx/watch-accounts'
import type { Store } from '../store/store'
import type { PairingFront } from '../walletconnect/pairing-front'
import type { LatchState } from './state'

// The client's start and end: browser-only setup in a fixed order (adapters, their connectors and
// events, pairing when an adapter pairs, the sign-in and lost-account watches, then reconnect), and
// one stop for all.

export interface LifecycleParts {
  store: Store<LatchState>
  /** What adapters receive at setup: the networks, the project id, the app's metadata, the auth logger switch, the services. */
  app: {
    networks: readonly CaipNetwork[]
    projectId: string | undefined
    metadata: AdapterSetupContext['metadata']
    enableAuthLogger: boolean
    services: AdapterSetupContext['services']
  }
  adapters: AdapterRegistry
  /** An adapter whose setup failed: reported (once per message) while the others carry on. */
  setupFailed(error: unknown, namespace: ChainNamespace): void
  connection: Pick<ConnectionActions, 'syncConnectors' | 'watchAdapters' | 'reconnect'>
  pairing: PairingFront
  siwx: Pick<SiwxActions, 'onConnected'>
  closeModal(): void
  /** Slices that hold timers or listeners of their own; those with `start` begin before reconnect. */
  others: readonly ({ start?(): void | Promise<unknown>; destroy(): void } | undefined)[]
}

export function createLifecycle(parts: LifecycleParts): { start(): Promise<void>; destroy(): void } {
  const stops: (() => void)[] = []
  let started: Promise<void> | undefined
  async function run(): Promise<void> {
    const { adapters, connection, pairing } = parts
    await adapters.setup(parts.app, parts.setupFailed)
    connection.syncConnectors()
    stops.push(connection.watchAdapters())
    // Adapters that pair (WalletConnect) are listened to from start; the pairing code loads with
    // the first URI one reports or the first pairing, not with the page.
    if (adapters.pairs) stops.push(pairing.actions.watch(adapters.byNamespace.values()))
    stops.push(watchSiwxAccounts(parts.store, adapters.namespaces, parts.siwx))
    stops.push(closeWhenAccountGone(parts.store, parts.closeModal))
    // A part whose code fails to load (offline, a chunk gone) must not stop the others or the
    // reconnect, nor surface as an unhandled rejection.
    for (const part of parts.others)
      Promise.resolve(part?.start?.()).catch((error: unknown) =>
        console.warn('[latch] a part did not start', error),
      )
    await connection.reconnect()
  }
  return {
    /** Safe to call twice: the second call gets the first one's promise. */
    start() {
      started ??= run()
      return started
    },
    destroy() {
      for (const stop of stops.splice(0)) stop()
      for (const part of parts.others) part?.destroy()
      parts.adapters.destroy()
    },
  }
}
