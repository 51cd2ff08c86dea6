import { resolve } from 'node:path'
import { expect, test } from '../fixtures'
import { connectButton, modal, view } from '../support/modal'
import { chooseToken, fillSend, openSend } from '../support/portfolio'
import {
  chooseNetwork,
  connectDevWallet,
  displaySol,
  lamportsOf,
  openDevWalletAccount,
  rejectNextSolanaRequest,
  SOLANA_NETWORK,
  signAndVerify,
  solanaManifest,
  tokenUnitsOf,
  useDevWallet,
} from '../support/solana'
import { settle } from '../support/views'

// The dev wallet's Solana side holds fixture account #0; #3 and #4 receive. Only this file moves
// Solana funds, and each check compares the chain before and after.
const OUT = resolve(import.meta.dirname, '../../.latch/screenshots')

test('the dev wallet connects on the local Solana network and the Account view shows its SOL balance', async ({
  page,
}) => {
  const { accounts, caipNetworkId, token } = solanaManifest()
  const owner = accounts[0] as string
  const account = await openDevWalletAccount(page, SOLANA_NETWORK)
  await expect(account.locator('.latch-balance')).toHaveText(`${displaySol(await lamportsOf(owner))} SOL`)
  await expect(page.getByTestId('account-network')).toHaveText(`${SOLANA_NETWORK} (${caipNetworkId})`)
  await expect(page.getByTestId('account-address')).toHaveText(owner)
  // The token list comes from the services server, read from the chain's token accounts.
  await expect(account.getByRole('tabpanel')).toContainText(token.symbol)
  await settle(page)
  await account.screenshot({ path: resolve(OUT, 'solana-account.png') })
})

test('sending 0.5 SOL through the modal moves 0.5 SOL plus the fee shown in the review', async ({ page }) => {
  const { accounts } = solanaManifest()
  const from = accounts[0] as string
  const to = accounts[3] as string
  const [fromBefore, toBefore] = [await lamportsOf(from), await lamportsOf(to)]
  await openDevWalletAccount(page, SOLANA_NETWORK)
  const send = await openSend(page)
  await fillSend(send, { symbol: 'SOL', amount: '0.5', to })
  await settle(page)
  await send.screenshot({ path: resolve(OUT, 'solana-send.png') })
  await send.getByRole('button', { name: 'Review send' }).click()
  const preview = view(page, 'Review Send')
  await expect(preview.getByText('0.5 SOL')).toBeVisible()
  // The network fee as the adapter quoted it from getFeeForMessage: one signature, 5000 lamports.
  await expect(preview.getByText('0.000005 SOL')).toBeVisible()
  await preview.getByRole('button', { name: 'Send', exact: true }).click()
  await expect.poll(() => lamportsOf(to)).toBe(toBefore + 500_000_000n)
  expect(await lamportsOf(from)).toBe(fromBefore - 500_000_000n - 5000n)
})

test('sending 3 units of the SPL token through the modal moves exactly 3 tokens', async ({ page }) => {
  const { accounts, token } = solanaManifest()
  const from = accounts[0] as string
  const to = accounts[4] as string
  const unit = 10n ** BigInt(token.decimals)
  const [fromBefore, toBefore] = [await tokenUnitsOf(from), await tokenUnitsOf(to)]
  await openDevWalletAccount(page, SOLANA_NETWORK)
  const send = await openSend(page)
  await fillSend(send, { symbol: token.symbol, amount: '3', to })
  await send.getByRole('button', { name: 'Review send' }).click()
  const preview = view(page, 'Review Send')
  await expect(preview.getByText(`3 ${token.symbol}`)).toBeVisible()
  await preview.getByRole('button', { name: 'Send', exact: true }).click()
  await expect.poll(() => tokenUnitsOf(to)).toBe(toBefore + 3n * unit)
  expect(await tokenUnitsOf(from)).toBe(fromBefore - 3n * unit)
})

test('a signed message verifies with ed25519 against the account key', async ({ page }) => {
  const owner = solanaManifest().accounts[0] as string
  await openDevWalletAccount(page, SOLANA_NETWORK)
  await page.keyboard.press('Escape')
  await expect(modal(page)).toBeHidden()
  await signAndVerify(page, owner)
})

test('a reload reconnects the Solana wallet without a prompt', async ({ page }) => {
  const owner = solanaManifest().accounts[0] as string
  await openDevWalletAccount(page, SOLANA_NETWORK)
  await page.reload()
  await expect(connectButton(page)).toHaveAccessibleName(/^Account /)
  await expect(page.getByTestId('account-address')).toHaveText(owner)
  await expect(page.getByTestId('account-status')).toHaveText('connected')
})

test('a rejected connect and a rejected send leave the state and the chain unchanged', async ({ page }) => {
  const { accounts } = solanaManifest()
  await useDevWallet(page)
  await page.goto('/')
  await chooseNetwork(page, SOLANA_NETWORK)
  await rejectNextSolanaRequest(page)
  await connectButton(page).click()
  await view(page, 'Connect Wallet').getByRole('button', { name: 'Latch Dev Wallet' }).click()
  await expect(
    modal(page)
      .getByText(/declined|rejected/i)
      .first(),
  ).toBeVisible()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  await page.keyboard.press('Escape')
  await expect(modal(page)).toBeHidden()

  await connectDevWallet(page)
  await connectButton(page).click()
  const send = await openSend(page)
  const to = accounts[3] as string
  const before = await lamportsOf(to)
  await fillSend(send, { symbol: 'SOL', amount: '0.25', to })
  await send.getByRole('button', { name: 'Review send' }).click()
  const preview = view(page, 'Review Send')
  await rejectNextSolanaRequest(page)
  await preview.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(preview.getByRole('alert')).toHaveText('Transaction declined in the wallet')
  await expect(preview.getByText('0.25 SOL')).toBeVisible()
  expect(await lamportsOf(to)).toBe(before)
})

test('switching eip155 -> solana -> eip155 changes the active namespace and resets the send form', async ({
  page,
  manifest,
}) => {
  const [devnet] = manifest.chains
  if (!devnet) throw new Error('devnet runs a chain')
  const solana = solanaManifest()
  await useDevWallet(page)
  await page.goto('/')
  await connectDevWallet(page)
  await expect(page.getByTestId('account-network')).toHaveText(`${devnet.name} (eip155:${devnet.id})`)

  // Switched from Account's network icon: the EVM connection stays on eip155 and the Solana side
  // is its own connection, so the modal goes on to Connect for Solana, not to an empty Account.
  await connectButton(page).click()
  await view(page, 'Account')
    .getByRole('button', { name: `${devnet.name} Switch` })
    .click()
  await view(page, 'Choose Network').getByRole('button', { name: SOLANA_NETWORK, exact: true }).click()
  await expect(page.getByTestId('account-network')).toHaveText(`${SOLANA_NETWORK} (${solana.caipNetworkId})`)
  await expect(connectButton(page)).toHaveAccessibleName('Connect Wallet')
  await view(page, 'Connect Wallet').getByRole('button', { name: 'Latch Dev Wallet' }).click()
  await expect(modal(page)).toBeHidden()
  await expect(page.getByTestId('account-address')).toHaveText(solana.accounts[0] as string)
  await connectButton(page).click()
  const send = await openSend(page)
  await chooseToken(send, 'SOL')
  await send.getByLabel('Amount').fill('0.1')
  await page.keyboard.press('Escape')
  await expect(modal(page)).toBeHidden()

  await chooseNetwork(page, devnet.name)
  await expect(page.getByTestId('account-network')).toHaveText(`${devnet.name} (eip155:${devnet.id})`)
  await expect(page.getByTestId('account-address')).toHaveText(/^0x/)
  await chooseNetwork(page, SOLANA_NETWORK)
  await expect(page.getByTestId('account-address')).toHaveText(solana.accounts[0] as string)
  await connectButton(page).click()
  const again = await openSend(page)
  // The network switches reset the draft: no token, no amount.
  await expect(again.getByLabel('Amount')).toHaveValue('')
})

test('sign in with Solana: the ed25519-signed message opens a server session', async ({ page }) => {
  const { accounts, caipNetworkId } = solanaManifest()
  const owner = accounts[0] as string
  await page.addInitScript(() => localStorage.setItem('latch-demo:sign-in', 'required'))
  await useDevWallet(page)
  await page.goto('/')
  await chooseNetwork(page, SOLANA_NETWORK)
  await connectButton(page).click()
  await view(page, 'Connect Wallet').getByRole('button', { name: 'Latch Dev Wallet' }).click()
  const prompt = view(page, 'Sign In')
  await expect(prompt.getByText('Sign in to the Latch demo.')).toBeVisible()
  await prompt.getByRole('button', { name: 'Sign' }).click()
  await expect(modal(page)).toBeHidden()
  await expect(page.getByTestId('sign-in-session')).toHaveText(`${owner} on ${caipNetworkId}`)
  await page.getByRole('button', { name: 'Call the protected route' }).click()
  // The server checked the ed25519 signature before it issued the session cookie.
  await expect(page.getByRole('status', { name: 'Protected route result' })).toHaveText(
    `Signed in as ${owner} on ${caipNetworkId}`,
  )
})

test('switching eip155 -> solana with a wallet that already trusts the site on both connects solana without asking', async ({
  page,
  manifest,
}) => {
  const [devnet] = manifest.chains
  if (!devnet) throw new Error('devnet runs a chain')
  const solana = solanaManifest()
  await useDevWallet(page)
  await page.goto('/')
  // An earlier visit: the wallet granted the site its Solana side; then the page forgot it.
  await chooseNetwork(page, SOLANA_NETWORK)
  await connectDevWallet(page)
  await page.evaluate(() => {
    localStorage.removeItem('latch:connectedConnectorIds')
    localStorage.removeItem('latch:connectionStatus')
  })
  await page.reload()
  await expect(connectButton(page)).toHaveAccessibleName('Connect Wallet')

  await chooseNetwork(page, devnet.name)
  await connectDevWallet(page)
  await expect(page.getByTestId('account-network')).toHaveText(`${devnet.name} (eip155:${devnet.id})`)
  // The switch restores the same wallet's Solana side silently: no Connect view, no click.
  await chooseNetwork(page, SOLANA_NETWORK)
  await expect(page.getByTestId('account-address')).toHaveText(solana.accounts[0] as string)
  await expect(connectButton(page)).toHaveAccessibleName(/^Account /)
  await expect(modal(page)).toBeHidden()
})

test('a SOL send shows in the Account activity, read from the local chain', async ({ page }) => {
  const { accounts } = solanaManifest()
  const to = accounts[3] as string
  const before = await lamportsOf(to)
  await openDevWalletAccount(page, SOLANA_NETWORK)
  const send = await openSend(page)
  await fillSend(send, { symbol: 'SOL', amount: '0.2', to })
  await send.getByRole('button', { name: 'Review send' }).click()
  await view(page, 'Review Send').getByRole('button', { name: 'Send', exact: true }).click()
  await expect.poll(() => lamportsOf(to)).toBe(before + 200_000_000n)
  await page.keyboard.press('Escape')
  await expect(modal(page)).toBeHidden()
  await connectButton(page).click()
  const account = view(page, 'Account')
  await account.getByRole('tab', { name: 'Activity' }).click()
  const newest = account.getByRole('tabpanel').locator('.latch-activity').first()
  await expect(newest).toContainText('Sent')
  await expect(newest).toContainText('-0.2 SOL')
})
