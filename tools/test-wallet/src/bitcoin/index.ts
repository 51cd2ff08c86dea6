// The Bitcoin test wallet: created once, then offered to the page through the Wallet Standard,
// the injected sats-connect style (window.btc_providers), or both.
import { registerWallet } from '@wallet-standard/wallet'
import { testWalletIconBase64 } from '../icon'
import { injectedFace } from './injected'
import { standardFace } from './standard'
import type { BitcoinTestWallet } from './wallet'

export { BITCOIN_REGTEST_CHAIN } from './standard'
export {
  type BitcoinAddressInfo,
  type BitcoinPrompt,
  type BitcoinTestWallet,
  type BitcoinTestWalletConfig,
  type BitcoinTestWalletControl,
  createBitcoinTestWallet,
} from './wallet'

/** Registers the wallet with the page's Wallet Standard registry (apps find it with getWallets). */
export function registerBitcoinTestWallet(wallet: BitcoinTestWallet): void {
  registerWallet(standardFace(wallet))
}

/**
 * Puts the wallet's provider at `window[path]` and lists it in `window.btc_providers`, as
 * sats-connect wallets do. `target` is the page's window (or a stand-in in tests).
 */
export function injectBitcoinTestWallet(
  wallet: BitcoinTestWallet,
  target: Record<string, unknown>,
  path = 'LatchDevWallet.BitcoinProvider',
): void {
  const [root, leaf] = path.split('.') as [string, string]
  target[root] ??= {}
  ;(target[root] as Record<string, unknown>)[leaf] = injectedFace(wallet)
  target.btc_providers ??= []
  ;(target.btc_providers as unknown[]).push({
    id: path,
    name: wallet.name,
    icon: wallet.icon,
    methods: ['getAddresses', 'signMessage', 'signPsbt', 'sendTransfer'],
  })
}

/** The test wallet's icon as the base64 data URI the Wallet Standard asks for. */
export const bitcoinTestWalletIcon = testWalletIconBase64
