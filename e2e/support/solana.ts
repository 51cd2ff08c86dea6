import { readFileSync } from 'node:fs'
import type { SolanaChainManifest } from '@latch/solana-chain/manifest'
import { ed25519 } from '@noble/curves/ed25519'
import { expect, type Locator, type Page } from '@playwright/test'
import { getBase58Encoder } from '@solana/kit'
import { connectButton, modal, networkButton, view } from './modal'

/** The local Solana chain the demo under test talks to. */
export function solanaManifest(): SolanaChainManifest {
  const path = process.env.LATCH_SOLANA_MANIFEST
  if (!path)
    throw new Error('LATCH_SOLANA_MANIFEST is not set: run the browser tests through playwright.config.ts')
  return JSON.parse(readFileSync(path, 'utf8')) as SolanaChainManifest
}

export const SOLANA_NETWORK = 'Solana Local'

/** Turns the demo's dev wallet on (EIP-6963 and Wallet Standard sides), approving automatically. */
export async function useDevWallet(page: Page): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem('latch-demo:dev-wallet', 'on')
    localStorage.setItem('latch-demo:dev-wallet-auto', 'on')
  })
}

/** Steers the dev wallet's Solana side from the test, as the EVM test wallet's control does. */
export function rejectNextSolanaRequest(page: Page): Promise<void> {
  return page.evaluate(() => {
    const wallet = (window as unknown as { __latchSolanaTestWallet?: { control: { rejectNext(): void } } })
      .__latchSolanaTestWallet
    if (!wallet) throw new Error('the Solana dev wallet is not registered')
    wallet.control.rejectNext()
  })
}

/** Picks a network in the header's network list and waits for the modal to close. */
export async function chooseNetwork(page: Page, name: string): Promise<void> {
  await networkButton(page).click()
  await view(page, 'Choose Network').getByRole('button', { name, exact: true }).click()
  await expect(modal(page)).toBeHidden()
  await expect(networkButton(page)).toHaveAccessibleName(name)
}

/** Connects the dev wallet through the modal on the active network. */
export async function connectDevWallet(page: Page): Promise<void> {
  await connectButton(page).click()
  await view(page, 'Connect Wallet').getByRole('button', { name: 'Latch Dev Wallet' }).click()
  await expect(connectButton(page)).toHaveAccessibleName(/^Account /)
  await expect(modal(page)).toBeHidden()
}

/** The dev wallet turned on and connected on `network` (its name in Networks), Account open. */
export async function openDevWalletAccount(page: Page, network: string): Promise<Locator> {
  await useDevWallet(page)
  await page.goto('/')
  await chooseNetwork(page, network)
  await connectDevWallet(page)
  await connectButton(page).click()
  // Account's code comes with the click (only reached views are fetched): wait for it to show.
  const account = view(page, 'Account')
  await expect(account).toBeVisible()
  return account
}

async function rpc<T>(method: string, params: unknown[]): Promise<T> {
  const response = await fetch(solanaManifest().rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result: T }
  return body.result
}

/** Funds an account on the local chain (its requestAirdrop), outside any wallet. */
export async function airdrop(address: string, lamports: number): Promise<void> {
  await rpc<string>('requestAirdrop', [address, lamports])
}

export async function lamportsOf(address: string): Promise<bigint> {
  return BigInt((await rpc<{ value: number }>('getBalance', [address])).value)
}

/** The account's base units of the fixture SPL token (0 without a token account). */
export async function tokenUnitsOf(owner: string): Promise<bigint> {
  const { value } = await rpc<{
    value: { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[]
  }>('getTokenAccountsByOwner', [owner, { mint: solanaManifest().token.mint }, { encoding: 'jsonParsed' }])
  return value.reduce((sum, entry) => sum + BigInt(entry.account.data.parsed.info.tokenAmount.amount), 0n)
}

/** SOL as the modal shows a balance: rounded down to 3 decimals, no trailing zeros. */
export function displaySol(lamports: bigint): string {
  const milli = lamports / 1_000_000n
  const whole = milli / 1000n
  const fraction = (milli % 1000n).toString().padStart(3, '0').replace(/0+$/, '')
  // Grouped in thousands, as the modal writes every amount in English.
  const grouped = `${whole}`.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return fraction ? `${grouped}.${fraction}` : grouped
}

/** Signs with the demo's "Sign a message" button; checks the signature with ed25519 against `address`. */
export async function signAndVerify(page: Page, address: string): Promise<void> {
  await page.getByRole('button', { name: 'Sign a message' }).click()
  const result = page.getByRole('status', { name: 'Signature result' })
  await expect(result).toContainText('Yes, signed by this address')
  const message = await result.locator('pre').innerText()
  const signature = await result.locator('code').innerText()
  const base58 = getBase58Encoder()
  expect(
    ed25519.verify(
      new Uint8Array(base58.encode(signature)),
      new TextEncoder().encode(message),
      new Uint8Array(base58.encode(address)),
    ),
  ).toBe(true)
}
