import type { AdapterRegistry } from '../adapter/registry'
import type { AdapterSetupContext, CaipNetwork, ChainNamespace } from '../adapter/types'
import type { ConnectionActions } from '../connection/actions'
import type { Store } from '../store/store'
import type { LatchState } from './state'

// The client's start and end: browser-only setup in a fixed order (adapters, their connectors and
// events, the parts with listeners of their own, the runtime's watches once it is there, then
// reconnect), and one stop for all.

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
  /** Whether the page needs the runtime from its start, restore aside (a social login returning). */
  wanted(): boolean
  /** The runtime (./runtime): `start` says the client has started, so its watches may begin. */
  runtime: { load(): Promise<unknown>; start(): void; destroy(): void }
  /** Parts with listeners of their own: they begin before reconnect. */
  others: readonly { start?(): unknown; destroy(): void }[]
}

export function createLifecycle(parts: LifecycleParts): { start(): Promise<void>; destroy(): void } {
  const stops: (() => void)[] = []
  let started: Promise<void> | undefined
  async function run(): Promise<void> {
    const { adapters, connection } = parts
    await adapters.setup(parts.app, parts.setupFailed)
    connection.syncConnectors()
    stops.push(connection.watchAdapters())
    // A part whose code fails to load (offline, a chunk gone) must not stop the others or the
    // reconnect, nor surface as an unhandled rejection.
    for (const part of parts.others)
      Promise.resolve(part.start?.()).catch((error: unknown) =>
        console.warn('[latch] a part did not start', error),
      )
    parts.runtime.start()
    if (parts.wanted())
      parts.runtime.load().catch((error: unknown) => console.warn('[latch] the runtime did not load', error))
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
      for (const part of parts.others) part.destroy()
      parts.runtime.destroy()
      parts.adapters.destroy()
    },
  }
}
