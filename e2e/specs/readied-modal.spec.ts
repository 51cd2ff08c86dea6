// Once the visitor points at Connect Wallet, the modal is rendered ahead, out of sight, so the click
// only shows it (packages/react/src/provider/ModalHost.tsx). Until then it must be nothing to the
// page: no dialog, no landmark, no focus stop, no motion; the click then shows that very dialog,
// with its open motion.
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '../fixtures'
import { connectButton, view } from '../support/modal'

test('pointing at Connect Wallet readies the modal out of sight: no dialog, no axe finding, no focus stop; the click shows it with its open motion', async ({
  page,
}) => {
  await page.goto('/')
  const button = connectButton(page)
  await button.hover()
  const readied = page.locator('.latch-root[data-latch-hidden]')
  await expect(readied).toHaveCount(1)
  await expect(readied.locator('[role="dialog"]')).toContainText('Connect Wallet')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect(await readied.evaluate((root) => getComputedStyle(root).visibility)).toBe('hidden')
  expect(
    await readied.locator('.latch-dialog').evaluate((dialog) => getComputedStyle(dialog).animationName),
  ).toBe('none')

  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([])

  // Tab goes from the button through the page and never into the modal waiting out of sight.
  await button.focus()
  for (let press = 0; press < 12; press++) {
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.closest('.latch-root') ?? null)).toBeNull()
  }

  const dialog = await readied.locator('[role="dialog"]').elementHandle()
  await button.click()
  const shown = view(page, 'Connect Wallet')
  await expect(shown).toBeVisible()
  expect(await shown.evaluate((element, before) => element === before, dialog)).toBe(true)
  expect(await shown.evaluate((element) => getComputedStyle(element).animationName)).toMatch(
    /latch-(rise|slide)/,
  )
  await expect(page.locator('.latch-root[data-latch-hidden]')).toHaveCount(0)
})
