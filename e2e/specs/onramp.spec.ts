import type { Page } from '@playwright/test'
import { parseEther } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { expect, test } from '../fixtures'
import { captureView, seriousIssues } from '../support/capture'
import { connectButton, view } from '../support/modal'
import { chainClient, openAccount, openTab } from '../support/portfolio'
import { type Theme, useDemoTheme } from '../support/views'

// Each test buys with its own account past anvil's funded #0..#9 (#10 is the on-ramp treasury),
// so every account starts at 0 ETH and what arrives is exactly what was bought.
const BUYER = 11
const REPEATER = 12
const LOOKER = 13
const TREASURY = 10
const TEST_CARD = { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' }

const services = () => {
  const url = process.env.LATCH_SERVICES_URL
  if (!url) throw new Error('LATCH_SERVICES_URL is not set: run through playwright.config.ts')
  return url
}
const addressOf = (mnemonic: string, index: number) =>
  mnemonicToAccount(mnemonic, { addressIndex: index }).address

/** The progress view's line saying where the order stands (the toasts are a status region too). */
const orderStatus = (page: Page) => view(page, 'Buying').locator('[data-status]')

/** The Account's feature buttons, in order. */
const featureLabels = (page: Page) =>
  view(page, 'Account').locator('.latch-feature-actions button').allTextContents()

/** From Account: Buy, the quote for 25 USD, then the provider's window; returns it and the quote. */
async function startBuy(page: Page) {
  await view(page, 'Account').getByRole('button', { name: 'Buy', exact: true }).click()
  const buy = view(page, 'Buy')
  await expect(buy.getByLabel('Amount')).toHaveValue('25')
  const youGet = buy.locator('dt', { hasText: 'You get' }).locator('xpath=following-sibling::dd')
  await expect(youGet).toHaveText(/^0\.00\d+ ETH$/)
  const quoted = (await youGet.textContent())?.replace(' ETH', '') ?? ''
  const opened = page.waitForEvent('popup')
  await buy.getByRole('button', { name: 'Buy with Latch Sandbox Pay' }).click()
  const provider = await opened
  await provider.waitForURL(/\/onramp\/sandbox\/ord_[0-9a-f]{32}$/)
  return { provider, quoted, orderId: provider.url().split('/').at(-1) as string }
}

/** Pays at the sandbox provider with the test card and waits for its confirmation. */
async function payWithTestCard(provider: Page) {
  await provider.getByLabel('Card number').fill(TEST_CARD.number)
  await provider.getByLabel('Expiry (MM/YY)').fill(TEST_CARD.expiry)
  await provider.getByLabel('Security code').fill(TEST_CARD.cvc)
  await provider.getByRole('button', { name: 'Pay 25.00 USD' }).click()
  await expect(provider.getByRole('status')).toHaveText(
    /^Payment complete: 0\.00\d+ ETH sent to your wallet\.$/,
  )
}

test('buys 25 USD of ETH through the sandbox provider and sees it arrive in Account and Activity', async ({
  page,
  manifest,
  withTestWallet,
}) => {
  const address = addressOf(manifest.mnemonic, BUYER)
  const chain = chainClient(manifest)
  expect(await chain.getBalance({ address })).toBe(0n)
  await withTestWallet({ accountIndex: BUYER })
  await openAccount(page)
  // The spec's feature order: onramp first.
  expect(await featureLabels(page)).toEqual(['Buy', 'Swap', 'Receive', 'Send'])

  const { provider, quoted } = await startBuy(page)
  const progress = view(page, 'Buying')
  await expect(orderStatus(page)).toHaveText('Complete the payment in the Latch Sandbox Pay window.')
  await payWithTestCard(provider)
  await expect(orderStatus(page)).toHaveText('The funds arrived in your wallet.')
  expect(await chain.getBalance({ address })).toBe(parseEther(quoted))
  await provider.screenshot({ path: '/tmp/onramp-provider-paid.png' })
  await provider.close()
  await page.screenshot({ path: '/tmp/onramp-progress-done.png' })

  await progress.getByRole('button', { name: 'Back to account' }).click()
  const shown = quoted.slice(0, quoted.indexOf('.') + 4) // rounded down to 3 decimals
  await expect(view(page, 'Account').locator('.latch-balance')).toHaveText(`${shown} ETH`)
  const activity = await openTab(page, 'Activity')
  await expect(activity.locator('.latch-activity').filter({ hasText: `+${shown} ETH` })).toHaveCount(1)
  await page.screenshot({ path: '/tmp/onramp-activity.png' })
  // The Buy view lists the purchase through the history's onramp filter.
  await view(page, 'Account').getByRole('button', { name: 'Buy', exact: true }).click()
  const recent = view(page, 'Buy').getByRole('region', { name: 'Your recent purchases' })
  await expect(recent.locator('dd')).toHaveText([`+${shown} ETH`])
  await page.screenshot({ path: '/tmp/onramp-buy-recent.png' })
})

test('a repeated provider callback and a form posted again do not pay twice', async ({
  page,
  manifest,
  withTestWallet,
}) => {
  const address = addressOf(manifest.mnemonic, REPEATER)
  const treasury = addressOf(manifest.mnemonic, TREASURY)
  const chain = chainClient(manifest)
  await withTestWallet({ accountIndex: REPEATER })
  await openAccount(page)
  const { provider, quoted, orderId } = await startBuy(page)
  await payWithTestCard(provider)
  await expect(orderStatus(page)).toHaveText('The funds arrived in your wallet.')
  const nonce = await chain.getTransactionCount({ address: treasury })
  const paidHash = (await (await page.request.get(`${services()}/v1/onramp/orders/${orderId}`)).json())
    .transactionHash

  // The provider calls back again, three times, and the card form is posted once more.
  for (let i = 0; i < 3; i++) {
    const again = await page.request.post(`${services()}/v1/onramp/callback`, { data: { orderId } })
    expect(again.status()).toBe(200)
    expect((await again.json()).transactionHash).toBe(paidHash)
  }
  const reposted = await provider.request.post(`${provider.url()}/pay`, { form: TEST_CARD, maxRedirects: 0 })
  expect(reposted.status()).toBe(303)
  await provider.reload()
  await expect(provider.getByRole('status')).toHaveText(/^Payment complete/)

  expect(await chain.getTransactionCount({ address: treasury })).toBe(nonce)
  expect(await chain.getBalance({ address })).toBe(parseEther(quoted))
  await expect(orderStatus(page)).toHaveText('The funds arrived in your wallet.')
})

test('quote failure falls back to the estimate and options failure to the built-in USD/EUR list', async ({
  page,
  withTestWallet,
}) => {
  // The services answer 503 for these two calls only: every other part of the page works.
  const unavailable = { status: 503, json: { error: { code: 'unavailable', message: 'down' } } }
  await page.route('**/v1/onramp/options?*', (route) => route.fulfill(unavailable))
  await page.route('**/v1/onramp/quote?*', (route) => route.fulfill(unavailable))
  await withTestWallet({ accountIndex: LOOKER })
  await openAccount(page)
  await view(page, 'Account').getByRole('button', { name: 'Buy', exact: true }).click()
  const buy = view(page, 'Buy')
  await expect(buy.getByText("The provider's currency list could not be loaded")).toBeVisible()
  await expect(buy.getByLabel('Currency').locator('option')).toHaveText(['USD', 'EUR'])
  // The chosen currency's mark comes from the services' currency image route, and follows the choice.
  const mark = buy.locator('.latch-field-row img.latch-wallet-icon')
  const markPath = async () => new URL((await mark.getAttribute('src')) ?? '', 'http://x').pathname
  await expect.poll(markPath).toBe('/public/getCurrencyImage/USD')
  await expect
    .poll(() => mark.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true)
  await buy.getByLabel('Currency').selectOption('EUR')
  await expect.poll(markPath).toBe('/public/getCurrencyImage/EUR')
  await buy.getByLabel('Currency').selectOption('USD')
  await expect(buy.getByLabel('Pay with').locator('option')).toHaveText(['Card', 'Bank transfer'])
  await expect(buy.getByText("Estimate only: the provider's quote is unavailable right now.")).toBeVisible()
  const fee = (name: string) => buy.locator('dt', { hasText: name }).locator('xpath=following-sibling::dd')
  await expect(fee('Provider fee')).toHaveText('0.25 USD')
  await expect(fee('Network fee')).toHaveText('0.25 USD')
  await expect(fee('Total')).toHaveText('25.00 USD')

  // The limits of the built-in list apply: 7600 is over the card's 7500, not over the bank's.
  await buy.getByLabel('Amount').fill('7600')
  await expect(buy.getByRole('alert')).toHaveText('Amount must be between 10 and 7500 USD')
  await expect(buy.getByRole('button', { name: 'Buy with Latch Sandbox Pay' })).toBeDisabled()
  await buy.getByLabel('Pay with').selectOption('ach_bank_account')
  await expect(buy.getByRole('alert')).toHaveCount(0)
  await expect(fee('Total')).toHaveText('7,600.00 USD')
})

test.describe('in a restricted time zone', () => {
  test.use({ timezoneId: 'Asia/Shanghai' })

  test('Buy is hidden and the other features stay', async ({ page, withTestWallet }) => {
    await withTestWallet({ accountIndex: LOOKER })
    await openAccount(page)
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('Asia/Shanghai')
    expect(await featureLabels(page)).toEqual(['Swap', 'Receive', 'Send'])
  })
})

for (const theme of ['light', 'dark'] as Theme[]) {
  test(`Buy and its progress in ${theme}: screenshots, axe clean, keyboard reachable`, async ({
    page,
    withTestWallet,
  }) => {
    await useDemoTheme(page, theme)
    await withTestWallet({ accountIndex: LOOKER })
    await page.setViewportSize({ width: 1280, height: 800 })
    await openAccount(page)
    await view(page, 'Account').getByRole('button', { name: 'Buy', exact: true }).click()
    const buy = view(page, 'Buy')
    await expect(buy.locator('dt', { hasText: 'You get' })).toBeVisible()
    await captureView(page, `OnRampBuy`, theme, 'desktop')
    await page.screenshot({ path: `/tmp/onramp-buy-${theme}.png` })
    expect(await seriousIssues(page)).toEqual([])

    // The amount, currency, method and Buy are reached with Tab alone.
    await buy.getByLabel('Amount').focus()
    await page.keyboard.press('Tab')
    await expect(buy.getByLabel('Currency')).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(buy.getByLabel('Pay with')).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(buy.getByRole('button', { name: 'Buy with Latch Sandbox Pay' })).toBeFocused()

    const opened = page.waitForEvent('popup')
    await page.keyboard.press('Enter')
    const provider = await opened
    await provider.waitForURL(/\/onramp\/sandbox\//)
    await expect(orderStatus(page)).toBeVisible()
    await page.bringToFront()
    await captureView(page, `OnRampProgress`, theme, 'desktop')
    await page.screenshot({ path: `/tmp/onramp-progress-${theme}.png` })
    expect(await seriousIssues(page)).toEqual([])
    await provider.emulateMedia({ colorScheme: theme })
    await provider.screenshot({ path: `/tmp/onramp-provider-${theme}.png` })
    await provider.close()
    await expect(connectButton(page)).toHaveAccessibleName(/^Account 0x/)
  })
}
