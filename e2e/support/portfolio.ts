import type { DevnetManifest } from '@latch/devnet'
import { expect, type Locator, type Page } from '@playwright/test'
import { createPublicClient, erc20Abi, http, type PublicClient } from 'viem'
import { connectButton, connectThroughModal, view } from './modal'

/** A viem client on the first devnet chain, the one the demo starts on. */
export function chainClient(manifest: DevnetManifest): PublicClient {
  const [chain] = manifest.chains
  if (!chain) throw new Error('devnet manifest has no chain')
  return createPublicClient({ transport: http(chain.rpcUrl) })
}

/** One of the devnet accounts, failing clearly when the manifest has too few. */
export function account(manifest: DevnetManifest, index: number): `0x${string}` {
  const address = manifest.accounts[index]
  if (!address) throw new Error(`devnet has no account #${index}`)
  return address
}

/** The devnet token with this symbol on the first chain. */
export function devnetToken(manifest: DevnetManifest, symbol: string) {
  const token = manifest.chains[0]?.tokens.find((entry) => entry.symbol === symbol)
  if (!token) throw new Error(`devnet has no ${symbol} token`)
  return token
}

export function tokenBalance(client: PublicClient, token: `0x${string}`, owner: `0x${string}`) {
  return client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
}

/** "$1,234.50": the modal's USD text, two decimals rounded half up, thousands grouped. */
export function usd(value: number): string {
  return `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
}

/** Loads the demo, connects through the modal and opens the Account view. */
export async function openAccount(page: Page): Promise<Locator> {
  await page.goto('/')
  await connectThroughModal(page)
  await connectButton(page).click()
  const dialog = view(page, 'Account')
  await expect(dialog.locator('.latch-balance')).toHaveText(/ ETH$/)
  return dialog
}

/** Selects one of the Account view's tabs and returns its panel. */
export async function openTab(page: Page, name: 'Tokens' | 'NFTs' | 'Activity'): Promise<Locator> {
  const dialog = view(page, 'Account')
  await dialog.getByRole('tab', { name }).click()
  await expect(dialog.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true')
  return dialog.getByRole('tabpanel')
}

/** Opens Send from the Account view once the token list has loaded into the form. */
export async function openSend(page: Page): Promise<Locator> {
  await view(page, 'Account').getByRole('button', { name: 'Send', exact: true }).click()
  const send = view(page, 'Send')
  await expect(send.getByLabel('Token').locator('option')).not.toHaveCount(1)
  return send
}

/** Picks the token whose option reads "<symbol> — <balance>" in the Send form. */
export async function chooseToken(send: Locator, symbol: string): Promise<void> {
  const select = send.getByLabel('Token')
  const option = select.locator('option').filter({ hasText: new RegExp(`^${symbol} — `) })
  const value = await option.getAttribute('value')
  if (value === null) throw new Error(`Send offers no ${symbol}`)
  await select.selectOption(value)
}

/** Fills the Send form; empty strings leave a field blank. */
export async function fillSend(send: Locator, form: { symbol?: string; amount: string; to: string }) {
  if (form.symbol) await chooseToken(send, form.symbol)
  await send.getByLabel('Amount').fill(form.amount)
  await send.getByLabel('Receiver address').fill(form.to)
}

/** How many Activity rows list `amount` (e.g. "+1.5 lUSD"), reading the tab afresh after a reload. */
export async function activityRowsWith(page: Page, amount: string): Promise<number> {
  await page.reload()
  await connectButton(page).click()
  const panel = await openTab(page, 'Activity')
  await expect(panel.locator('.latch-activity, .latch-empty').first()).toBeVisible()
  await expect(panel.getByRole('status', { name: /^Loading/ })).toHaveCount(0)
  return panel.locator('.latch-activity').filter({ hasText: amount }).count()
}
