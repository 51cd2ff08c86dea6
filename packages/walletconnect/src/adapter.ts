// The WalletConnect ChainAdapter for eip155, as a page loads it: the connector, the options check
// and the listeners. Everything that talks to a wallet (./session, with viem and the sign client
// behind it) loads on the first call that needs it: a visitor pairing, or the reconnect of a
// stored session.

import type { AdapterEvent, CaipNetwork, ChainAdapter, Connector } from '@latch/core'
import { ALERTS } from '@latch/core'
import { lazyActions, WALLET_CALLS, type WalletCalls } from '@latch/core/internal'
import type { IKeyValueStorage } from '@walletconnect/keyvaluestorage'
import type { CoreTypes } from '@walletconnect/types'
import { WalletConnectAdapterError } from './errors'
import type { PairingUri } from './pairing'

export const WALLET_CONNECT_CONNECTOR: Connector = {
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain: 'eip155',
  // The services server serves WalletConnect's mark under this id (GET /getWalletImage/walletconnect).
  imageId: 'walletconnect',
}

export interface WalletConnectAdapterOptions {
  /** Default: the project id given to `createLatch`, which passes it at setup. */
  projectId?: string
  /** WebSocket URL of the relay, e.g. `ws://127.0.0.1:8555`. */
  relayUrl: string
  /** Default: the app's metadata given to `createLatch`. */
  metadata?: CoreTypes.Metadata
  /** Networks to propose; default: the ones core passes to `setup`. */
  networks?: CaipNetwork[]
  /** The client's telemetry; off unless asked for. */
  telemetry?: boolean
  /** Where sessions persist; default: the client's own (IndexedDB in browsers). Node needs one. */
  storage?: IKeyValueStorage
  /** Log level of the sign client (default 'error'). */
  logLevel?: 'silent' | 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace'
  /** Reuse a pending pairing on a repeated connect; default: on in mobile Safari and Telegram. */
  reusePendingPairing?: boolean
}

export interface DisplayUriEvent {
  type: 'display_uri'
  uri: string
  expiresAt: number
}

export interface WalletConnectAdapter extends ChainAdapter {
  /** Every pairing URI to show as a QR code or deep link, including replacements before expiry. */
  onDisplayUri(listener: (event: DisplayUriEvent) => void): () => void
  /** The URI on show while a connect is pending, for a view that mounts after it was emitted. */
  readonly pairing: PairingUri | undefined
}

/** What the session part shares with the shell: setup's values, the listeners, the checks. */
export interface SessionContext {
  projectId(): string | undefined
  metadata(): CoreTypes.Metadata | undefined
  networks(): CaipNetwork[]
  emit(event: AdapterEvent): void
  emitUri(event: DisplayUriEvent): void
  missingProjectId(): WalletConnectAdapterError
  validProjectId(value: unknown): value is string
}

export type WalletConnectSession = WalletCalls & {
  readonly pairing: PairingUri | undefined
  destroy(): void
}

export function walletConnectAdapter(options: WalletConnectAdapterOptions): WalletConnectAdapter {
  const missingProjectId = () =>
    new WalletConnectAdapterError(
      `${ALERTS.PROJECT_ID_NOT_CONFIGURED.shortMessage}: walletConnectAdapter needs a projectId`,
      { metaMessages: [ALERTS.PROJECT_ID_NOT_CONFIGURED.longMessage] },
    )
  const validProjectId = (value: unknown): value is string => typeof value === 'string' && value.length > 0
  if (options.projectId !== undefined && !validProjectId(options.projectId)) throw missingProjectId()
  // What the client passes at setup fills in what the options left out.
  let projectId = options.projectId
  let metadata = options.metadata
  if (typeof options.relayUrl !== 'string' || !/^wss?:\/\//.test(options.relayUrl)) {
    throw new WalletConnectAdapterError(
      `relayUrl must be a ws:// or wss:// URL, got ${String(options.relayUrl)}`,
    )
  }
  const listeners = new Set<(event: AdapterEvent) => void>()
  const uriListeners = new Set<(event: DisplayUriEvent) => void>()
  let networks: CaipNetwork[] = options.networks ?? []
  let live: WalletConnectSession | undefined
  let loading: Promise<WalletConnectSession> | undefined
  let destroyed = false

  const context: SessionContext = {
    projectId: () => projectId,
    metadata: () => metadata,
    networks: () => networks,
    emit: (event) => {
      for (const listener of [...listeners]) listener(event)
    },
    emitUri: (event) => {
      for (const listener of [...uriListeners]) listener(event)
    },
    missingProjectId,
    validProjectId,
  }

  function session(): Promise<WalletConnectSession> {
    if (destroyed)
      return Promise.reject(new WalletConnectAdapterError('The WalletConnect adapter was destroyed'))
    loading ??= import('./session').then(
      ({ createSession }) => {
        live = createSession(options, context)
        return live
      },
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }

  // Each wallet call loads the session part first.
  const walletCalls = lazyActions<WalletCalls>(session, WALLET_CALLS)

  return {
    namespace: 'eip155',

    get pairing() {
      return live?.pairing
    },

    setup(setupContext) {
      if (!options.networks) networks = setupContext.networks
      projectId ??= setupContext.projectId
      metadata ??= setupContext.metadata
    },

    getConnectors: () => [WALLET_CONNECT_CONNECTOR],
    ...walletCalls,

    on(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },

    onDisplayUri(listener) {
      uriListeners.add(listener)
      return () => uriListeners.delete(listener)
    },

    destroy() {
      destroyed = true
      live?.destroy()
      listeners.clear()
      uriListeners.clear()
    },
  }
}
