// The shape of the one store: one key per slice.
import type { AccountsState, ConnectionState } from '../connection/connection'
import type { ModalState } from '../modal/modal'
import type { NamesState } from '../names/state'
import type { NetworksState } from '../networks/networks'
import type { ResolvedOptions } from '../options/options'
import type { PortfolioState } from '../portfolio/types'
import type { RouterState } from '../router/router'
import type { TransactionsState } from '../rpc-gate/gate'
import type { SiwxState } from '../siwx/siwx'
import type { ThemeState } from '../theme/theme'
import type { AlertState, ToastState } from '../toasts/toasts'
import type { WalletConnectState } from '../walletconnect/state'
import type { WalletDirectoryState } from '../wallets/directory'
import type { SendFormState } from './send-form'

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
  transactions: TransactionsState
  siwx: SiwxState
  send: SendFormState
  portfolio: PortfolioState
  wallets: WalletDirectoryState
  walletConnect: WalletConnectState
  names: NamesState
}
