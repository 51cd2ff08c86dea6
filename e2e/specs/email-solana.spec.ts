// An email user on Solana, through the demo and the real wallet frame on the local cluster: one
// login serves both namespaces. The switch from the Networks view connects the embedded wallet on
// Solana without asking anything; the Account view shows the Solana address and its balance; a
// SOL send approved in the frame lands on the cluster; the devnet shows the EVM address again, and
// disconnect leaves neither namespace connected.
import { resolve } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { SCREENSHOTS } from '../support/capture'
import { frame, logIn } from '../support/email'
import { connectButton, modal, view } from '../support/modal'
import { fillSend, openSend } from '../support/portfolio'
import {
  airdrop,
  chooseNetwork,
  displaySol,
  lamportsOf,
  SOLANA_NETWORK,
  solanaManifest,
} from '../support/solana'

/** Opens the modal on Account, picks `name` in its Networks view, and closes the modal. */
async function switchFromAccount(page: Page, name: string) {
  await connectButton(page).click()
  await view(page, 'Account')
    .getByRole('button', { name: /Switch$/ })
    .click()
  await view(page, 'Choose Network').getByRole('button', { name, exact: true }).click()
  await expect(page.getByTestId('account-network')).toContainText(name, { timeout: 30_000 })
  // The modal goes back to Account on the new network.
  await view(page, 'Account').getByRole('button', { name: 'Close' }).click()
  await expect(modal(page)).toBeHidden()
}

const addressShown = async (page: Page) =>
  ((await page.getByTestId('account-address').textContent()) ?? '').trim()

test('an email user switches to the local Solana network, sees the Solana address and balance, sends SOL approved in the frame, and back', async ({
  page,
  manifest,
}) => {
  test.setTimeout(180_000)
  const consoleErrors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text())
  })
  page.on('pageerror', (error) => consoleErrors.push(error.message))
  const devnet = manifest.chains[0]
  if (!devnet) throw new Error('no devnet chain')
  const { caipNetworkId, accounts } = solanaManifest()

  await page.goto('/')
  const { address: evmAddress, email } = await logIn(page)

  // The Networks view offers Solana to an email user; choosing it connects there, with no prompt.
  await chooseNetwork(page, SOLANA_NETWORK)
  await expect(page.getByTestId('account-network')).toHaveText(`${SOLANA_NETWORK} (${caipNetworkId})`)
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  await expect(page.getByTestId('account-address')).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
  const solanaAddress = await addressShown(page)
  expect(solanaAddress).not.toBe(evmAddress)

  // Funded from the cluster's faucet before Account first reads the balance and the token list on
  // Solana (the services server keeps a token list 30 s).
  await airdrop(solanaAddress, 2_000_000_000)
  await connectButton(page).click()
  const account = view(page, 'Account')
  await expect(account.locator('.latch-balance')).toHaveText(
    `${displaySol(await lamportsOf(solanaAddress))} SOL`,
  )
  // The same login: its email, changeable from Solana too.
  await expect(account.getByRole('button', { name: `${email} Change` })).toBeVisible()
  // On Solana the wallet's one account is its EOA: no smart-account switch.
  await expect(account.getByTestId('account-type')).toHaveText('EOA')
  await expect(account.getByRole('button', { name: /Switch to your/ })).toHaveCount(0)
  await expect(account.getByRole('tabpanel')).toContainText('SOL', { timeout: 30_000 })
  await account.screenshot({ path: resolve(SCREENSHOTS, 'email-solana-account.png') })

  // Send 0.25 SOL: approved in the frame, signed with the wallet's Solana key and sent on the cluster.
  const to = accounts[2] as string
  const [fromBefore, toBefore] = [await lamportsOf(solanaAddress), await lamportsOf(to)]
  const send = await openSend(page)
  await fillSend(send, { symbol: 'SOL', amount: '0.25', to })
  await send.getByRole('button', { name: 'Review send' }).click()
  const preview = view(page, 'Review Send')
  await expect(preview.getByText('0.25 SOL')).toBeVisible()
  await expect(preview.getByText('0.000005 SOL')).toBeVisible()
  await preview.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(view(page, 'Approve Transaction')).toBeVisible()
  await frame(page).getByRole('button', { name: 'Approve' }).click()
  await expect.poll(() => lamportsOf(to), { timeout: 30_000 }).toBe(toBefore + 250_000_000n)
  expect(await lamportsOf(solanaAddress)).toBe(fromBefore - 250_000_000n - 5000n)
  // Focus may still be in the frame, which keeps the Escape key: the modal's own Close button.
  await modal(page).getByRole('button', { name: 'Close' }).click()
  await expect(modal(page)).toBeHidden()

  // Back on the devnet: the EVM address again, the Solana side still connected beside it.
  await switchFromAccount(page, devnet.name)
  await expect(page.getByTestId('account-address')).toHaveText(evmAddress)

  // Disconnect: both namespaces end, and a reload restores neither.
  await connectButton(page).click()
  await view(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
  await expect(connectButton(page)).toHaveAccessibleName('Connect Wallet')
  const stored = () => page.evaluate(() => localStorage.getItem('latch:connectedConnectorIds'))
  expect(await stored()).toBeNull()
  await page.reload({ waitUntil: 'networkidle' })
  await expect(connectButton(page)).toHaveAccessibleName('Connect Wallet')
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  expect(consoleErrors).toEqual([])
})
