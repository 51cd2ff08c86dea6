import type { BitcoinChainManifest } from '@latch/bitcoin-chain/manifest'
import type { DevnetManifest } from '@latch/devnet'
import type { SolanaChainManifest } from '@latch/solana-chain/manifest'
import { ApprovalQueue } from './approvals'

const ENABLED_KEY = 'latch-demo:dev-wallet'
const AUTO_KEY = 'latch-demo:dev-wallet-auto'

function readFlag(key: string): boolean {
  try {
    return localStorage.getItem(key) === 'on'
  } catch {
    return false
  }
}

function writeFlag(key: string, on: boolean): void {
  try {
    if (on) localStorage.setItem(key, 'on')
    else localStorage.removeItem(key)
  } catch {
    // Storage can be unavailable (private mode); the switch then lasts for this page only.
  }
}

export const isDevWalletEnabled = () => readFlag(ENABLED_KEY)
export const setDevWalletEnabled = (on: boolean) => writeFlag(ENABLED_KEY, on)

let autoApprove = readFlag(AUTO_KEY)
export const isAutoApproveOn = () => autoApprove
/** "Approve automatically": every prompt is approved at once, with no window (tests use it too). */
export function setAutoApprove(on: boolean): void {
  autoApprove = on
  writeFlag(AUTO_KEY, on)
}

/** Prompts the dev wallet is waiting on; the approval window shows the oldest. */
export const devWalletApprovals = new ApprovalQueue(isAutoApproveOn)

let announced: Promise<() => void> | undefined

/**
 * Announces the Latch Dev Wallet through EIP-6963 so a visitor without a browser extension can try
 * every flow on devnet. Loaded on demand: the wallet and its signing code never reach visitors who
 * leave it off. Calling it again while announced does nothing.
 */
export function startDevWallet(
  manifest: DevnetManifest,
  solana?: SolanaChainManifest | null,
  bitcoin?: BitcoinChainManifest | null,
): Promise<() => void> {
  const solanaReady = solana ? registerSolanaDevWallet(solana) : Promise.resolve()
  const bitcoinReady = bitcoin ? registerBitcoinDevWallet(bitcoin) : Promise.resolve()
  announced ??= import('@latch/test-wallet').then(({ createTestWallet, announceTestWallet }) => {
    // Stored in this page's localStorage so the wallet stays connected across reloads, as an
    // extension would.
    const wallet = createTestWallet({
      mnemonic: manifest.mnemonic,
      chains: manifest.chains,
      storage: localStorage,
      ask: devWalletApprovals.ask,
    })
    return announceTestWallet(wallet, window)
  })
  // Every side is ready before Latch starts, so a reload restores any connection at once.
  return Promise.all([announced, solanaReady, bitcoinReady]).then(([stop]) => stop)
}

let registered: Promise<void> | undefined

/**
 * Registers the same dev wallet's Solana side through the Wallet Standard, on the local Solana
 * chain's fixture keys. The Wallet Standard cannot unregister from outside, so it stays until reload.
 */
function registerSolanaDevWallet(solana: SolanaChainManifest): Promise<void> {
  registered ??= import('@latch/test-wallet/solana').then(
    ({ createSolanaTestWallet, registerSolanaTestWallet, solanaTestWalletIcon }) => {
      const wallet = createSolanaTestWallet({
        seed: solana.seed,
        rpcUrl: solana.rpcUrl,
        icon: solanaTestWalletIcon,
        storage: localStorage,
        // Prompts carry no EVM chain: describePrompt names Solana for the solana: methods.
        ask: ({ method, account, message }) =>
          devWalletApprovals.ask({
            method,
            params: message === undefined ? [] : [message],
            account: account ?? '',
            chainId: 0,
          }),
      })
      Object.defineProperty(window, '__latchSolanaTestWallet', { value: wallet, configurable: false })
      registerSolanaTestWallet(wallet)
    },
  )
  return registered
}

let bitcoinRegistered: Promise<void> | undefined

/**
 * Registers the same dev wallet's Bitcoin side through the Wallet Standard, on the local regtest
 * chain's fixture keys (a payment and an ordinals address). It stays until reload, as above.
 */
function registerBitcoinDevWallet(bitcoin: BitcoinChainManifest): Promise<void> {
  bitcoinRegistered ??= import('@latch/test-wallet/bitcoin').then(
    ({ createBitcoinTestWallet, registerBitcoinTestWallet, bitcoinTestWalletIcon }) => {
      const wallet = createBitcoinTestWallet({
        seed: bitcoin.seed,
        apiUrl: bitcoin.apiUrl,
        icon: bitcoinTestWalletIcon,
        storage: localStorage,
        // Prompts carry no EVM chain: describePrompt names Bitcoin for the Bitcoin methods.
        ask: ({ method, account, message }) =>
          devWalletApprovals.ask({
            method: `bitcoin:${method}`,
            params: message === undefined ? [] : [message],
            account: account ?? '',
            chainId: 0,
          }),
      })
      Object.defineProperty(window, '__latchBitcoinTestWallet', { value: wallet, configurable: false })
      registerBitcoinTestWallet(wallet)
    },
  )
  return bitcoinRegistered
}

/**
 * Stops answering EIP-6963 requests. EIP-6963 has no way to take back an announcement, so a modal
 * that already saw the wallet keeps listing it until the page reloads.
 */
export function stopDevWallet(): void {
  const current = announced
  announced = undefined
  void current?.then((stop) => stop())
}
