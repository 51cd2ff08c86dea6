// The client a host app or a binding holds: the store, each slice's actions, and the few calls a
// host makes directly. Built by `createLatch` (client/createLatch.ts).
import type { CaipNetwork, CaipNetworkId } from '../adapter/types'
import type { AccountTab } from '../connection/accounts'
import type { ConnectionActions } from '../connection/actions'
import type { LatchEventListener } from '../connection/events'
import type { WalletRequests } from '../connection/requests'
import type { EmbeddedClient } from '../embedded/lazy'
import type { LocaleActions } from '../locale/actions'
import type { ModalActions } from '../modal/actions'
import type { NameActions } from '../names/actions'
import type { NetworkActions } from '../networks/actions'
import type { OnRampActions } from '../onramp/actions'
import type { ResolvedOptions } from '../options/options'
import type { ConnectMethod, ConnectorGroup, WalletFeature } from '../orders/rules'
import type { PayActions } from '../pay/actions'
import type { PortfolioActions } from '../portfolio/actions'
import type { RouterActions } from '../router/actions'
import type { RpcGate } from '../rpc-gate/actions'
import type { SendActions } from '../send/actions'
import type { SiwxActions } from '../siwx/actions'
import type { LatchStorage } from '../storage/storage'
import type { Store } from '../store/store'
import type { SwapActions } from '../swap/actions'
import type { ThemeActions } from '../theme/actions'
import type { ToastActions } from '../toasts/actions'
import type { WalletConnectActions } from '../walletconnect/actions'
import type { WalletDirectoryActions } from '../wallets/actions'
import type { LatchState } from './state'

export interface LatchClient extends ToastActions, ThemeActions, LocaleActions, WalletRequests, PayActions {
  store: Store<LatchState>
  /**
   * The state as a server renders it, where nothing stored in the browser is known: a page
   * rendered on the server hydrates with it, then moves to the store's state (the stored
   * connection restored), so server and client markup agree.
   */
  readonly serverState: LatchState
  options: ResolvedOptions
  storage: LatchStorage
  router: RouterActions
  modal: ModalActions
  rpcGate: RpcGate
  siwx: SiwxActions
  /** Balances, NFTs and activity of the connected account, from the services server. */
  portfolio: PortfolioActions
  /** Account names: the connected account's name, checks and registration (eip155 only). */
  names: NameActions
  /** Buy crypto: the form, its quote, the order at the provider and its progress. */
  onramp: OnRampActions
  /** The send form: draft, fee estimate, and the wallet request. */
  send: SendActions
  /** Swaps on the active network: tokens, the draft and its quote, approval and the swap. */
  swap: SwapActions
  /** The wallet directory of the services server: featured, recommended, pages and search. */
  wallets: WalletDirectoryActions
  /** The embedded (email) wallet: email login and update, the frame in ApproveTransaction. */
  embedded: EmbeddedClient
  /** WalletConnect pairing: the URI to show, its expiry, and the attempt's outcome. */
  walletConnect: WalletConnectActions
  /** Browser-only setup: adapter discovery, event wiring, then reconnect. Safe to call twice. */
  start(): Promise<void>
  /** Opens the modal by the opening rules; the same as `modal.open`. */
  open: ModalActions['open']
  close: ModalActions['close']
  connect: ConnectionActions['connect']
  reconnect: ConnectionActions['reconnect']
  disconnect: ConnectionActions['disconnect']
  isConnected: ConnectionActions['isConnected']
  /**
   * Fetches what the client's actions run on (wallet requests, switching, sign-in, the embedded
   * wallet, the services' checks and analytics) ahead of its first use, and starts those checks:
   * the buttons call it once the visitor first acts on Latch, before that nothing is fetched from
   * the services. Resolves once it is there; never rejects (a failed load is tried again later).
   */
  prepare(): Promise<void>
  /**
   * Fetches the code that makes connections ahead of the first one; the modal calls it once open
   * and idle. For a host's own connect screen, call it when that screen shows.
   */
  prepareConnect: ConnectionActions['prepare']
  refreshBalance: ConnectionActions['refreshBalance']
  /** Switches network, moving the connection along when the namespace changes. */
  switchNetwork(target: CaipNetwork | CaipNetworkId): Promise<void>
  addNetwork: NetworkActions['addNetwork']
  removeNetwork: NetworkActions['removeNetwork']
  getActiveNetwork: NetworkActions['getActiveNetwork']
  resetSendForm(): void
  walletFeatures(): WalletFeature[]
  connectMethods(): ConnectMethod[]
  connectorGroups(): ConnectorGroup[]
  /** The account area's tabs: Activity only when the `history` feature is on. */
  accountTabs(): AccountTab[]
  subscribeEvents(listener: LatchEventListener): () => void
  destroy(): void
}
