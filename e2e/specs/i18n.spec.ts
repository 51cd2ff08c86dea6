import { resolve } from 'node:path'
import { LOCALES } from '@latch/core'
import type { Page } from '@playwright/test'
import { mnemonicToAccount } from 'viem/accounts'
import { expect, test } from '../fixtures'
import { settle, type Theme, useDemoTheme } from '../support/views'
import { setDevnetBalance } from '../support/wallet'

// The modal in Arabic (mirrored) and Japanese, switched at runtime without a reload, fetching only
// the active locale's messages. Screenshots are saved for people to look at (gitignored).
const OUT = resolve(import.meta.dirname, '../../.latch/screenshots')
// A devnet account no other spec signs with, funded here so its balance has digits to format.
const ACCOUNT = 30
const BALANCE_WEI = 12345678n * 10n ** 14n // 1234.5678 ETH

/** Every request for a locale's messages: each locale is a chunk named after its file (ar-*.js). */
function watchLocaleChunks(page: Page): string[] {
  const fetched: string[] = []
  const chunk = new RegExp(`/assets/(${LOCALES.join('|')})-[\\w-]+\\.js$`)
  page.on('request', (request) => {
    const found = chunk.exec(new URL(request.url()).pathname)
    if (found?.[1]) fetched.push(found[1])
  })
  return fetched
}

async function useDemoLocale(page: Page, locale: string): Promise<void> {
  await page.addInitScript((locale) => localStorage.setItem('latch-demo:locale', locale), locale)
}

/** The header's connect button, whatever language it speaks. */
const headerButton = (page: Page) => page.getByRole('banner').getByRole('button').last()

test.beforeEach(async ({ manifest }) => {
  const address = mnemonicToAccount(manifest.mnemonic, { addressIndex: ACCOUNT }).address
  await setDevnetBalance(manifest.chains[0]?.rpcUrl as string, address, BALANCE_WEI)
})

test('Arabic: the modal is mirrored, then switches to Japanese at runtime, one locale chunk each', async ({
  page,
  withTestWallet,
}) => {
  await withTestWallet({ accountIndex: ACCOUNT })
  await useDemoTheme(page, 'light')
  await useDemoLocale(page, 'ar')
  const fetched = watchLocaleChunks(page)
  await page.goto('/')

  await expect(headerButton(page)).toHaveText('ربط المحفظة')
  await headerButton(page).click()
  const connect = page.getByRole('dialog', { name: 'ربط المحفظة' })
  await expect(connect).toBeVisible()
  const root = page.locator('.latch-root', { has: connect })
  await expect(root).toHaveAttribute('dir', 'rtl')
  await expect(root).toHaveAttribute('lang', 'ar')

  // Mirrored: Close sits at the left edge of the header, the wallet icons at the right of their rows.
  const close = connect.getByRole('button', { name: 'إغلاق' })
  const box = (await connect.boundingBox()) ?? { x: 0, width: 0 }
  const closeBox = (await close.boundingBox()) ?? { x: 0 }
  expect(closeBox.x - box.x).toBeLessThan(box.width / 2)
  const row = connect.getByRole('button', { name: /Latch Dev Wallet/ })
  const icon = await row.locator('.latch-wallet-icon').boundingBox()
  const label = await row.locator('.latch-row-label').boundingBox()
  expect(icon && label && icon.x > label.x).toBe(true)
  expect(fetched).toEqual(['ar'])

  // An email keeps its left-to-right order as it is typed ('user@', not '@user'), still aligned
  // right like the Arabic placeholder before it.
  const email = connect.locator('input[type=email]')
  const layout = () =>
    email.evaluate((input) => {
      const style = getComputedStyle(input)
      return { direction: style.direction, align: style.textAlign }
    })
  expect(await layout()).toEqual({ direction: 'rtl', align: 'right' })
  await email.fill('user@')
  expect(await layout()).toEqual({ direction: 'ltr', align: 'right' })
  await email.fill('')

  // Switched at runtime from the page's own control, with no reload.
  await page.keyboard.press('Escape')
  await page.evaluate(() => {
    ;(window as { __noReload?: boolean }).__noReload = true
  })
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ja')
  await expect(headerButton(page)).toHaveText('ウォレットを接続')
  await headerButton(page).click()
  const japanese = page.getByRole('dialog', { name: 'ウォレットを接続' })
  await expect(japanese).toBeVisible()
  await expect(page.locator('.latch-root', { has: japanese })).not.toHaveAttribute('dir', 'rtl')
  await expect(page.locator('.latch-root', { has: japanese })).toHaveAttribute('lang', 'ja')
  expect(await page.evaluate(() => (window as { __noReload?: boolean }).__noReload)).toBe(true)
  expect(fetched).toEqual(['ar', 'ja'])
})

test('an English page fetches no locale chunk', async ({ page }) => {
  const fetched = watchLocaleChunks(page)
  await page.goto('/')
  await headerButton(page).click()
  await expect(page.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(fetched).toEqual([])
})

test('the balance is written for the locale: Intl digits and separators after the 3-decimal rounding', async ({
  page,
  withTestWallet,
}) => {
  await withTestWallet({ accountIndex: ACCOUNT })
  await useDemoLocale(page, 'de')
  await page.goto('/')
  await headerButton(page).click()
  await page
    .getByRole('dialog', { name: 'Wallet verbinden' })
    .getByRole('button', { name: /Latch Dev Wallet/ })
    .click()
  await expect(headerButton(page)).toHaveAccessibleName(/^Konto /)
  await headerButton(page).click()
  const account = page.getByRole('dialog', { name: 'Konto' })
  await expect(account.locator('.latch-balance')).toHaveText('1.234,567 ETH')
})

// A devnet account that sends here once, so that its Activity starts with a signed amount.
const SENDER = 93

async function devnetCall(rpcUrl: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: unknown; error?: { message: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
  return body.result
}

test('Arabic: a signed Activity amount keeps its sign beside its number, read left to right', async ({
  page,
  manifest,
  withTestWallet,
}) => {
  test.setTimeout(60_000)
  const rpcUrl = manifest.chains[0]?.rpcUrl as string
  const from = mnemonicToAccount(manifest.mnemonic, { addressIndex: SENDER }).address
  const to = mnemonicToAccount(manifest.mnemonic, { addressIndex: SENDER + 1 }).address
  await devnetCall(rpcUrl, 'anvil_setBalance', [from, `0x${(10n ** 19n).toString(16)}`])
  await devnetCall(rpcUrl, 'anvil_impersonateAccount', [from])
  await devnetCall(rpcUrl, 'eth_sendTransaction', [
    { from, to, value: `0x${(125n * 10n ** 16n).toString(16)}` },
  ])
  await devnetCall(rpcUrl, 'anvil_stopImpersonatingAccount', [from])

  await withTestWallet({ accountIndex: SENDER })
  await useDemoLocale(page, 'ar')
  await page.goto('/')
  await headerButton(page).click()
  await page
    .getByRole('dialog', { name: 'ربط المحفظة' })
    .getByRole('button', { name: /Latch Dev Wallet/ })
    .click()
  const connected = () => expect(headerButton(page)).toHaveAccessibleName(/^الحساب /)
  await connected()
  // The services index the send shortly after its block: the Activity tab is read again until it shows.
  const digits = await page.evaluate(() =>
    new Intl.NumberFormat('ar', { maximumFractionDigits: 3 }).format(1.25),
  )
  const sent = page.getByRole('dialog', { name: 'الحساب' }).getByText(`-${digits} ETH`).first()
  await expect
    .poll(
      async () => {
        await page.reload()
        await connected()
        await headerButton(page).click()
        await page.getByRole('dialog', { name: 'الحساب' }).getByRole('tab', { name: 'النشاط' }).click()
        return sent.waitFor({ timeout: 3_000 }).then(
          () => true,
          () => false,
        )
      },
      { timeout: 30_000, intervals: [500, 1_000] },
    )
    .toBe(true)

  // Where each part of '-1.25 ETH' is drawn: the bidi algorithm, left alone in a right-to-left
  // row, would draw 'ETH 1.25-' with the sign at the far right.
  const drawn = await sent.evaluate((element) => {
    const text = document.createTreeWalker(element, NodeFilter.SHOW_TEXT).nextNode() as Text
    const space = text.data.indexOf(' ')
    const box = (start: number, end: number) => {
      const range = document.createRange()
      range.setStart(text, start)
      range.setEnd(text, end)
      const { left, right } = range.getBoundingClientRect()
      return { left, right }
    }
    return { sign: box(0, 1), number: box(1, space), symbol: box(space + 1, text.data.length) }
  })
  expect(drawn.sign.right).toBeLessThanOrEqual(drawn.number.left + 0.5)
  expect(drawn.number.left - drawn.sign.right).toBeLessThan(1)
  expect(drawn.symbol.left).toBeGreaterThan(drawn.number.right)
})

for (const theme of ['light', 'dark'] as Theme[]) {
  for (const locale of ['ar', 'ja']) {
    test(`Connect and Account are captured in ${locale}, ${theme} theme`, async ({
      page,
      withTestWallet,
    }) => {
      await page.setViewportSize({ width: 1280, height: 800 })
      await withTestWallet({ accountIndex: ACCOUNT })
      await useDemoTheme(page, theme)
      await useDemoLocale(page, locale)
      await page.goto('/')
      const names = { ar: ['ربط المحفظة', 'الحساب'], ja: ['ウォレットを接続', 'アカウント'] }[
        locale
      ] as string[]
      await headerButton(page).click()
      const connect = page.getByRole('dialog', { name: names[0] })
      await expect(connect).toBeVisible()
      await page.mouse.move(0, 0)
      await settle(page)
      await page.screenshot({ path: `${OUT}/i18n-Connect-${locale}-${theme}.png`, animations: 'disabled' })
      await expectNothingClipped(page)

      await connect.getByRole('button', { name: /Latch Dev Wallet/ }).click()
      await expect(page.getByRole('dialog')).toBeHidden()
      await headerButton(page).click()
      const account = page.getByRole('dialog', { name: names[1] })
      await expect(account).toBeVisible()
      // The same rounded value, written by the browser's Intl for the locale.
      const digits = await page.evaluate(
        (locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format('1234.567' as never),
        locale,
      )
      await expect(account.locator('.latch-balance')).toHaveText(`${digits} ETH`)
      await page.mouse.move(0, 0)
      await settle(page)
      await page.screenshot({ path: `${OUT}/i18n-Account-${locale}-${theme}.png`, animations: 'disabled' })
      await expectNothingClipped(page)
    })
  }
}

/**
 * No text in the dialog runs out of its box: wider content than its element, unless it ellipsizes
 * or is hidden on purpose (labels for screen readers only).
 */
async function expectNothingClipped(page: Page): Promise<void> {
  const overflowing = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.latch-dialog *')]
      .filter((element) => {
        const style = getComputedStyle(element)
        if (style.textOverflow === 'ellipsis' || element.children.length > 0) return false
        if (element.closest('.latch-visually-hidden')) return false
        return element.scrollWidth > element.clientWidth + 1 && style.overflow !== 'visible'
      })
      .map((element) => element.textContent),
  )
  expect(overflowing).toEqual([])
}
