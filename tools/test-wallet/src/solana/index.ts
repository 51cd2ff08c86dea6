// The Solana test wallet: created, then registered in the page through the Wallet Standard.
import { registerWallet } from '@wallet-standard/wallet'
import { testWalletIconBase64 } from '../icon'
import type { SolanaTestWallet } from './wallet'

export {
  createSolanaTestWallet,
  type SolanaPrompt,
  type SolanaTestWallet,
  type SolanaTestWalletConfig,
  type SolanaTestWalletControl,
} from './wallet'

/** Registers the wallet with the page's Wallet Standard registry (apps find it with getWallets). */
export function registerSolanaTestWallet(wallet: SolanaTestWallet): void {
  registerWallet(wallet)
}

/** The test wallet's icon as the base64 data URI the Wallet Standard asks for. */
export const solanaTestWalletIcon = testWalletIconBase64
