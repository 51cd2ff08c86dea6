// Connect's options, set through the demo's playground as a host app would set them: the legal
// checkbox (every way in disabled until ticked), the legal line without it, the wallets collapsed
// beside email login, and the wallet guide. Each by keyboard too, checked by axe and captured.
import type { Locator, Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { captureView, seriousIssues, VIEWPORTS } from '../support/capture'
import { tabTo } from '../support/keyboard'
import { connectButton, modal, view } from '../support/modal'
import { type Theme, useDemoTheme } from '../support/views'

// Fresh devnet accounts of this spec's own range (#50-#54).
const LEGAL_ACCOUNT = 50
const COLLAPSE_ACCOUNT = 51

const connect = (page: Page) => view(page, 'Connect Wallet')
const devWalletRow = (dialog: Locator) => dialog.getByRole('button', { name: 'Latch Dev Wallet Installed' })

async function openConnect(page: Page): Promise<Locator> {
  await connectButton(page).click()
  const dialog = connect(page)
  // Email login shows once its part has loaded; the wallets after it (or the row that holds them).
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeVisible()
  return dialog
}

async function closeModal(page: Page): Promise<void> {
  await page.keyboard.press('Escape')
  await expect(modal(page)).toBeHidden()
}

function playground(page: Page, legend: string): Locator {
  return page.getByRole('group', { name: legend })
}

for (const theme of ['light', 'dark'] as Theme[]) {
  test(`the legal checkbox keeps every way in disabled until ticked, ${theme} theme`, async ({
    page,
    context,
    withTestWallet,
  }) => {
    await withTestWallet({ accountIndex: LEGAL_ACCOUNT })
    await useDemoTheme(page, theme)
    await page.goto('/')
    await playground(page, 'Legal links')
      .getByRole('radio', { name: 'A box to tick before connecting' })
      .check()
    const dialog = await openConnect(page)
    const box = dialog.getByRole('checkbox', { name: 'I agree to the Terms of Service and Privacy Policy' })
    await expect(box).not.toBeChecked()
    // The socials show once the services server has said which it completes (asked after the first paint).
    await expect(dialog.getByRole('button', { name: 'Continue with Google' })).toBeVisible()

    // Every way in: the wallets, WalletConnect, All Wallets, email, the socials, the guide.
    const gate = dialog.locator('fieldset')
    const waysIn = gate.locator('button, input')
    const names = await waysIn.evaluateAll((nodes) =>
      nodes.map((node) => (node as HTMLInputElement).placeholder || node.textContent?.trim() || ''),
    )
    for (const expected of [
      'Email',
      'Continue',
      'Latch Dev WalletInstalled',
      'WalletConnectQR Code',
      'Get started',
    ])
      expect(
        names.some((name) => name.startsWith(expected)),
        `${expected} in ${names.join(', ')}`,
      ).toBe(true)
    expect(names.some((name) => name.startsWith('All Wallets'))).toBe(true)
    expect(names.some((name) => /^GContinue with Google/.test(name))).toBe(true)
    for (const way of await waysIn.all()) await expect(way).toBeDisabled()
    // Dimmed, and it says why.
    expect(Number(await gate.evaluate((node) => getComputedStyle(node).opacity))).toBeLessThan(0.6)
    await expect(gate).toHaveAccessibleDescription('Tick the box above to connect.')
    // A press on a disabled row does nothing.
    await devWalletRow(dialog).dispatchEvent('click')
    await expect(connect(page)).toBeVisible()
    await expect(connectButton(page)).toHaveAccessibleName('Connect Wallet')

    // The links open in a new tab that cannot reach back to this page, and tick nothing.
    const terms = dialog.getByRole('link', { name: 'Terms of Service' })
    await expect(terms).toHaveAttribute('target', '_blank')
    await expect(terms).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(dialog.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      new URL('/#privacy', page.url()).href,
    )
    const [tab] = await Promise.all([context.waitForEvent('page'), terms.click()])
    await tab.waitForLoadState('domcontentloaded')
    expect(tab.url()).toBe(new URL('/#terms', page.url()).href)
    expect(await tab.evaluate(() => window.opener)).toBeNull()
    await tab.close()
    await expect(box).not.toBeChecked()

    expect(await seriousIssues(page)).toEqual([])
    await captureView(page, 'ConnectLegalCheckbox', theme, 'desktop')

    // By keyboard: the box, then Space.
    await tabTo(page, box)
    await page.keyboard.press('Space')
    await expect(box).toBeChecked()
    for (const way of await waysIn.all()) await expect(way).toBeEnabled()
    await expect(gate).not.toHaveAccessibleDescription('Tick the box above to connect.')
    // Its two links, then the first way in (the wallets lead: an installed wallet is there).
    await tabTo(page, waysIn.first(), 4)
    expect(await seriousIssues(page)).toEqual([])
    await captureView(page, 'ConnectLegalCheckboxTicked', theme, 'desktop')

    // The tick lasts through All Wallets and back.
    await dialog.getByRole('button', { name: /^All Wallets/ }).click()
    await expect(view(page, 'All Wallets')).toBeVisible()
    await view(page, 'All Wallets').getByRole('button', { name: 'Back', exact: true }).click()
    await expect(box).toBeChecked()
    // Closed and opened again, the box asks again.
    await closeModal(page)
    await openConnect(page)
    await expect(box).not.toBeChecked()
    await box.check()

    // Ticked, a wallet connects.
    await devWalletRow(dialog).click()
    await expect(connectButton(page)).toHaveAccessibleName(/^Account \S/)
    await expect(modal(page)).toBeHidden()
  })
}

test('without the checkbox, a set URL puts the legal line under Connect and gates nothing', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.narrow)
  await page.goto('/')
  await playground(page, 'Legal links').getByRole('radio', { name: 'A line under the wallets' }).check()
  const dialog = await openConnect(page)
  await expect(dialog.getByRole('checkbox')).toHaveCount(0)
  const line = dialog.getByText(
    'By connecting your wallet, you agree to our Terms of Service and Privacy Policy',
  )
  await expect(line).toBeVisible()
  await expect(line.getByRole('link')).toHaveCount(2)
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeEnabled()
  expect(await seriousIssues(page)).toEqual([])
  await line.scrollIntoViewIfNeeded()
  await captureView(page, 'ConnectLegalLine', 'light', 'narrow')
})

for (const theme of ['light', 'dark'] as Theme[]) {
  test(`collapseWallets puts the wallets behind one button beside email; Enter shows them with focus on the first, ${theme} theme`, async ({
    page,
    withTestWallet,
  }) => {
    await withTestWallet({ accountIndex: COLLAPSE_ACCOUNT })
    await useDemoTheme(page, theme)
    await page.goto('/')
    await playground(page, 'Connect view')
      .getByRole('checkbox', { name: 'Wallets behind one button beside email' })
      .check()
    const dialog = await openConnect(page)
    const collapsed = dialog.getByRole('button', { name: 'Continue with a wallet' })
    await expect(collapsed).toBeVisible()
    await expect(dialog.getByRole('list', { name: 'Wallets' })).toHaveCount(0)
    expect(await seriousIssues(page)).toEqual([])
    await captureView(page, 'ConnectCollapsedWallets', theme, 'desktop')

    await tabTo(page, collapsed)
    await page.keyboard.press('Enter')
    const wallets = dialog.getByRole('list', { name: 'Wallets' })
    await expect(wallets).toBeVisible()
    await expect(collapsed).toHaveCount(0)
    await expect(wallets.getByRole('button').first()).toBeFocused()
    expect(await seriousIssues(page)).toEqual([])
    await captureView(page, 'ConnectCollapsedWalletsOpen', theme, 'desktop')
    await devWalletRow(dialog).click()
    await expect(connectButton(page)).toHaveAccessibleName(/^Account \S/)
  })
}

test('the wallet guide opens the wallet directory, by keyboard too, and is gone when switched off', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.narrow)
  await page.goto('/')
  const dialog = await openConnect(page)
  const guide = dialog.getByText("Haven't got a wallet?")
  await expect(guide).toBeVisible()
  // The socials show once the services server has said which it completes (asked after the first paint).
  await expect(dialog.getByRole('list', { name: 'Social logins' })).toBeVisible()
  // It closes the email and social part: after the social logins, before the wallets.
  const order = await dialog.evaluate((node) => {
    const at = (selector: string) => node.querySelector(selector)
    const socials = at('[aria-label="Social logins"]')
    const line = at('.latch-guide')
    const wallets = at('[aria-label="Wallets"]')
    if (!socials || !line || !wallets) return 'missing'
    const after = (a: Node, b: Node) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING)
    return after(socials, line) && after(line, wallets) ? 'socials, guide, wallets' : 'other'
  })
  expect(order).toBe('socials, guide, wallets')
  expect(await seriousIssues(page)).toEqual([])
  await captureView(page, 'ConnectWalletGuide', 'light', 'narrow')

  const getStarted = dialog.getByRole('button', { name: 'Get started' })
  await tabTo(page, getStarted)
  await page.keyboard.press('Enter')
  await expect(view(page, 'All Wallets')).toBeVisible()
  await closeModal(page)

  await playground(page, 'Connect view')
    .getByRole('checkbox', { name: 'Wallet guide for newcomers' })
    .uncheck()
  await openConnect(page)
  await expect(connect(page).getByRole('button', { name: 'Get started' })).toHaveCount(0)
  await expect(connect(page).getByText("Haven't got a wallet?")).toHaveCount(0)
})
