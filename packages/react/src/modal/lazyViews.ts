// The registry of the views other than Connect: one chunk per view, fetched when the visitor is
// about to reach it (./reach) or when the modal shows it, never all at once. The registry is a
// chunk itself, fetched through ./viewLoading; Connect, the view most opens start on, ships inside
// the modal chunk (./viewChunks). Every view chunk is only ever loaded after the modal chunk, so the
// bundler can keep the code they share with the modal (rows, icons) in the modal chunk.
import type { View } from '@latch/core'
import type { ComponentType } from 'react'

type Loader = () => Promise<{ default: ComponentType }>

/** Every view but Connect. */
export type LazyView = Exclude<View, 'Connect'>

/** One chunk per view: a view added to core's router without one here does not compile. */
export const LAZY_VIEWS: Record<LazyView, Loader> = {
  ConnectingExternal: () => import('../views/ConnectingExternal/ConnectingExternal'),
  Account: () => import('../views/Account/Account'),
  Networks: () => import('../views/Networks/Networks'),
  WalletSend: () => import('../views/WalletSend/WalletSend'),
  WalletSendPreview: () => import('../views/WalletSendPreview/WalletSendPreview'),
  WalletReceive: () => import('../views/WalletReceive/WalletReceive'),
  UnsupportedChain: () => import('../views/UnsupportedChain/UnsupportedChain'),
  AllWallets: () => import('../views/AllWallets/AllWallets'),
  ConnectingWalletConnect: () => import('../views/ConnectingWalletConnect/ConnectingWalletConnect'),
  ConnectingWalletConnectBasic: () =>
    import('../views/ConnectingWalletConnectBasic/ConnectingWalletConnectBasic'),
  SIWXSignMessage: () => import('../views/SIWXSignMessage/SIWXSignMessage'),
  // Sign-In With Ethereum runs the same flow, so it shows the same prompt.
  ConnectingSiwe: () => import('../views/SIWXSignMessage/SIWXSignMessage'),
  RegisterAccountName: () => import('../views/RegisterAccountName/RegisterAccountName'),
  EmailVerifyOtp: () => import('../views/EmailVerifyOtp/EmailVerifyOtp'),
  EmailVerifyDevice: () => import('../views/EmailVerifyDevice/EmailVerifyDevice'),
  UpdateEmail: () => import('../views/UpdateEmail/UpdateEmail'),
  UpdateEmailOtp: () => import('../views/UpdateEmailOtp/UpdateEmailOtp'),
  ApproveTransaction: () => import('../views/ApproveTransaction/ApproveTransaction'),
  EmbeddedRecovery: () => import('../views/EmbeddedRecovery/EmbeddedRecovery'),
  ConnectingSocial: () => import('../views/ConnectingSocial/ConnectingSocial'),
  ConnectingFarcaster: () => import('../views/ConnectingFarcaster/ConnectingFarcaster'),
  RegisterAccountNameSuccess: () => import('../views/RegisterAccountNameSuccess/RegisterAccountNameSuccess'),
  OnRampBuy: () => import('../views/OnRampBuy/OnRampBuy'),
  OnRampProgress: () => import('../views/OnRampProgress/OnRampProgress'),
  Swap: () => import('../views/Swap/Swap'),
  SwapSelectToken: () => import('../views/SwapSelectToken/SwapSelectToken'),
  SwapPreview: () => import('../views/SwapPreview/SwapPreview'),
  Pay: () => import('../views/Pay/Pay'),
}
