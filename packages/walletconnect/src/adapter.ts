// The WalletConnect ChainAdapters, one per namespace, as a page loads them: the connector, setup's
// values and the listeners. Everything that talks to a wallet (./session, with viem and the sign client
// behind it) loads on the first call that needs it: a visitor pairing, or the reconnect of a
// stored session.

import type {
  AdapterEvent,
  AdapterSetupContext,
  CaipNetwork,
  ChainAdapter,
  ChainNamespace,
  Connector,
} from '@latch/core'
import { lazyActions, WALLET_CALLS, type WalletCalls } from '@latch/core/internal'
import type { IKeyValueStorage } from '@walletconnect/keyvaluestorage'
import type { CoreTypes } from '@walletconnect/types'
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

/**
 * What the shell keeps for the session part: setup's values, the listeners, and the session once
 * made. The session part reads it and fans events out to the listeners; the shell only fills it.
 */
export interface SessionContext {
  /** The namespaces the app made adapters for. */
  readonly namespaces: readonly ChainNamespace[]
  projectId: string | undefined
  metadata: CoreTypes.Metadata | undefined
  /** Each namespace's configured networks, as setup gave them. */
  readonly setupNetworks: Partial<Record<ChainNamespace, CaipNetwork[]>>
  /** The services setup received: eip155 balances are read through their ranked transport. */
  services: AdapterSetupContext['services']
  readonly listeners: Set<{ namespace: ChainNamespace; listener: (event: AdapterEvent) => void }>
  readonly uriListeners: Set<(event: DisplayUriEvent) => void>
  session?: WalletConnectSession
  destroyed: boolean
}

/** The wallet calls of one namespace's adapter, and the fee quote of a send (solana). */
export type SessionCalls = WalletCalls & Required<Pick<ChainAdapter, 'estimateFee'>>

/** The calls the shell loads the session part for. */
const SESSION_CALLS = [...WALLET_CALLS, 'estimateFee'] as const

export interface WalletConnectSession {
  readonly pairing: PairingUri | undefined
  /** The wallet calls of one namespace's adapter. */
  calls(namespace: ChainNamespace): SessionCalls
  destroy(): void
}

/** The eip155 adapter alone: `walletConnectAdapters` with its default namespaces. */
export function walletConnectAdapter(options: WalletConnectAdapterOptions): WalletConnectAdapter {
  return walletConnectAdapters({ ...options, namespaces: ['eip155'] })[0] as WalletConnectAdapter
}

/**
 * One adapter per namespace (give them all to `createLatch`), sharing one client, one pairing and
 * one session: a wallet that grants several namespaces connects on each through one QR code.
 * Name only the namespaces the app has networks for (default eip155 alone).
 */
export function walletConnectAdapters(
  options: WalletConnectAdapterOptions & { namespaces?: readonly ChainNamespace[] },
): WalletConnectAdapter[] {
  const namespaces: ChainNamespace[] = [...new Set(options.namespaces ?? ['eip155' as const])]
  // What the client passes at setup fills in what the options left out.
  const context: SessionContext = {
    namespaces,
    projectId: options.projectId,
    metadata: options.metadata,
    setupNetworks: {},
    services: undefined,
    listeners: new Set(),
    uriListeners: new Set(),
    destroyed: false,
  }
  return namespaces.map((namespace, index) => ({
    namespace,

    get pairing() {
      return context.session?.pairing
    },

    setup(setupContext) {
      context.setupNetworks[namespace] = setupContext.networks.filter((n) => n.chainNamespace === namespace)
      context.projectId ??= setupContext.projectId
      context.metadata ??= setupContext.metadata
      context.services = setupContext.services
    },

    getConnectors: () => [{ ...WALLET_CONNECT_CONNECTOR, chain: namespace }],
    // Each wallet call loads the session part first.
    ...lazyActions<SessionCalls>(
      () => import('./session').then(({ openSession }) => openSession(options, context).calls(namespace)),
      SESSION_CALLS,
    ),

    on(listener) {
      const entry = { namespace, listener }
      context.listeners.add(entry)
      return () => context.listeners.delete(entry)
    },

    // One pairing serves every namespace: the first adapter reports its URIs.
    onDisplayUri(listener) {
      if (index > 0) return () => {}
      context.uriListeners.add(listener)
      return () => context.uriListeners.delete(listener)
    },

    // The adapters share one session: destroying one (core destroys all together) ends it.
    destroy() {
      context.destroyed = true
      context.session?.destroy()
      context.listeners.clear()
      context.uriListeners.clear()
    },
  }))
}
