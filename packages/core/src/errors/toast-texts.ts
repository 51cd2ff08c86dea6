// The catalogue's toast texts (spec section 8). Only what loads on demand shows them (balances,
// activity, sign-in, the embedded wallet, sending), so they are a module of their own that loads
// with that code, not with the page; ./codes re-exports them with the rest of the catalogue.

export const TOASTS = {
  TOKEN_BALANCE_UNAVAILABLE: 'Token Balance Unavailable',
  FAILED_TO_FETCH_TRANSACTIONS: 'Failed to fetch transactions',
  AUTH_INIT_FAILED: 'A problem occurred while trying initialize authentication',
  SIGNATURE_DECLINED: 'Signature declined',
  SMART_ACCOUNTS_UNSUPPORTED: 'This application might not support Smart Accounts',
  AUTHENTICATING: 'Authenticating...',
  AMOUNT_AND_RECEIVER_REQUIRED: 'An amount and receiver address are required',
  TOKEN_REQUIRED: 'A token is required',
  UNSUPPORTED_CHAIN: 'Unsupported chain',
} as const

export type ToastText = (typeof TOASTS)[keyof typeof TOASTS]
