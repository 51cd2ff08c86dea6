import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { connectButton, modal, view } from '../support/modal'

// The demo's own dev wallet (ticked on the page, no injected test wallet): it asks in its window.
function approvalWindow(page: Page) {
  return page.getByRole('region', { name: 'Latch Dev Wallet request' })
}

async function offerDevWallet(page: Page, options: { auto: boolean }) {
  await page.goto('/')
  await page.getByRole('checkbox', { name: 'Offer the Latch Dev Wallet' }).check()
  if (options.auto) await page.getByRole('checkbox', { name: 'Approve automatically' }).check()
}

async function seriousAxeIssues(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join('; ')}`)
}

test('a signature rejected in the dev wallet approval window is declined in the page', async ({ page }) => {
  await offerDevWallet(page, { auto: false })
  await connectButton(page).click()
  await view(page, 'Connect Wallet').getByRole('button', { name: 'Latch Dev Wallet' }).click()

  // Connecting waits for the person: the window asks, beside the modal.
  await expect(approvalWindow(page).getByRole('heading', { name: 'Connect to this site' })).toBeVisible()
  await expect(modal(page)).toBeVisible()
  await approvalWindow(page).getByRole('button', { name: 'Approve' }).click()
  await expect(connectButton(page)).toHaveAccessibleName(/^Account 0x/)
  await expect(approvalWindow(page)).toBeHidden()

  await page.getByRole('button', { name: 'Sign a message' }).click()
  const request = approvalWindow(page)
  await expect(request.getByRole('heading', { name: 'Sign a message' })).toBeVisible()
  await expect(request).toContainText('Hello from the Latch demo')
  expect(await seriousAxeIssues(page)).toEqual([])
  await request.getByRole('button', { name: 'Reject' }).click()

  await expect(page.getByRole('status', { name: 'Signature result' })).toHaveText('Signature declined')
  await expect(approvalWindow(page)).toBeHidden()
})

test('with "approve automatically" on, the dev wallet connects and signs with no window', async ({
  page,
}) => {
  await offerDevWallet(page, { auto: true })
  await connectButton(page).click()
  await view(page, 'Connect Wallet').getByRole('button', { name: 'Latch Dev Wallet' }).click()
  await expect(connectButton(page)).toHaveAccessibleName(/^Account 0x/)

  await page.getByRole('button', { name: 'Sign a message' }).click()
  await expect(page.getByRole('status', { name: 'Signature result' })).toContainText(
    'Yes, signed by this address',
  )
  await expect(approvalWindow(page)).toHaveCount(0)
})

for (const theme of ['light', 'dark'] as const)
  test(`axe finds no serious or critical issue on the demo page, ${theme} theme`, async ({ page }) => {
    await page.addInitScript((theme) => localStorage.setItem('latch-demo:theme', theme), theme)
    await page.goto('/')
    await expect(page.getByRole('heading', { name: 'Ways in' })).toBeVisible()
    expect(await seriousAxeIssues(page)).toEqual([])
  })
