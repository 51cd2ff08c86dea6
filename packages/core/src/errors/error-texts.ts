// The catalogue's error texts (spec section 8 and the few core adds), one export each, read as
// `ERRORS.X` through the namespace ./codes re-exports. These are raised by what every page loads
// (options, connecting, networks, the request gate). Texts of features and adapters loaded on
// demand are `FEATURE_ERRORS` (./on-demand-error-texts): a module is bundled whole, so keeping
// them apart keeps them in those features' chunks, out of the page's first load.

export const NETWORK_NOT_FOUND = 'Network not found'
export const RESOLVE_NAME_FAILED = 'Error resolving name'
export const DISCONNECT_FAILED = 'Failed to disconnect'
export const RPC_REQUEST_ABORTED = 'Request was aborted'
export const ADAPTER_NOT_FOUND = 'Adapter not found'
export const ADAPTER_FOR_NAMESPACE_MISSING = (namespace: string) =>
  `Adapter for namespace ${namespace} doesn't exist`
export const CAIP_NETWORK_UNDEFINED = 'CaipNetwork is undefined'
/** A wallet that could not switch, for a reason of its own (told apart, under this). */
export const SWITCH_NETWORK_FAILED = (network: string) => `Could not switch to ${network}`
export const SIWE_AND_SIWX_BOTH_SET = 'Cannot set both `siweConfig` and `siwx` options.'
export const CHAIN_NOT_CONFIGURED = 'Chain not configured'
export const CONNECTOR_ALREADY_CONNECTED = 'Connector already connected'
export const CONNECTOR_NOT_CONNECTED = 'Connector not connected'
export const CONNECTOR_ACCOUNT_NOT_FOUND = (connectorId: string) =>
  `Account not found for connector ${connectorId}`
export const CONNECTOR_UNAVAILABLE_RECONNECTING = 'Connector unavailable while reconnecting'
export const CONNECTOR_NOT_FOUND = (connectorId: string) => `Connector not found: ${connectorId}`
export const NETWORKS_REQUIRED = 'At least one network is required in `networks`'
export const INVALID_URL_OPTION = (option: string, value: string) =>
  `Invalid ${option}: expected an http(s) URL, got "${value}"`
export const INVALID_WALLET_IDS = (option: string) => `${option} must be an array of wallet id strings`
export const INVALID_CUSTOM_WALLETS = 'customWallets must be an array'
export const INVALID_CUSTOM_WALLET = (index: number) => `customWallets[${index}] needs a string id and name`
export const FEES_EIP155_ONLY = 'Network fees are estimated on eip155 networks only'
export const WALLET_INVALID_SIGNATURE = 'The wallet returned an invalid signature'
export const WALLET_DECLINED_CONNECTION = 'The wallet declined the connection'
export const WALLET_DID_NOT_APPROVE = 'The wallet did not approve the connection'
