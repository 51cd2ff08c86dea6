import { resolve } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { buildInjectScript } from '@latch/test-wallet'
import type { Page } from '@playwright/test'
import { parseAbiItem } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { expect, test } from '../fixtures'
import { captureView } from '../support/capture'
import { connectButton, view } from '../support/modal'
import {
  account,
  activityRowsWith,
  chainClient,
  devnetToken,
  fillSend,
  openAccount,
  openSend,
  tokenBalance,
  usd,
} from '../support/portfolio'
import { settle, type Theme, useDemoTheme } from '../support/views'
import { setDevnetBalance, walletRequests } from '../support/wallet'

// #2 sends, #3 receives; no other spec moves their funds. Tests run in file order, and the Max
// send (which spends nearly all of #2's ETH) comes last.
const SENDER = 2
const RECIPIENT = 3
const OUT = resolve(import.meta.dirname, '../../.latch/screenshots')
const INVALID_INPUT = 'Invalid input'

/** The serious and critical axe findings inside the modal. */
async function seriousIssues(page: Page): Promise<string[]> {
  await page.mouse.move(0, 0)
  await settle(page)
  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join('; ')}`)
}

test('a pasted receiver address shows its start once the field is left', async ({
  page,
  manifest,
  withTestWallet,
}) => {
  // #96 only connects and types; it sends nothing. Given some ETH, Send has a token to offer.
  await setDevnetBalance(
    manifest.chains[0]?.rpcUrl as string,
    mnemonicToAccount(manifest.mnemonic, { addressIndex: 96 }).address,
    10n ** 18n,
  )
  await withTestWallet({ accountIndex: 96 })
  await openAccount(page)
  const send = await openSend(page)
  const receiver = send.getByLabel('Receiver address')
  await receiver.fill(account(manifest, RECIPIENT))
  // While typing the field follows the caret at the end (the narrow field cannot show it all).
  await receiver.press('End')
  expect(await receiver.evaluate((input: HTMLInputElement) => input.scrollWidth > input.clientWidth)).toBe(
    true,
  )
  await send.getByLabel('Amount').focus()
  expect(await receiver.evaluate((input: HTMLInputElement) => input.scrollLeft)).toBe(0)
})

test('invalid send inputs show the spec messages and never reach the review', async ({
  page,
  manifest,
  withTestWallet,
}) => {
  const to = account(manifest, RECIPIENT)
  await withTestWallet({ accountIndex: SENDER })
  await openAccount(page)
  const send = await openSend(page)
  const review = send.getByRole('button', { name: 'Review send' })
  const error = send.getByRole('alert')

  await review.click()
  await expect(error).toHaveText('A token is required')

  const amount = send.getByLabel('Amount')
  const receiver = send.getByLabel('Receiver address')
  await fillSend(send, { symbol: 'lUSD', amount: '', to })
  await review.click()
  await expect(error).toHaveText('An amount and receiver address are required')
  // The empty field says 'Required' itself, and is marked invalid for assistive technology.
  await expect(amount).toHaveAttribute('aria-invalid', 'true')
  await expect(amount).toHaveAccessibleDescription('Required')
  await expect(receiver).not.toHaveAttribute('aria-invalid')
  await fillSend(send, { amount: '1', to: '' })
  await review.click()
  await expect(error).toHaveText('An amount and receiver address are required')
  await expect(receiver).toHaveAccessibleDescription('Required')

  // A garbage amount cannot be read: 'Invalid input', and what was typed stays.
  await fillSend(send, { amount: '1,5 lUSD', to })
  await review.click()
  await expect(amount).toHaveAccessibleDescription(INVALID_INPUT)
  await expect(amount).toHaveValue('1,5 lUSD')
  await expect(error).toHaveCount(0)

  await fillSend(send, { amount: '1', to: '0x1234' })
  await review.click()
  await expect(receiver).toHaveAccessibleDescription(INVALID_INPUT)
  // The right hex with one letter's case flipped: a broken EIP-55 checksum.
  const flipped = to.replace(/[a-f]/, (letter) => letter.toUpperCase())
  expect(flipped).not.toBe(to)
  await fillSend(send, { amount: '1', to: flipped })
  await review.click()
  await expect(receiver).toHaveAccessibleDescription(
    'The address checksum does not match: check the address for a typo',
  )
  await expect(receiver).toHaveValue(flipped)

  // A number the form cannot send says why.
  const reasons: [string, string][] = [
    ['-5', 'Enter an amount greater than 0'],
    ['0', 'Enter an amount greater than 0'],
    ['1e3', 'Write the amount as a plain number, such as 0.5'],
    ['1.0000001', 'Too many decimals for lUSD (at most 6)'],
  ]
  for (const [typed, why] of reasons) {
    await fillSend(send, { amount: typed, to })
    await review.click()
    await expect(amount).toHaveAccessibleDescription(why)
  }

  await fillSend(send, { amount: '1000000000000', to })
  await review.click()
  await expect(amount).toHaveAccessibleDescription('Insufficient balance')
  await expect(receiver).not.toHaveAttribute('aria-invalid')
  await expect(view(page, 'Send')).toBeVisible()
  expect(await page.evaluate(() => window.__latchTestWallet?.control.log.map((e) => e.method))).not.toContain(
    'eth_sendTransaction',
  )
})

test('a rejected send keeps the form exactly as it was and shows the error', async ({
  page,
  manifest,
  withTestWallet,
}) => {
  const to = account(manifest, RECIPIENT)
  await withTestWallet({ accountIndex: SENDER })
  await openAccount(page)
  const send = await openSend(page)
  await fillSend(send, { symbol: 'LATCH', amount: '2.25', to })
  const tokenValue = await send.getByLabel('Token').inputValue()
  await send.getByRole('button', { name: 'Review send' }).click()

  const preview = view(page, 'Review Send')
  await expect(preview.getByText('2.25 LATCH')).toBeVisible()
  await page.evaluate(() => window.__latchTestWallet?.control.rejectNext())
  await preview.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(preview.getByRole('alert')).toHaveText('Transaction declined in the wallet')
  // The wallet itself turned the request down with the user-rejection code.
  expect(await walletRequests(page, 'eth_sendTransaction')).toEqual([
    expect.objectContaining({ status: 'error', errorCode: 4001 }),
  ])
  // Still the same review, ready to try again.
  await expect(preview.getByText('2.25 LATCH')).toBeVisible()
  await expect(preview.getByRole('button', { name: 'Send', exact: true })).toBeEnabled()

  await preview.getByRole('button', { name: 'Cancel' }).click()
  const form = view(page, 'Send')
  await expect(form.getByLabel('Token')).toHaveValue(tokenValue)
  await expect(form.getByLabel('Amount')).toHaveValue('2.25')
  await expect(form.getByLabel('Receiver address')).toHaveValue(to)
})

test('sending 1.5 lUSD through the modal moves exactly 1500000 units, and both Activity tabs list it once', async ({
  page,
  browser,
  manifest,
  withTestWallet,
}) => {
  test.setTimeout(60_000)
  const client = chainClient(manifest)
  const from = account(manifest, SENDER)
  const to = account(manifest, RECIPIENT)
  const lusd = devnetToken(manifest, 'lUSD')
  const startBlock = await client.getBlockNumber()
  const before = await tokenBalance(client, lusd.address, to)

  await withTestWallet({ accountIndex: SENDER })
  await openAccount(page)
  const sentBefore = await activityRowsWith(page, '-1.5 lUSD')

  // The recipient's own page, with the wallet on account #3.
  const recipientContext = await browser.newContext({ baseURL: process.env.LATCH_E2E_BASE_URL })
  const recipient = await recipientContext.newPage()
  await recipient.addInitScript({
    content: await buildInjectScript({
      mnemonic: manifest.mnemonic,
      chains: manifest.chains,
      accountIndex: RECIPIENT,
      legacy: false,
      persist: true,
    }),
  })
  await openAccount(recipient)
  const receivedBefore = await activityRowsWith(recipient, '+1.5 lUSD')

  const send = await openSend(page)
  await fillSend(send, { symbol: 'lUSD', amount: '1.5', to })
  // The token is priced by the services: 1.5 lUSD at the devnet's $1.00.
  await expect(send.getByTestId('send-value')).toHaveText(`Worth ${usd(1.5 * lusd.priceUsd)}`)
  await captureView(page, 'WalletSend-value', 'light', 'desktop')
  await send.getByRole('button', { name: 'Review send' }).click()
  const preview = view(page, 'Review Send')
  await expect(preview.getByText('1.5 lUSD')).toBeVisible()
  await expect(preview.getByText(/\d ETH$/)).toBeVisible()
  await preview.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(view(page, 'Account')).toBeVisible()

  await expect.poll(() => tokenBalance(client, lusd.address, to), { timeout: 15_000 }).not.toBe(before)
  expect(await tokenBalance(client, lusd.address, to)).toBe(before + 1_500_000n)
  const logs = await client.getLogs({
    address: lusd.address,
    event: parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)'),
    args: { from, to },
    fromBlock: startBlock,
  })
  expect(logs.map((log) => log.args.value)).toEqual([1_500_000n])

  const poll = { timeout: 20_000, intervals: [500, 1_000] }
  await expect.poll(() => activityRowsWith(page, '-1.5 lUSD'), poll).toBe(sentBefore + 1)
  await expect.poll(() => activityRowsWith(recipient, '+1.5 lUSD'), poll).toBe(receivedBefore + 1)
  await recipientContext.close()
})

test('Receive shows a QR code of the address, copies it, and lists the networks', async ({
  page,
  context,
  manifest,
  withTestWallet,
}) => {
  const address = account(manifest, RECIPIENT)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await withTestWallet({ accountIndex: RECIPIENT })
  const dialog = await openAccount(page)
  await dialog.getByRole('button', { name: 'Receive', exact: true }).click()
  const receive = view(page, 'Receive')
  const qr = receive.getByRole('img', { name: 'QR code of your address' })
  await expect(qr).toBeVisible()
  expect(await qr.evaluate((node) => node.tagName.toLowerCase())).toBe('svg')
  expect(await qr.locator('path').getAttribute('d')).toMatch(/^M/)
  await expect(receive.getByText(address, { exact: true })).toBeVisible()

  await receive.getByRole('button', { name: 'Copy address' }).click()
  await expect(receive.getByRole('button', { name: 'Copied' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address)

  const networks = receive.getByRole('list', { name: 'Networks' })
  for (const chain of manifest.chains) await expect(networks).toContainText(chain.name)
})

for (const theme of ['light', 'dark'] as Theme[]) {
  test(`axe finds no serious or critical issue on Send and Receive, and they are captured, ${theme} theme`, async ({
    page,
    manifest,
    withTestWallet,
  }) => {
    await withTestWallet({ accountIndex: SENDER })
    await useDemoTheme(page, theme)
    const dialog = await openAccount(page)

    const send = await openSend(page)
    await fillSend(send, { symbol: 'lUSD', amount: '3', to: account(manifest, RECIPIENT) })
    expect(await seriousIssues(page)).toEqual([])
    await page.screenshot({ path: `${OUT}/portfolio-send-${theme}.png`, animations: 'disabled' })

    await send.getByRole('button', { name: 'Review send' }).click()
    const preview = view(page, 'Review Send')
    await expect(preview.getByText(/\d ETH$/)).toBeVisible()
    expect(await seriousIssues(page)).toEqual([])
    await page.screenshot({ path: `${OUT}/portfolio-review-${theme}.png`, animations: 'disabled' })

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await connectButton(page).click()
    await view(page, 'Account').getByRole('button', { name: 'Receive', exact: true }).click()
    await expect(view(page, 'Receive').getByRole('img', { name: 'QR code of your address' })).toBeVisible()
    expect(await seriousIssues(page)).toEqual([])
    await page.screenshot({ path: `${OUT}/portfolio-receive-${theme}.png`, animations: 'disabled' })
  })
}

test('an address typed without 0x is reviewed and sent with it: the ETH lands at that address', async ({
  page,
  manifest,
  withTestWallet,
}) => {
  const client = chainClient(manifest)
  const to = account(manifest, RECIPIENT)
  const before = await client.getBalance({ address: to })
  await withTestWallet({ accountIndex: SENDER })
  await openAccount(page)
  const send = await openSend(page)
  await fillSend(send, { symbol: 'ETH', amount: '0.001', to: to.slice(2) })
  await send.getByRole('button', { name: 'Review send' }).click()
  const preview = view(page, 'Review Send')
  await expect(preview.getByTitle(to)).toHaveText(/^0x/)
  await preview.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(view(page, 'Account')).toBeVisible()
  await expect.poll(() => client.getBalance({ address: to }), { timeout: 15_000 }).toBe(before + 10n ** 15n)
})

test('sending native ETH with Max leaves a positive balance once mined', async ({
  page,
  manifest,
  withTestWallet,
}) => {
  const client = chainClient(manifest)
  const from = account(manifest, SENDER)
  const to = account(manifest, RECIPIENT)
  const before = await client.getBalance({ address: from })
  await withTestWallet({ accountIndex: SENDER })
  await openAccount(page)
  const send = await openSend(page)
  await fillSend(send, { symbol: 'ETH', amount: '', to })
  await send.getByRole('button', { name: 'Max' }).click()
  await expect(send.getByLabel('Amount')).not.toHaveValue('')
  await send.getByRole('button', { name: 'Review send' }).click()
  await view(page, 'Review Send').getByRole('button', { name: 'Send', exact: true }).click()
  await expect(view(page, 'Account')).toBeVisible()

  await expect.poll(() => client.getBalance({ address: from }), { timeout: 15_000 }).toBeLessThan(before)
  const after = await client.getBalance({ address: from })
  expect(after).toBeGreaterThan(0n)
  // Nearly everything went: what stays is the fee headroom, well under 1% of the balance.
  expect(after).toBeLessThan(before / 100n)
})
