// @latch/walletconnect: the WalletConnect ChainAdapter. Importing it loads no WalletConnect code;
// the sign client comes in with the first connect or reconnect.
export {
  type DisplayUriEvent,
  WALLET_CONNECT_CONNECTOR,
  type WalletConnectAdapter,
  type WalletConnectAdapterOptions,
  walletConnectAdapter,
  walletConnectAdapters,
} from './adapter'
export { isMobileSafari, isTelegram, reusesPendingPairing } from './environment'
export { WalletConnectAdapterError } from './errors'
export {
  canReusePairing,
  isPairingExpired,
  msUntilExpired,
  newPairingUri,
  PAIRING_EXPIRY_MARGIN_MS,
  PAIRING_LIFETIME_MS,
  PairingSupersededError,
  type PairingUri,
} from './pairing'
export { memoryStorage } from './storage'
