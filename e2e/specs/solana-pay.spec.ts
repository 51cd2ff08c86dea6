// Pay on the local Solana chain: the host asks for SOL or for the SPL token, the Pay view shows
// it, the dev wallet (fixture account #0) signs, and account #1's balance really moves.
import { expect, test } from '../fixtures'
import { connectButton, modal, view } from '../support/modal'
import {
  chooseNetwork,
  connectDevWallet,
  lamportsOf,
  SOLANA_NETWORK,
  solanaManifest,
  tokenUnitsOf,
  useDevWallet,
} from '../support/solana'

const SIGNATURE = /^[1-9A-HJ-NP-Za-km-z]{64,88}$/

async function connectOnSolana(page: import('@playwright/test').Page) {
  await useDevWallet(page)
  await page.goto('/')
  await chooseNetwork(page, SOLANA_NETWORK)
  await connectDevWallet(page)
  await expect(connectButton(page)).toHaveAccessibleName(/^Account /)
}

test('paying 0.01 SOL through the Pay view moves it to the recipient and gives the host the signature', async ({
  page,
}) => {
  const to = solanaManifest().accounts[1] as string
  await connectOnSolana(page)
  const before = await lamportsOf(to)

  await page.getByRole('button', { name: 'Pay 0.01 SOL to account #1' }).click()
  const pay = view(page, 'Pay')
  await expect(pay.getByText('0.01 SOL')).toBeVisible()
  await expect(pay.getByTitle(to)).toBeVisible()
  await pay.getByRole('button', { name: 'Pay', exact: true }).click()
  await expect(pay.getByText('Paid 0.01 SOL')).toBeVisible()
  const signature = await page.getByRole('status', { name: 'Payment result' }).locator('code').textContent()
  expect(signature).toMatch(SIGNATURE)
  await expect.poll(() => lamportsOf(to)).toBe(before + 10_000_000n)
  await pay.getByRole('button', { name: 'Done' }).click()
  await expect(modal(page)).toBeHidden()
})

test('paying 2 of the SPL token moves exactly 2 tokens to the recipient', async ({ page }) => {
  const { accounts, token } = solanaManifest()
  const to = accounts[1] as string
  await connectOnSolana(page)
  const before = await tokenUnitsOf(to)

  await page.getByRole('button', { name: `Pay 2 ${token.symbol} to account #1` }).click()
  const pay = view(page, 'Pay')
  await expect(pay.getByText(`2 ${token.symbol}`)).toBeVisible()
  await pay.getByRole('button', { name: 'Pay', exact: true }).click()
  await expect(pay.getByText(`Paid 2 ${token.symbol}`)).toBeVisible()
  await expect.poll(() => tokenUnitsOf(to)).toBe(before + 2n * 10n ** BigInt(token.decimals))
})
