// @latch/core/internal: what the sibling packages (react, evm, walletconnect, siwx, embedded) need
// beyond the public entry. Not for host apps: names here may change with the packages that use them.
// Pinned by test/exports.test.ts.

export {
  type CallsContextOf,
  type DiscoveredCalls,
  discoveredAdapter,
  type WalletDiscovery,
} from './adapter/discovered-adapter'
export { WALLET_CALLS, type WalletCalls } from './adapter/wallet-calls'
export { lazyActions } from './client/lazy-actions'
export { type LazyValue, lazyValue, runtimeSlice } from './client/lazy-runtime'
export { defaultAccountType } from './connection/account-type'
export { createEventEmitter } from './connection/events'
export { SIGN_OUT_WAIT_MS } from './connection/rules'
export { isEmbeddedChain, offeredNetworks } from './embedded/chains'
export { otpDigits } from './embedded/otp'
export { withRejectionCode } from './errors/adapter'
export { alertError } from './errors/alerts'
export { ACCOUNT_NAME_MAX_LENGTH, accountNameError, accountNameFieldMessage } from './names/field'
export { isNameRegistrationOffered } from './names/getters'
export { receiverNameOf } from './names/rules'
export { Big } from './numbers/decimal'
export { writeLocaleDecimal } from './numbers/locale-text'
export { getOnRampState, isOnRampShown } from './onramp/getters'
export { openProviderWindow } from './onramp/provider-window'
export { isOrderSettled, ONRAMP_PROVIDER, paymentLimit, paymentMethodsOf } from './onramp/rules'
export { heldAsset, payProblem } from './pay/rules'
export { describeTransaction, groupByDay, isActivityListed } from './portfolio/activity'
export { nativeIconOf } from './portfolio/native-icon'
export { safeNftImage } from './portfolio/nfts'
export { initialPortfolioState } from './portfolio/state'
export { visibleTokens } from './portfolio/tokens'
export { leaveNetworksAfterSwitch } from './router/after-switch'
export { detectMobile } from './router/opening'
export { clientNativeBalance } from './send/network-rpc'
export { SEND_ERRORS, sendErrorMessage, sendValueUsd } from './send/rules'
export { serviceImageUrls } from './services/image-urls'
export { SWAP_SLIPPAGE_TOLERANCE } from './services/support'
export { createSiwxActions } from './siwx/actions'
export { initialSiwxState } from './siwx/state'
export { createStore } from './store/store'
export { editSwapDraft, flipSwapTokens } from './swap/draft'
export { isSwapShown } from './swap/getters'
export { networkCostUsd } from './swap/network-cost'
export {
  exchangeRate,
  HIGH_PRICE_IMPACT,
  isNativeSwapToken,
  isSwapAmountProblem,
  minimumReceived,
  needsApproval,
  SWAP_ERRORS,
  searchSwapTokens,
  swapAmountText,
  swapErrorMessage,
  swapTokenBalance,
} from './swap/rules'
export { isThemeVariableKey } from './theme/variables'
export type { FallbackTransport } from './transport/fallback'
export { networkReadTransport } from './transport/read-transport'
export { isBalanceRead } from './validation/balance'
export { BITCOIN_REGTEST_REFERENCE, isBitcoinLegacyAddress } from './validation/bitcoin-address'
export { decodeCosmosAddress } from './validation/cosmos-address'
export { pageOrigin, pageOriginAllowed } from './validation/origins'
export { decodeSs58 } from './validation/polkadot-address'
export { isSendSupported } from './validation/send'
export { decodeBase58, encodeBase58 } from './validation/solana-address'
export { walletLinks } from './walletconnect/links'
export {
  isPairingUriExpired,
  PAIRING_EXPIRY_MARGIN_MS,
  PAIRING_LIFETIME_MS,
} from './walletconnect/rules'
export { activeNamespaceFirst, directoryEntries } from './wallets/rules'
export { directoryRowsAwaited, directoryTotal } from './wallets/state'
