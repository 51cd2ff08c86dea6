// @latch/core, the public entry: what a host app or a binding uses. The client, the getters a
// binding subscribes to, networks, errors, formatters and validators, and every type. Sibling
// packages reach further through `@latch/core/internal`; tests through `@latch/core/testing`.
// Pinned by test/exports.test.ts.

export { createLatch } from './client/createLatch'
export { DEFAULT_ACCOUNT_TYPES } from './connection/accounts'
export { getAccount, getConnectionStatus, isConnected } from './connection/getters'
export { getWalletInfo, usesEmbeddedWallet } from './connection/wallet-info'
export { sessionAllowance } from './embedded/session-allowance'
export { AdapterError } from './errors/adapter'
export { BaseError, walkCause } from './errors/base'
export { ALERTS, ERRORS, FEATURE_ERRORS, TOASTS } from './errors/codes'
export { LatchError } from './errors/latch-error'
export { alertForProviderMessage } from './errors/provider-messages'
export {
  errorCode,
  isUnknownChainError,
  isUserRejection,
  UNKNOWN_CHAIN_ERROR_CODES,
  USER_REJECTED_CODE,
} from './errors/wallet'
export { getLocale } from './locale/getters'
export { isRightToLeft, LOCALES, negotiateLocale } from './locale/rules'
export { isCloseBlocked } from './modal/getters'
export { formatCaipAddress, formatCaipNetworkId } from './networks/caip'
export { getNetwork } from './networks/getters'
export { CHAIN_NAMESPACES, isChainNamespace } from './networks/namespaces'
export {
  bitcoin,
  bitcoinTestnet,
  cosmosHub,
  mainnet,
  polkadot,
  polkadotWestend,
  solana,
  solanaDevnet,
  solanaTestnet,
} from './networks/predefined'
export { toDecimal } from './numbers/decimal'
export { displayedBalance, formatAmount, formatBalance, formatDigits } from './numbers/format'
export { formatUnits, parseUnits } from './numbers/units'
export { DEFAULT_FEATURES, DEFAULT_FLAGS } from './options/defaults'
export { CONNECT_METHODS, CONNECTOR_GROUPS, WALLET_FEATURES } from './orders/rules'
export { getCurrentTab, getTokenBalance } from './portfolio/getters'
export { tokenQuantityText } from './portfolio/token-quantity'
export { canGoBack } from './router/getters'
export { VIEWS } from './router/views'
export { classifyRpcMethod, SAFE_RPC_METHODS, UNSAFE_RPC_METHODS } from './rpc-gate/rules'
export { getSendDraft, getSendFieldMessages, getSendProblem, type SendFieldMessages } from './send/getters'
export { SWAP_CHAIN_IDS } from './services/support'
export { isSiwxRequired } from './siwx/getters'
export { createMemoryBackend, STORAGE_KEYS } from './storage/storage'
export {
  getCurrentQuote,
  getSwapDraft,
  getSwapNetwork,
  getSwapNetworkCost,
  getSwapProblem,
  getSwapState,
  isQuotePending,
} from './swap/getters'
export { resolveThemeMode } from './theme/rules'
export { DEFAULT_THEME_VARIABLES } from './theme/state'
export { THEME_VARIABLE_KEYS } from './theme/variables'
export { TOAST_VISIBLE_MS, toastHidesAfter } from './toasts/state'
export type * from './types'
export { isValidAccountName } from './validation/account-name'
export { isBitcoinAddress } from './validation/bitcoin-address'
export { isCaipNetworkId, parseCaipNetworkId } from './validation/caip'
export { isCaipAddress, parseCaipAddress } from './validation/caip-address'
export { chainIdToCoinType } from './validation/coin-type'
export { isCosmosAddress } from './validation/cosmos-address'
export { isValidEmail } from './validation/email'
export { isEvmAddress, toChecksumAddress } from './validation/evm-address'
export { isSignedMessage, isTransactionHash, isValidSendCalls } from './validation/hex'
export { DEFAULT_ALLOWED_ORIGINS, isOriginAllowed } from './validation/origins'
export { isPolkadotAddress } from './validation/polkadot-address'
export { isSocialProvider, SOCIAL_PROVIDERS } from './validation/social'
export { isSolanaAddress } from './validation/solana-address'
