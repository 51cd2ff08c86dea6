// A real WalletConnect wallet (@reown/walletkit) for the browser tests: it runs in the test process
// and reaches the modal in Chromium only through the relay global-setup started.
import type { DevnetManifest } from '@latch/devnet'
import { expect, type Locator, type Page } from '@playwright/test'
import {
  startTestWallet,
  type TestWallet,
  type TestWalletOptions,
} from '../../packages/walletconnect/test/wallet'
import { test as base } from '../fixtures'
import { connectButton, untilStill, view } from './modal'

export type { TestWallet } from '../../packages/walletconnect/test/wallet'

export interface WcWalletOptions {
  /** Account of the devnet mnemonic; these tests own #6..#9. */
  accountIndex: number
  rejectProposals?: boolean
  /** Namespaces besides eip155 the wallet holds a key on and grants (e.g. solana). */
  namespaces?: TestWalletOptions['namespaces']
  /** Where the wallet submits what it sends on those namespaces, by CAIP-2 id. */
  rpcUrls?: TestWalletOptions['rpcUrls']
}

export interface WcWalletFixtures {
  /** Starts a walletkit wallet; every one started is disconnected and closed after the test. */
  startWcWallet: (options: WcWalletOptions) => Promise<TestWallet>
}

function relayUrl(): string {
  const url = process.env.LATCH_RELAY_URL
  if (!url) throw new Error('LATCH_RELAY_URL is not set: run the browser tests through playwright.config.ts')
  return url
}

export function startWcWallet(manifest: DevnetManifest, options: WcWalletOptions): Promise<TestWallet> {
  return startTestWallet({
    relayUrl: relayUrl(),
    mnemonic: manifest.mnemonic,
    chains: manifest.chains,
    allChains: manifest.chains,
    accountIndex: options.accountIndex,
    rejectProposals: options.rejectProposals,
    namespaces: options.namespaces,
    rpcUrls: options.rpcUrls,
  })
}

export const test = base.extend<WcWalletFixtures>({
  startWcWallet: async ({ manifest }, use) => {
    const started: TestWallet[] = []
    await use(async (options) => {
      const wallet = await startWcWallet(manifest, options)
      started.push(wallet)
      return wallet
    })
    for (const wallet of started) {
      // A session the page already ended is gone on the wallet's side as well; close regardless.
      await wallet.disconnectAll().catch(() => {})
      await wallet.stop()
    }
  },
})

export { expect } from '@playwright/test'

/** Opens the modal and picks the WalletConnect row; returns the pairing view. */
export async function openWalletConnect(page: Page): Promise<Locator> {
  await connectButton(page).click()
  const connect = view(page, 'Connect Wallet')
  await untilStill(connect)
  await connect.getByRole('button', { name: /^WalletConnect/ }).click()
  const pairing = view(page, 'WalletConnect')
  await expect(pairing.getByRole('img', { name: /^QR code to connect/ })).toBeVisible()
  return pairing
}

/** The pairing URI, read the way a visitor gets it: "Copy link", then the clipboard. */
export async function copiedUri(page: Page, pairing: Locator): Promise<string> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await pairing.getByRole('button', { name: 'Copy link' }).click()
  await expect(page.getByText('Link copied').first()).toBeVisible()
  return page.evaluate(() => navigator.clipboard.readText())
}
