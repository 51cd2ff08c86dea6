import type { BitcoinChainManifest } from '@latch/bitcoin-chain/manifest'
import type { DevnetManifest } from '@latch/devnet'
import type { SolanaChainManifest } from '@latch/solana-chain/manifest'
import { testWalletIcon } from '@latch/test-wallet/icon'
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

/** Where the dev wallet's Polkadot side sits in `window.injectedWeb3`, and its name there. */
export const DEV_WALLET_POLKADOT = {
  key: 'latch-dev-wallet',
  name: 'Latch Dev Wallet',
  imageUrl: testWalletIcon,
}
/** Where the dev wallet's Keplr-style Cosmos side sits on the window, and its key change event. */
export const DEV_WALLET_COSMOS = {
  id: 'latch-dev-wallet',
  name: 'Latch Dev Wallet',
  global: 'latchDevWallet',
  event: 'latchDevWallet_keystorechange',
  imageUrl: testWalletIcon,
}
/** The fixed seed text the dev wallet's Polkadot and Cosmos keys come from. */
const DEV_WALLET_SEED = 'latch dev wallet'

/** The demo's approval window for a Polkadot or Cosmos prompt: the method, the account, the text. */
function askApproval({ method, account, message }: { method: string; account?: string; message?: string }) {
  return devWalletApprovals.ask({
    method,
    params: message === undefined ? [] : [message],
    account: account ?? '',
    chainId: 0,
  })
}

/**
 * Announces the Latch Dev Wallet through EIP-6963 so a visitor without a browser extension can try
 * every flow on devnet. Loaded on demand: the wallet and its signing code never reach visitors who
 * leave it off. Calling it again while announced does nothing.
 */
export function startDevWallet(
  manifest: DevnetManifest,
  solana?: SolanaChainManifest | null,
  extras: {
    polkadot?: boolean | undefined
    cosmos?: boolean | undefined
    bitcoin?: BitcoinChainManifest | null | undefined
  } = {},
): Promise<() => void> {
  const solanaReady = solana ? registerSolanaDevWallet(solana) : Promise.resolve()
  const polkadotReady = extras.polkadot ? registerPolkadotDevWallet() : Promise.resolve()
  const cosmosReady = extras.cosmos ? registerCosmosDevWallet() : Promise.resolve()
  const bitcoinReady = extras.bitcoin ? registerBitcoinDevWallet(extras.bitcoin) : Promise.resolve()
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
  return Promise.all([announced, solanaReady, polkadotReady, cosmosReady, bitcoinReady]).then(
    ([stop]) => stop,
  )
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
        ask: askApproval,
      })
      Object.defineProperty(window, '__latchSolanaTestWallet', { value: wallet, configurable: false })
      registerSolanaTestWallet(wallet)
    },
  )
  return registered
}

let polkadotRegistered: Promise<void> | undefined

/**
 * Adds the dev wallet's Polkadot side to `window.injectedWeb3`, as an extension does, with keys from
 * a fixed seed (sr25519 account #0). Like an extension it stays until reload.
 */
function registerPolkadotDevWallet(): Promise<void> {
  polkadotRegistered ??= import('@latch/test-wallet/polkadot').then(
    ({ createPolkadotTestWallet, registerPolkadotTestWallet }) => {
      const wallet = createPolkadotTestWallet({
        seed: DEV_WALLET_SEED,
        storage: localStorage,
        // Named apart from the Cosmos side's prompts, for the approval window.
        ask: (prompt) => askApproval({ ...prompt, method: `polkadot:${prompt.method}` }),
      })
      Object.defineProperty(window, '__latchPolkadotTestWallet', { value: wallet, configurable: false })
      registerPolkadotTestWallet(wallet, window, DEV_WALLET_POLKADOT.key)
    },
  )
  return polkadotRegistered
}

let cosmosRegistered: Promise<void> | undefined

/** Puts the dev wallet's Keplr-style Cosmos side on the window, with keys from a fixed seed. */
function registerCosmosDevWallet(): Promise<void> {
  cosmosRegistered ??= import('@latch/test-wallet/cosmos').then(
    ({ createCosmosTestWallet, registerCosmosTestWallet }) => {
      const wallet = createCosmosTestWallet({
        seed: DEV_WALLET_SEED,
        storage: localStorage,
        ask: (prompt) => askApproval({ ...prompt, method: `cosmos:${prompt.method}` }),
        eventName: DEV_WALLET_COSMOS.event,
      })
      Object.defineProperty(window, '__latchCosmosTestWallet', { value: wallet, configurable: false })
      registerCosmosTestWallet(wallet, window, DEV_WALLET_COSMOS.global)
    },
  )
  return cosmosRegistered
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
