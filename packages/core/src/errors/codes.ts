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
  /** A new device whose user gave up entering the recovery key: it cannot sign, so it is not kept connected. */
  RECOVERY_KEY_REQUIRED: 'This device needs your recovery key to use your wallet.',
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
  CONNECTOR_NOT_FOUND: (connectorId: string) => `Connector not found: ${connectorId}`,
  // Beyond the spec's list: options, numbers, sending, reading the chain.
  NETWORKS_REQUIRED: 'At least one network is required in `networks`',
  INVALID_SERVICES_URL: (value: string) => `Invalid servicesUrl: expected an http(s) URL, got "${value}"`,
  SERVICES_NOT_CONFIGURED: 'Names need the services server (`servicesUrl`)',
  INVALID_WALLET_IDS: (option: string) => `${option} must be an array of wallet id strings`,
  INVALID_CUSTOM_WALLETS: 'customWallets must be an array',
  INVALID_CUSTOM_WALLET: (index: number) => `customWallets[${index}] needs a string id and name`,
  INVALID_NUMBER: 'Invalid number',
  INVALID_DECIMALS: (decimals: string) => `Invalid decimals: ${decimals} (expected an integer 0-255)`,
  INVALID_DECIMAL_PLACES: (allowed: number, got: number) =>
    `Invalid decimal places: at most ${allowed} allowed, got ${got}`,
  INVALID_TOKEN_DECIMALS: (decimals: string) => `Invalid token decimals: ${decimals}`,
  FEES_EIP155_ONLY: 'Network fees are estimated on eip155 networks only',
  TRANSACTION_DECLINED: 'Transaction declined in the wallet',
  TRANSACTION_NOT_SENT: 'The transaction could not be sent',
  NO_RPC_URL: (network: string) => `Network ${network} has no RPC URL to read from`,
  NO_RPC_URLS: 'Fallback transport needs at least one RPC URL',
  RPC_UNREADABLE: (what: string) => `The network returned an unreadable ${what}`,
  RPC_INVALID_RESPONSE: (url: string) => `Invalid JSON-RPC response from ${url}`,
  RPC_ERROR: 'RPC error',
  RPC_TIMEOUT: (timeoutMs: number | undefined, url: string) =>
    `RPC request timed out after ${timeoutMs} ms: ${url}`,
  RPC_FAILED: (url: string) => `RPC request failed: ${url}`,
  RPC_ALL_FAILED: (endpoints: number, method: string) =>
    `All ${endpoints} RPC endpoints failed for ${method}`,
  // Raised by the chain adapters (as AdapterError), the same text in each.
  NOT_AN_EVM_ADDRESS: (address: string) => `Not an EVM address: ${address}`,
  NO_BALANCE_RPC_URL: (network: string) => `Network ${network} has no RPC URL to read balances from`,
  BALANCE_HTTP_FAILED: (network: string, status: number) =>
    `Balance request to ${network} failed: HTTP ${status}`,
  BALANCE_UNREADABLE: (network: string) => `Balance request to ${network} returned an unreadable result`,
  TRANSACTION_DATA_NOT_HEX: 'Transaction data must be 0x-prefixed hex bytes',
  WALLET_INVALID_TRANSACTION_HASH: 'The wallet returned an invalid transaction hash',
  WALLET_INVALID_SIGNATURE: 'The wallet returned an invalid signature',
  SIWE_ETHEREUM_ONLY: 'Sign-In With Ethereum signs in Ethereum accounts only',
  SIWE_VERIFY_FAILED: 'The sign-in signature was not accepted',
  WALLET_DECLINED_CONNECTION: 'The wallet declined the connection',
  WALLET_DID_NOT_APPROVE: 'The wallet did not approve the connection',
} as const

/** Codes core raises beyond the spec's catalogue: bad options or input, transport and RPC failures. */
export type OtherErrorCode =
  | 'ABORTED'
  | 'DIVISION_BY_ZERO'
  | 'INVALID_ADDRESS'
  | 'INVALID_AMOUNT'
  | 'INVALID_EXPONENT'
  | 'INVALID_PRECISION'
  | 'INVALID_RESPONSE'
  | 'INVALID_ROUNDING_MODE'
  | 'NETWORK_ERROR'
  | 'PAY_CANCELLED'
  | 'PAY_DISABLED'
  | 'PAY_INVALID'
  | 'RPC_ABORTED'
  | 'SEND_INVALID'
  | 'SEND_CALLS_INVALID'
  | 'SMART_SESSIONS_DISABLED'
  | 'SEND_UNSUPPORTED'
  | 'SWAP_INVALID'
  | 'SWAP_NETWORK_UNSUPPORTED'
  | 'SWAP_NO_QUOTE'
  | 'WALLET_LINK_REFUSED'

/** Every code a LatchError may carry: the catalogue's alerts, toasts and errors, and the others. */
export type LatchErrorCode = AlertCode | keyof typeof TOASTS | keyof typeof ERRORS | OtherErrorCode
