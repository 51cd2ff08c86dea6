// Every view but Connect is its own chunk, fetched when the visitor is about to reach it (./reach)
// or when the modal shows it, never all at once. Connect, the view most opens start on, ships
// inside the modal chunk (./viewChunks). This registry ships there too, so the page pays nothing
// for it before the first open, and every view chunk is only ever loaded after the modal chunk:
// the bundler can then keep the code they share with the modal (rows, icons) in the modal chunk.
import type { View } from '@latch/core'
import type { ComponentType } from 'react'
import { type Chunk, chunk } from './chunk'

/**
 * The other views' titles and shared styles arrive beside the first of them (a small chunk
 * fetched in parallel), so the modal chunk carries Connect's alone.
 */
export const viewExtras = chunk(() => import('./viewExtras'))

const view = (loader: () => Promise<{ default: ComponentType }>) =>
  chunk(() => Promise.all([loader(), viewExtras.load()]).then(([m]) => m.default))

/** Every view but Connect. */
export type LazyView = Exclude<View, 'Connect'>

/** One chunk per view: a view added to core's router without one here does not compile. */
export const LAZY_VIEWS: Record<LazyView, Chunk<ComponentType>> = {
  ConnectingExternal: view(() => import('../views/ConnectingExternal/ConnectingExternal')),
  Account: view(() => import('../views/Account/Account')),
  Networks: view(() => import('../views/Networks/Networks')),
  WalletSend: view(() => import('../views/WalletSend/WalletSend')),
  WalletSendPreview: view(() => import('../views/WalletSendPreview/WalletSendPreview')),
  WalletReceive: view(() => import('../views/WalletReceive/WalletReceive')),
  UnsupportedChain: view(() => import('../views/UnsupportedChain/UnsupportedChain')),
  AllWallets: view(() => import('../views/AllWallets/AllWallets')),
  ConnectingWalletConnect: view(() => import('../views/ConnectingWalletConnect/ConnectingWalletConnect')),
  ConnectingWalletConnectBasic: view(
    () => import('../views/ConnectingWalletConnectBasic/ConnectingWalletConnectBasic'),
  ),
  SIWXSignMessage: view(() => import('../views/SIWXSignMessage/SIWXSignMessage')),
  // Sign-In With Ethereum runs the same flow, so it shows the same prompt.
  ConnectingSiwe: view(() => import('../views/SIWXSignMessage/SIWXSignMessage')),
  RegisterAccountName: view(() => import('../views/RegisterAccountName/RegisterAccountName')),
  EmailVerifyOtp: view(() => import('../views/EmailVerifyOtp/EmailVerifyOtp')),
  EmailVerifyDevice: view(() => import('../views/EmailVerifyDevice/EmailVerifyDevice')),
  UpdateEmail: view(() => import('../views/UpdateEmail/UpdateEmail')),
  UpdateEmailOtp: view(() => import('../views/UpdateEmailOtp/UpdateEmailOtp')),
  ApproveTransaction: view(() => import('../views/ApproveTransaction/ApproveTransaction')),
  EmbeddedRecovery: view(() => import('../views/EmbeddedRecovery/EmbeddedRecovery')),
  ConnectingSocial: view(() => import('../views/ConnectingSocial/ConnectingSocial')),
  ConnectingFarcaster: view(() => import('../views/ConnectingFarcaster/ConnectingFarcaster')),
  RegisterAccountNameSuccess: view(
    () => import('../views/RegisterAccountNameSuccess/RegisterAccountNameSuccess'),
  ),
  OnRampBuy: view(() => import('../views/OnRampBuy/OnRampBuy')),
  OnRampProgress: view(() => import('../views/OnRampProgress/OnRampProgress')),
  Swap: view(() => import('../views/Swap/Swap')),
  SwapSelectToken: view(() => import('../views/SwapSelectToken/SwapSelectToken')),
  SwapPreview: view(() => import('../views/SwapPreview/SwapPreview')),
  Pay: view(() => import('../views/Pay/Pay')),
}
