// The catalogue's error texts (spec section 8 and the few core adds), one export each, read as
// `ERRORS.X` through the namespace ./codes re-exports. These are raised by what every page loads
// (the options, the adapters' registry, the host's network edits, an adapter's front loading its
// code). Texts of what loads on demand (connecting, the wallet's requests, features, adapters'
// wallet calls) are `FEATURE_ERRORS` (./on-demand-error-texts): a module is bundled whole, so
// keeping them apart keeps them in those chunks, out of the page's first load.

export const NETWORK_NOT_FOUND = 'Network not found'
export const ADAPTER_NOT_FOUND = 'Adapter not found'
export const ADAPTER_FOR_NAMESPACE_MISSING = (namespace: string) =>
  `Adapter for namespace ${namespace} doesn't exist`
export const SIWE_AND_SIWX_BOTH_SET = 'Cannot set both `siweConfig` and `siwx` options.'
export const NETWORKS_REQUIRED = 'At least one network is required in `networks`'
export const INVALID_URL_OPTION = (option: string, value: string) =>
  `Invalid ${option}: expected an http(s) URL, got "${value}"`
export const INVALID_WALLET_IDS = (option: string) => `${option} must be an array of wallet id strings`
export const INVALID_CUSTOM_WALLETS = 'customWallets must be an array'
export const INVALID_CUSTOM_WALLET = (index: number) => `customWallets[${index}] needs a string id and name`
/** The embedded wallet's code did not load: its adapter, on the page, says so. */
export const EMAIL_LOGIN_DEPENDENCY = 'Unable to load email login dependency'
