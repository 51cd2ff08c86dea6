// The modal has no URL routes: it keeps a stack of these views (spec section 2).
export const VIEWS = [
  'Connect',
  'Account',
  'AllWallets',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ConnectingExternal',
  'ConnectingSiwe',
  'ConnectingFarcaster',
  'UnsupportedChain',
  'SIWXSignMessage',
  'ApproveTransaction',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  // Beyond the spec's thirteen named views: the account's feature screens need routes of their own.
  'Networks',
  'WalletSend',
  'WalletSendPreview',
  'WalletReceive',
  // The email login and update of the embedded wallet.
  'EmailVerifyOtp',
  'EmailVerifyDevice',
  'UpdateEmail',
  'UpdateEmailOtp',
  // A social login waiting on its provider's popup.
  'ConnectingSocial',
  // The embedded wallet's recovery key: saved once when the wallet is made, entered on a new device.
  'EmbeddedRecovery',
  // Buy crypto: the form, then the order's progress while the provider's window is open.
  'OnRampBuy',
  'OnRampProgress',
  // Swap: the form, its token picker and the review before the wallet steps.
  'Swap',
  'SwapSelectToken',
  'SwapPreview',
  // Pay (features.pay): one payment a host asked for, reviewed and sent.
  'Pay',
] as const

export type View = (typeof VIEWS)[number]

export function isView(value: unknown): value is View {
  return typeof value === 'string' && (VIEWS as readonly string[]).includes(value)
}
