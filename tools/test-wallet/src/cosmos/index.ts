// The Cosmos test wallet: a Keplr-style provider, placed on the page's window under its own name.
import type { CosmosTestWallet } from './wallet'

export {
  type CosmosKey,
  type CosmosPrompt,
  type CosmosTestWallet,
  type CosmosTestWalletConfig,
  type CosmosTestWalletControl,
  createCosmosTestWallet,
  DEFAULT_COSMOS_CHAINS,
} from './wallet'

/** Where the test wallet sits on the window, and its keystore change event. */
export const COSMOS_TEST_WALLET = {
  global: 'latchDevWallet',
  event: 'latchDevWallet_keystorechange',
} as const

/** Puts the wallet on `target` (the page's window) as Keplr puts itself on `window.keplr`. */
export function registerCosmosTestWallet(
  wallet: CosmosTestWallet,
  target: object = globalThis,
  global: string = COSMOS_TEST_WALLET.global,
): void {
  Object.defineProperty(target, global, { value: wallet, configurable: true, writable: false })
}
