// Titles of the modal's views, shown in the dialog header.
import type { View } from '@latch/core'
import type { MessageKey } from '../i18n/messages'

const TITLES: Record<View, MessageKey> = {
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

/** The English title, which is also its message key: the modal shows it translated. */
export function viewTitle(view: View): MessageKey {
  return TITLES[view] ?? 'Latch'
}
