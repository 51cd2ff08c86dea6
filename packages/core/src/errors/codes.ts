// The error catalogue of the spec (section 8): every user-facing text lives here once, so views,
// adapters and clients never spell a message themselves.

export type AlertCode =
  | 'SWITCH_NETWORK_NOT_FOUND'
  | 'INVALID_APP_CONFIGURATION'
  | 'IFRAME_LOAD_FAILED'
  | 'IFRAME_REQUEST_TIMEOUT'
  | 'UNVERIFIED_DOMAIN'
  | 'JWT_TOKEN_NOT_VALID'
  | 'INVALID_PROJECT_ID'
  | 'PROJECT_ID_NOT_CONFIGURED'
  | 'RPC_METHOD_NOT_ALLOWED'

export interface Alert {
  shortMessage: string
  longMessage: string
}

export const ALERTS: Record<AlertCode, Alert> = {
  SWITCH_NETWORK_NOT_FOUND: {
    shortMessage: 'Network Not Found',
    longMessage: 'The requested network is not in the list of networks configured for this app.',
  },
  INVALID_APP_CONFIGURATION: {
    shortMessage: 'Invalid App Configuration',
    longMessage: 'This origin is not on the allowlist of the project. Add it to the allowed origins.',
  },
  IFRAME_LOAD_FAILED: {
    shortMessage: 'Network Error - Could not load embedded wallet',
    longMessage: 'The embedded wallet did not load in time. Check the network connection and try again.',
  },
  IFRAME_REQUEST_TIMEOUT: {
    shortMessage: 'Embedded Wallet Request Timed Out',
    longMessage: 'The embedded wallet did not answer in time. Try again.',
  },
  UNVERIFIED_DOMAIN: {
    shortMessage: 'Invalid App Configuration',
    longMessage: 'This domain is not allowed for the project. Add it to the allowed origins.',
  },
  JWT_TOKEN_NOT_VALID: {
    shortMessage: 'Session Expired',
    longMessage:
      'The session token is not valid yet or has expired. Check the device clock and sign in again.',
  },
  INVALID_PROJECT_ID: {
    shortMessage: 'Invalid App Configuration',
    longMessage: 'The project id is not valid. Check the project id passed to Latch.',
  },
  PROJECT_ID_NOT_CONFIGURED: {
    shortMessage: 'Project ID Not Configured',
    longMessage: 'A project id is required. Pass projectId in the options.',
  },
  RPC_METHOD_NOT_ALLOWED: {
    shortMessage: 'Requested RPC call is not allowed',
    longMessage: 'Action not allowed',
  },
}

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

export const ERRORS = {
  GAS_PRICE_NETWORK_UNSUPPORTED: 'Network not supported for Gas Price',
  SWAPS_NETWORK_UNSUPPORTED: 'Network not supported for Swaps',
  NETWORK_NOT_FOUND: 'Network not found',
  ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND: 'Address or auth connector not found',
  RESOLVE_NAME_FAILED: 'Error resolving name',
  NAME_SUGGESTIONS_FAILED: 'Error fetching name suggestions',
  NAMES_FOR_ADDRESS_FAILED: 'Error fetching names for address',
  REGISTER_NAME_FAILED: (name: string) => `Error registering name ${name}`,
  SIWX_NOT_ENABLED: 'SIWX is not enabled',
  NO_ACTIVE_CAIP_ADDRESS: 'No ActiveCaipAddress found',
  DISCONNECT_FAILED: 'Failed to disconnect',
  HTTP_STATUS: (status: number) => `HTTP status code: ${status}`,
  FRAME_ERROR_DEFAULT: 'An error occurred.',
  RPC_REQUEST_ABORTED: 'Request was aborted',
  SOMETHING_WENT_WRONG: 'Something went wrong',
  EMAIL_LOGIN_DEPENDENCY: 'Unable to load email login dependency',
  FRAME_IFRAME_NOT_SET: 'W3mFrame: iframe is not set',
  FRAME_PARENT_NOT_SET: 'W3mFrame: parent is not set',
  CHAIN_NOT_SUPPORTED: 'Chain is not supported',
  WALLETCONNECT_CONNECTOR_NOT_FOUND: 'WalletConnectConnector not found',
  ADAPTER_NOT_FOUND: 'Adapter not found',
  ADAPTER_FOR_NAMESPACE_MISSING: (namespace: string) => `Adapter for namespace ${namespace} doesn't exist`,
  CAIP_NETWORK_UNDEFINED: 'CaipNetwork is undefined',
  CAIP_NETWORK_OR_ADDRESS_UNDEFINED: 'CaipNetwork or CaipAddress is undefined',
  SIGN_MESSAGE_PROVIDER_UNDEFINED: 'UniversalAdapter:signMessage - provider is undefined',
  FORM_REQUIRED: 'Required',
  FORM_INVALID: 'Invalid input',
  SIWE_AND_SIWX_BOTH_SET: 'Cannot set both `siweConfig` and `siwx` options.',
  INVALID_CHAIN_ID: 'Invalid chainId',
  EMAIL_COOLDOWN: (secondsLeft: number) => `Please try again after ${secondsLeft} seconds`,
  // Connection-layer errors.
  CHAIN_NOT_CONFIGURED: 'Chain not configured',
  CONNECTOR_ALREADY_CONNECTED: 'Connector already connected',
  CONNECTOR_NOT_CONNECTED: 'Connector not connected',
  CONNECTOR_ACCOUNT_NOT_FOUND: (connectorId: string) => `Account not found for connector ${connectorId}`,
  CHAIN_MISMATCH: (expected: string | number, actual: string | number) =>
    `Chain mismatch: expected ${expected}, got ${actual}`,
  CONNECTOR_UNAVAILABLE_RECONNECTING: 'Connector unavailable while reconnecting',
} as const

/** Codes core raises beyond the spec's catalogue: bad options or input, transport and RPC failures. */
export type OtherErrorCode =
  | 'ABORTED'
  | 'CONNECTOR_NOT_FOUND'
  | 'DIVISION_BY_ZERO'
  | 'INVALID_ADDRESS'
  | 'INVALID_AMOUNT'
  | 'INVALID_CUSTOM_WALLETS'
  | 'INVALID_DECIMAL_PLACES'
  | 'INVALID_DECIMALS'
  | 'INVALID_EXPONENT'
  | 'INVALID_NUMBER'
  | 'INVALID_PRECISION'
  | 'INVALID_RESPONSE'
  | 'INVALID_ROUNDING_MODE'
  | 'INVALID_SERVICES_URL'
  | 'INVALID_WALLET_IDS'
  | 'NETWORK_ERROR'
  | 'NETWORKS_REQUIRED'
  | 'NO_RPC_URL'
  | 'NO_RPC_URLS'
  | 'RPC_ABORTED'
  | 'RPC_ALL_FAILED'
  | 'RPC_ERROR'
  | 'RPC_INVALID_RESPONSE'
  | 'RPC_TIMEOUT'
  | 'SEND_INVALID'
  | 'SEND_UNSUPPORTED'
  | 'SERVICES_NOT_CONFIGURED'
  | 'SWAP_NETWORK_UNSUPPORTED'

/** Every code a LatchError may carry: the catalogue's alerts, toasts and errors, and the others. */
export type LatchErrorCode = AlertCode | keyof typeof TOASTS | keyof typeof ERRORS | OtherErrorCode
