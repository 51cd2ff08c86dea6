// The Polkadot test wallet: created, then registered in the page's `window.injectedWeb3`.
import type { PolkadotTestWallet } from './wallet'

export { GENERIC_SS58_PREFIX, type PolkadotKey, polkadotKey, ss58Address } from './keys'
export {
  createPolkadotTestWallet,
  type PolkadotPrompt,
  type PolkadotTestWallet,
  type PolkadotTestWalletConfig,
  type PolkadotTestWalletControl,
  wrapBytes,
} from './wallet'

/** The key the test wallet registers under; the demo names it "Latch Dev Wallet". */
export const POLKADOT_TEST_WALLET_KEY = 'latch-dev-wallet'

/** Adds the wallet to `target.injectedWeb3` under `key`, beside any extension already there. */
export function registerPolkadotTestWallet(
  wallet: PolkadotTestWallet,
  target: object = globalThis,
  key = POLKADOT_TEST_WALLET_KEY,
): void {
  const holder = target as { injectedWeb3?: Record<string, unknown> }
  holder.injectedWeb3 ??= {}
  holder.injectedWeb3[key] = { version: wallet.version, enable: wallet.enable }
}
