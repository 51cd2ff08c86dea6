// Titles of the modal's views, shown in the dialog header.
import type { View } from '@latch/core'

const TITLES: Record<View, string> = {
  Connect: 'Connect Wallet',
  Account: 'Account',
  AllWallets: 'All Wallets',
  ConnectingWalletConnect: 'WalletConnect',
  ConnectingWalletConnectBasic: 'WalletConnect',
  ConnectingExternal: 'Connecting',
  ConnectingSiwe: 'Sign In',
  ConnectingFarcaster: 'Farcaster',
  UnsupportedChain: 'Switch Network',
  SIWXSignMessage: 'Sign In',
  ApproveTransaction: 'Approve Transaction',
  RegisterAccountName: 'Choose Name',
  RegisterAccountNameSuccess: 'Name Registered',
  Networks: 'Choose Network',
  WalletSend: 'Send',
  WalletSendPreview: 'Review Send',
  WalletReceive: 'Receive',
  EmailVerifyOtp: 'Enter Code',
  EmailVerifyDevice: 'Approve Device',
  UpdateEmail: 'Change Email',
  UpdateEmailOtp: 'Confirm Email',
  EmbeddedRecovery: 'Recovery Key',
  ConnectingSocial: 'Social Login',
  OnRampBuy: 'Buy',
  OnRampProgress: 'Buying',
  Swap: 'Swap',
  SwapSelectToken: 'Select Token',
  SwapPreview: 'Review Swap',
  Pay: 'Pay',
}

export function viewTitle(view: View): string {
  return TITLES[view] ?? 'Latch'
}
