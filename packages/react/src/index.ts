/// <reference path="./stylesheets.d.ts" />
// Public API of @latch/react. First-load weight matters: this entry holds only the provider,
// the buttons and the hooks; the modal, its styles and views load on first open.
export type { ConnectButtonProps } from './buttons/ConnectButton'
export { ConnectButton } from './buttons/ConnectButton'
export type { NetworkButtonProps } from './buttons/NetworkButton'
export { NetworkButton } from './buttons/NetworkButton'
export type {
  ConnectButtonAccount,
  ConnectButtonNetwork,
  ConnectButtonRenderProps,
} from './buttons/useConnectButton'
export type { UseAccountReturnType } from './hooks/useAccount'
export { useAccount } from './hooks/useAccount'
export type { UseDisconnectReturnType } from './hooks/useDisconnect'
export { useDisconnect } from './hooks/useDisconnect'
export type { UseLatchReturnType } from './hooks/useLatch'
export { useLatch } from './hooks/useLatch'
export { useLatchClient } from './hooks/useLatchClient'
export type { LatchEventRecord } from './hooks/useLatchEvents'
export { useLatchEvents } from './hooks/useLatchEvents'
export { useLatchState } from './hooks/useLatchState'
export type { UseNetworkReturnType } from './hooks/useNetwork'
export { useNetwork } from './hooks/useNetwork'
export type { UseWalletInfoReturnType, WalletInfo } from './hooks/useWalletInfo'
export { useWalletInfo } from './hooks/useWalletInfo'
export type { LatchConfig, LatchProviderOptions, LatchProviderProps } from './provider/LatchProvider'
export { LatchProvider } from './provider/LatchProvider'
