import type { ChainAdapter, ChainNamespace, Connector, DisplayUriEvent } from '../adapter/types'
import type { LatchState } from '../client/state'
import { addRecentWallet, writeRecentWallets } from '../connection/recent-wallet-updates'
import type { RecentWallet } from '../connection/recent-wallets'
import { errorMessage } from '../errors/message'
import type { LatchStorage } from '../storage/storage'
import type { Store } from '../store/store'
import type { DirectoryWallet } from '../wallets/rules'
import {
  isPairingUriExpired,
  PAIRING_EXPIRY_MARGIN_MS,
  PAIRING_LIFETIME_MS,
  PAIRING_REFRESH_GRACE_MS,
} from './rules'
import { initialWalletConnectState, type WalletConnectState } from './state'

export interface WalletConnectActions {
  /** The WalletConnect connector, when an adapter offers one. */
  connector(): Connector | undefined
  /**
   * Pairs through WalletConnect: the URI appears in state as soon as the adapter has it. Resolves
   * true when a wallet connected, false when the attempt was replaced or abandoned; failures land
   * in state. A directory wallet, when given, becomes the recent wallet instead of "WalletConnect".
   */
  connect(wallet?: DirectoryWallet): Promise<boolean>
  /** Asks for a fresh URI (a new attempt replaces the pending one). */
  refresh(): Promise<boolean>
  /** Forgets the outcome of the pending attempt, e.g. when its view closes. */
  abandon(): void
  /** Listens for URIs from every adapter that pairs; returns a function that stops listening. */
  watch(adapters: Iterable<ChainAdapter>): () => void
  /** Shows a URI an adapter reported (what `watch` does with each). */
  show(event: DisplayUriEvent): void
}

export interface WalletConnectDeps {
  storage: LatchStorage
  connect(parameters: { connectorId: string; namespace: ChainNamespace }): Promise<unknown>
  now?: () => number
}

const messageOf = (error: unknown) => errorMessage(error, 'The connection failed')

export function createWalletConnectActions(
  store: Store<Pick<LatchState, 'walletConnect' | 'connection'>>,
  deps: WalletConnectDeps,
): WalletConnectActions {
  const now = deps.now ?? Date.now
  let attempt = 0
  let wallet: DirectoryWallet | undefined
  let expiryTimer: ReturnType<typeof setTimeout> | undefined
  let refreshTimer: ReturnType<typeof setTimeout> | undefined

  const get = () => store.getState().walletConnect
  const set = (patch: Partial<WalletConnectState>) =>
    store.setState({ walletConnect: { ...get(), ...patch } })

  function clearTimers() {
    clearTimeout(expiryTimer)
    clearTimeout(refreshTimer)
  }

  function showUri(event: DisplayUriEvent) {
    if (typeof event?.uri !== 'string' || !event.uri.startsWith('wc:')) return
    const expiresAt = Number.isFinite(event.expiresAt) ? event.expiresAt : now() + PAIRING_LIFETIME_MS
    clearTimers()
    const expired = isPairingUriExpired(expiresAt, now())
    set({ uri: event.uri, expiresAt, status: expired ? 'expired' : 'pairing', error: undefined })
    if (expired) return
    // At the expiry mark the URI stops being offered; if no replacement comes, ask for one.
    expiryTimer = setTimeout(
      () => {
        if (get().uri !== event.uri || get().status !== 'pairing') return
        set({ status: 'expired' })
        refreshTimer = setTimeout(() => {
          if (get().uri === event.uri && get().status === 'expired') void actions.refresh()
        }, PAIRING_REFRESH_GRACE_MS)
      },
      expiresAt - PAIRING_EXPIRY_MARGIN_MS - now(),
    )
  }

  function rememberWallet(connectorId: string, chosen: DirectoryWallet) {
    const entry: RecentWallet = {
      id: chosen.id,
      name: chosen.name,
      ...(chosen.imageUrl ? { imageUrl: chosen.imageUrl } : {}),
    }
    const connection = store.getState().connection
    const recentWallets = addRecentWallet(
      connection.recentWallets.filter((recent) => recent.id !== connectorId),
      entry,
    )
    store.setState({ connection: { ...connection, recentWallets } })
    writeRecentWallets(deps.storage, recentWallets)
  }

  const actions: WalletConnectActions = {
    connector: () => store.getState().connection.connectors.find((c) => c.type === 'WALLET_CONNECT'),

    async connect(chosen) {
      const connector = actions.connector()
      const id = ++attempt
      if (chosen) wallet = chosen
      if (!connector) {
        set({ status: 'error', error: 'WalletConnectConnector not found' })
        return false
      }
      // A URI still valid from an earlier attempt stays on show while the adapter decides.
      const current = get()
      const keep = current.uri && current.expiresAt && !isPairingUriExpired(current.expiresAt, now())
      set(
        keep
          ? { status: 'pairing', error: undefined }
          : { status: 'pairing', uri: undefined, expiresAt: undefined, error: undefined },
      )
      try {
        await deps.connect({ connectorId: connector.id, namespace: connector.chain })
      } catch (error) {
        if (id !== attempt) return false
        clearTimers()
        // The proposal behind the URI is answered: it can never connect, so it is not offered again.
        set({ status: 'error', error: messageOf(error), uri: undefined, expiresAt: undefined })
        return false
      }
      clearTimers()
      set({ status: 'connected', uri: undefined, expiresAt: undefined })
      if (wallet) rememberWallet(connector.id, wallet)
      wallet = undefined
      return id === attempt
    },

    refresh() {
      return actions.connect()
    },

    abandon() {
      attempt++
      wallet = undefined
      clearTimers()
      if (get().status !== 'connected') set(initialWalletConnectState())
    },

    show: showUri,

    watch(adapters) {
      const stops: (() => void)[] = []
      for (const adapter of adapters) {
        if (typeof adapter.onDisplayUri === 'function') stops.push(adapter.onDisplayUri(showUri))
      }
      return () => {
        clearTimers()
        for (const stop of stops) stop()
      }
    },
  }
  return actions
}
