// The catalogue's texts raised only by what loads on demand (connecting and disconnecting, the
// wallet's requests, switching, swap, names, sign-in, the embedded wallet, sending, transports,
// chain adapters' wallet calls). Kept apart from ./error-texts so a page downloads them with the
// code that raises them, not before the first click.

export const GAS_PRICE_NETWORK_UNSUPPORTED = 'Network not supported for Gas Price'
export const SWAPS_NETWORK_UNSUPPORTED = 'Network not supported for Swaps'
export const ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND = 'Address or auth connector not found'
export const NAME_SUGGESTIONS_FAILED = 'Error fetching name suggestions'
export const NAMES_FOR_ADDRESS_FAILED = 'Error fetching names for address'
export const REGISTER_NAME_FAILED = (name: string) => `Error registering name ${name}`
export const SIWX_NOT_ENABLED = 'SIWX is not enabled'
export const NO_ACTIVE_CAIP_ADDRESS = 'No ActiveCaipAddress found'
export const HTTP_STATUS = (status: number) => `HTTP status code: ${status}`
export const FRAME_ERROR_DEFAULT = 'An error occurred.'
export const SOMETHING_WENT_WRONG = 'Something went wrong'
/** A request to the services that never got an answer (offline, the server down or unreachable). */
export const NETWORK_REQUEST_FAILED = 'You may be offline. Check your connection and try again.'
/** A new device whose user gave up entering the recovery key: it cannot sign, so it is not kept connected. */
export const RECOVERY_KEY_REQUIRED = 'This device needs your recovery key to use your wallet.'
export const FRAME_IFRAME_NOT_SET = 'W3mFrame: iframe is not set'
export const FRAME_PARENT_NOT_SET = 'W3mFrame: parent is not set'
export const CHAIN_NOT_SUPPORTED = 'Chain is not supported'
export const WALLETCONNECT_CONNECTOR_NOT_FOUND = 'WalletConnectConnector not found'
export const CAIP_NETWORK_OR_ADDRESS_UNDEFINED = 'CaipNetwork or CaipAddress is undefined'
export const SIGN_MESSAGE_PROVIDER_UNDEFINED = 'UniversalAdapter:signMessage - provider is undefined'
export const FORM_REQUIRED = 'Required'
export const FORM_INVALID = 'Invalid input'
export const INVALID_CHAIN_ID = 'Invalid chainId'
export const EMAIL_COOLDOWN = (secondsLeft: number) => `Please try again after ${secondsLeft} seconds`
export const CHAIN_MISMATCH = (expected: string | number, actual: string | number) =>
  `Chain mismatch: expected ${expected}, got ${actual}`
export const SERVICES_NOT_CONFIGURED = 'Names need the services server (`servicesUrl`)'
export const INVALID_NUMBER = 'Invalid number'
export const INVALID_DECIMALS = (decimals: string) =>
  `Invalid decimals: ${decimals} (expected an integer 0-255)`
export const INVALID_DECIMAL_PLACES = (allowed: number, got: number) =>
  `Invalid decimal places: at most ${allowed} allowed, got ${got}`
export const INVALID_TOKEN_DECIMALS = (decimals: string) => `Invalid token decimals: ${decimals}`
export const TRANSACTION_DECLINED = 'Transaction declined in the wallet'
export const TRANSACTION_NOT_SENT = 'The transaction could not be sent'
export const NO_RPC_URL = (network: string) => `Network ${network} has no RPC URL to read from`
export const NO_RPC_URLS = 'Fallback transport needs at least one RPC URL'
export const RPC_UNREADABLE = (what: string) => `The network returned an unreadable ${what}`
export const RPC_INVALID_RESPONSE = (url: string) => `Invalid JSON-RPC response from ${url}`
export const RPC_ERROR = 'RPC error'
export const RPC_TIMEOUT = (timeoutMs: number | undefined, url: string) =>
  `RPC request timed out after ${timeoutMs} ms: ${url}`
export const RPC_FAILED = (url: string) => `RPC request failed: ${url}`
export const RPC_ALL_FAILED = (endpoints: number, method: string) =>
  `All ${endpoints} RPC endpoints failed for ${method}`
export const NOT_AN_EVM_ADDRESS = (address: string) => `Not an EVM address: ${address}`
export const NO_BALANCE_RPC_URL = (network: string) =>
  `Network ${network} has no RPC URL to read balances from`
export const BALANCE_HTTP_FAILED = (network: string, status: number) =>
  `Balance request to ${network} failed: HTTP ${status}`
export const BALANCE_UNREADABLE = (network: string) =>
  `Balance request to ${network} returned an unreadable result`
export const TRANSACTION_DATA_NOT_HEX = 'Transaction data must be 0x-prefixed hex bytes'
export const WALLET_INVALID_TRANSACTION_HASH = 'The wallet returned an invalid transaction hash'
export const SIWE_ETHEREUM_ONLY = 'Sign-In With Ethereum signs in Ethereum accounts only'
export const SIWE_VERIFY_FAILED = 'The sign-in signature was not accepted'
export const RESOLVE_NAME_FAILED = 'Error resolving name'
export const DISCONNECT_FAILED = 'Failed to disconnect'
export const RPC_REQUEST_ABORTED = 'Request was aborted'
export const CAIP_NETWORK_UNDEFINED = 'CaipNetwork is undefined'
/** A wallet that could not switch, for a reason of its own (told apart, under this). */
export const SWITCH_NETWORK_FAILED = (network: string) => `Could not switch to ${network}`
export const CHAIN_NOT_CONFIGURED = 'Chain not configured'
export const CONNECTOR_ALREADY_CONNECTED = 'Connector already connected'
export const CONNECTOR_NOT_CONNECTED = 'Connector not connected'
export const CONNECTOR_ACCOUNT_NOT_FOUND = (connectorId: string) =>
  `Account not found for connector ${connectorId}`
export const CONNECTOR_UNAVAILABLE_RECONNECTING = 'Connector unavailable while reconnecting'
export const CONNECTOR_NOT_FOUND = (connectorId: string) => `Connector not found: ${connectorId}`
export const FEES_EIP155_ONLY = 'Network fees are estimated on eip155 networks only'
export const WALLET_INVALID_SIGNATURE = 'The wallet returned an invalid signature'
export const WALLET_DECLINED_CONNECTION = 'The wallet declined the connection'
export const WALLET_DID_NOT_APPROVE = 'The wallet did not approve the connection'
