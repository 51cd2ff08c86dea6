import { resolve } from 'node:path'
import { Verifier } from 'bip322-js'
import { expect, test } from '../fixtures'
import {
  BITCOIN_NETWORK,
  bitcoinManifest,
  chainTransaction,
  displayBtc,
  rejectNextBitcoinRequest,
  satsOf,
} from '../support/bitcoin'
import { connectButton, modal, view } from '../support/modal'
import { fillSend, openSend } from '../support/portfolio'
import { chooseNetwork, connectDevWallet, openDevWalletAccount, useDevWallet } from '../support/solana'
import { settle } from '../support/views'

// The dev wallet's Bitcoin side holds fixture account #0 (payment and ordinals addresses) on the
// local regtest chain; #2 receives. Only this file moves Bitcoin funds, and each check compares
// the chain before and after. Every broadcast is mined into a block at once.
const OUT = resolve(import.meta.dirname, '../../.latch/screenshots')

test('the dev wallet connects on regtest: the Account view shows the payment address, its BTC balance and the payment account type', async ({
  page,
}) => {
  const { accounts, caipNetworkId } = bitcoinManifest()
  const owner = accounts[0]?.payment as string
  const account = await openDevWalletAccount(page, BITCOIN_NETWORK)
  await expect(account.locator('.latch-balance')).toHaveText(`${displayBtc(await satsOf(owner))} BTC`)
  await expect(account.getByTestId('account-type')).toHaveText('Payment account')
  await expect(page.getByTestId('account-network')).toHaveText(`${BITCOIN_NETWORK} (${caipNetworkId})`)
  await expect(page.getByTestId('account-address')).toHaveText(owner)
  // The token list comes from the services server, summed from the address's UTXOs.
  await expect(account.getByRole('tabpanel')).toContainText('BTC')
  await settle(page)
  await account.screenshot({ path: resolve(OUT, 'bitcoin-account.png') })
})

test('sending 0.01 BTC through the modal: mined, the receiver gains 0.01 BTC and the sender pays it plus the fee shown', async ({
  page,
}) => {
  const { accounts } = bitcoinManifest()
  const from = accounts[0]?.payment as string
  const to = accounts[2]?.payment as string
  const [fromBefore, toBefore] = [await satsOf(from), await satsOf(to)]
  await openDevWalletAccount(page, BITCOIN_NETWORK)
  const send = await openSend(page)
  await fillSend(send, { symbol: 'BTC', amount: '0.01', to })
  await settle(page)
  await send.screenshot({ path: resolve(OUT, 'bitcoin-send.png') })
  await send.getByRole('button', { name: 'Review send' }).click()
  const preview = view(page, 'Review Send')
  await expect(preview.getByText('0.01 BTC')).toBeVisible()
  // The fee the adapter quoted from the PSBT it builds: shown in BTC, then paid exactly.
  const feeText = await preview.getByText(/^0\.0000\d+ BTC$/).innerText()
  const fee = BigInt(Math.round(Number(feeText.replace(' BTC', '')) * 1e8))
  expect(fee).toBeGreaterThan(0n)
  await settle(page)
  await preview.screenshot({ path: resolve(OUT, 'bitcoin-send-review.png') })
  await preview.getByRole('button', { name: 'Send', exact: true }).click()
  await expect.poll(() => satsOf(to)).toBe(toBefore + 1_000_000n)
  expect(await satsOf(from)).toBe(fromBefore - 1_000_000n - fee)
})

test('a message signed by the wallet verifies: on the page (BIP-322 P2WPKH) and with bip322-js', async ({
  page,
}) => {
  const owner = bitcoinManifest().accounts[0]?.payment as string
  await openDevWalletAccount(page, BITCOIN_NETWORK)
  await page.keyboard.press('Escape')
  await expect(modal(page)).toBeHidden()
  await page.getByRole('button', { name: 'Sign a message' }).click()
  const result = page.getByRole('status', { name: 'Signature result' })
  await expect(result).toContainText('Yes, signed by this address')
  const message = await result.locator('pre').innerText()
  const signature = await result.locator('code').innerText()
  expect(Verifier.verifySignature(owner, message, signature)).toBe(true)
})

test('sign in with Bitcoin: the BIP-322-signed message opens a server session', async ({ page }) => {
  const { accounts, caipNetworkId } = bitcoinManifest()
  const owner = accounts[0]?.payment as string
  await page.addInitScript(() => localStorage.setItem('latch-demo:sign-in', 'required'))
  await useDevWallet(page)
  await page.goto('/')
  await chooseNetwork(page, BITCOIN_NETWORK)
  await connectButton(page).click()
  await view(page, 'Connect Wallet').getByRole('button', { name: 'Latch Dev Wallet' }).click()
  const prompt = view(page, 'Sign In')
  await expect(prompt.getByText('Sign in to the Latch demo.')).toBeVisible()
  await prompt.getByRole('button', { name: 'Sign' }).click()
  await expect(modal(page)).toBeHidden()
  await expect(page.getByTestId('sign-in-session')).toHaveText(`${owner} on ${caipNetworkId}`)
  await page.getByRole('button', { name: 'Call the protected route' }).click()
  // The server checked the BIP-322 signature before it issued the session cookie.
  await expect(page.getByRole('status', { name: 'Protected route result' })).toHaveText(
    `Signed in as ${owner} on ${caipNetworkId}`,
  )
})

test('a reload reconnects the Bitcoin wallet without a prompt; disconnect ends it', async ({ page }) => {
  const owner = bitcoinManifest().accounts[0]?.payment as string
  await openDevWalletAccount(page, BITCOIN_NETWORK)
  await page.reload()
  await expect(connectButton(page)).toHaveAccessibleName(/^Account /)
  await expect(page.getByTestId('account-address')).toHaveText(owner)
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  await connectButton(page).click()
  await view(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
  await expect(connectButton(page)).toHaveAccessibleName('Connect Wallet')
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  await page.reload()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
})

test('a rejected connect and a rejected send leave the state and the chain unchanged', async ({ page }) => {
  const { accounts } = bitcoinManifest()
  await useDevWallet(page)
  await page.goto('/')
  await chooseNetwork(page, BITCOIN_NETWORK)
  await rejectNextBitcoinRequest(page)
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
  const from = accounts[0]?.payment as string
  const to = accounts[2]?.payment as string
  const [fromBefore, toBefore] = [await satsOf(from), await satsOf(to)]
  await fillSend(send, { symbol: 'BTC', amount: '0.02', to })
  await send.getByRole('button', { name: 'Review send' }).click()
  const preview = view(page, 'Review Send')
  await rejectNextBitcoinRequest(page)
  await preview.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(preview.getByRole('alert')).toHaveText('Transaction declined in the wallet')
  await expect(preview.getByText('0.02 BTC')).toBeVisible()
  expect(await satsOf(to)).toBe(toBefore)
  expect(await satsOf(from)).toBe(fromBefore)
})

test('a PSBT built on the page, signed by the wallet, finalises and broadcasts: mined, the ordinals address gains 0.001 BTC', async ({
  page,
}) => {
  const { accounts } = bitcoinManifest()
  const ordinals = accounts[0]?.ordinals as string
  const before = await satsOf(ordinals)
  await openDevWalletAccount(page, BITCOIN_NETWORK)
  await page.keyboard.press('Escape')
  await expect(modal(page)).toBeHidden()
  await page.getByRole('button', { name: 'Sign a PSBT paying 0.001 BTC' }).click()
  const result = page.getByRole('status', { name: 'PSBT result' })
  await expect(result).toContainText('Transaction')
  const txid = await result.locator('code').innerText()
  const onChain = await chainTransaction(txid)
  expect(onChain.status.confirmed).toBe(true)
  expect(onChain.vout).toContainEqual({
    scriptpubkey_address: ordinals,
    value: 100_000,
    scriptpubkey: expect.any(String),
  })
  expect(await satsOf(ordinals)).toBe(before + 100_000n)
})
