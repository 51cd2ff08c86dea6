// The shape of the one store, one key per slice, and its first value.
import type { ChainNamespace } from '../adapter/types'
import { readRecentWallets } from '../connection/recent-wallets'
import { restoredAccounts } from '../connection/remembered-address'
import { type AccountsState, type ConnectionState, initialConnectionState } from '../connection/state'
import { type EmbeddedState, initialEmbeddedState } from '../embedded/state'
import { localePreference } from '../locale/actions'
import { initialModalState, type ModalState } from '../modal/state'
import { initialNamesState, type NamesState } from '../names/state'
import { initialNetworksState, type NetworksState, readStoredNetworkId } from '../networks/state'
import type { OnRampState } from '../onramp/state'
import type { ResolvedOptions } from '../options/options'
import type { PayState } from '../pay/state'
import { initialPortfolioState, type PortfolioState } from '../portfolio/state'
import { initialRouterState, type RouterState } from '../router/state'
import { initialTransactionsState, type TransactionsState } from '../rpc-gate/state'
import { initialSendFormState, type SendFormState } from '../send/state'
import { initialSiwxState, type SiwxState } from '../siwx/state'
import type { LatchStorage } from '../storage/storage'
import type { SwapState } from '../swap/state'
import { initialThemeState, type ThemeState } from '../theme/state'
import { type AlertState, initialAlertState, initialToastState, type ToastState } from '../toasts/state'
import { initialWalletConnectState, type WalletConnectState } from '../walletconnect/state'
import type { ResolvedWalletDirectoryOptions } from '../wallets/options'
import { initialWalletDirectoryState, type WalletDirectoryState } from '../wallets/state'

export interface LatchState {
  options: ResolvedOptions
  router: RouterState
  modal: ModalState
  connection: ConnectionState
  accounts: AccountsState
  networks: NetworksState
  toast: ToastState
  alert: AlertState
  theme: ThemeState
  /**
   * The languages asked for, most wanted first: the configured locale, else the browser's once
   * started. The modal's locale is derived from it (getLocale).
   */
  locale: readonly string[]
  transactions: TransactionsState
  siwx: SiwxState
  send: SendFormState
  /** Absent until a swap view first opens (getSwapState reads it). */
  swap?: SwapState
  portfolio: PortfolioState
  wallets: WalletDirectoryState
  walletConnect: WalletConnectState
  names: NamesState
  embedded: EmbeddedState
  /** Absent until the Buy view is first used: nothing of the on-ramp is in the first load. */
  onramp?: OnRampState
  /** Absent until the host first asks for a payment (features.pay). */
  pay?: PayState
}

/** The store's first value: stored status, recent wallets and network read once, everything else empty. */
export function initialLatchState(parameters: {
  options: ResolvedOptions
  storage: LatchStorage
  /** Namespaces with an adapter. */
  namespaces: readonly ChainNamespace[]
  directoryOptions: ResolvedWalletDirectoryOptions
  /** A services server is configured (the wallet directory has one to ask). */
  served: boolean
}): LatchState {
  const { options, storage, namespaces } = parameters
  const knownNamespaces = [...new Set([...namespaces, ...options.networks.map((n) => n.chainNamespace)])]
  const connection = initialConnectionState({
    storage,
    namespaces,
    recentWallets: readRecentWallets(storage),
  })
  return {
    options,
    router: initialRouterState(),
    modal: initialModalState(),
    connection,
    accounts: restoredAccounts(storage, connection),
    networks: initialNetworksState({
      requested: options.networks,
      stored: readStoredNetworkId(storage),
      defaultNetwork: options.defaultNetwork,
      knownNamespaces,
    }),
    toast: initialToastState(),
    alert: initialAlertState(),
    theme: initialThemeState(options.themeMode, options.themeVariables),
    locale: options.locale === undefined ? [] : localePreference(options.locale),
    transactions: initialTransactionsState(),
    siwx: initialSiwxState(),
    send: initialSendFormState(),
    portfolio: initialPortfolioState(),
    wallets: initialWalletDirectoryState(parameters.directoryOptions, parameters.served),
    walletConnect: initialWalletConnectState(),
    names: initialNamesState(),
    embedded: initialEmbeddedState(),
  }
}
