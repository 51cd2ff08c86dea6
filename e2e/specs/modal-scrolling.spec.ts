import { expect, test } from '../fixtures'
import { connectButton, connectThroughModal, view } from '../support/modal'

const ACCOUNT = 8

test('the Account view keeps its tab bar in place across tabs, fades its lower edge while more lies below, and keeps its tabs in sight when scrolled', async ({
  page,
  withTestWallet,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await withTestWallet({ accountIndex: ACCOUNT })
  await page.goto('/')
  await connectThroughModal(page)
  await connectButton(page).click()
  const account = view(page, 'Account')
  const body = account.locator('.latch-body')

  // Switching tabs leaves the tab bar under the pointer, on a centred card and on a phone's sheet.
  const tabBar = account.getByRole('tablist')
  for (const size of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size)
    const tops = new Set<number>()
    for (const name of ['NFTs', 'Activity', 'Tokens']) {
      await account.getByRole('tab', { name }).click()
      await expect(account.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true')
      await expect(account.getByRole('tabpanel').getByRole('status')).toHaveCount(0)
      tops.add(Math.round((await tabBar.boundingBox())?.y ?? -1))
    }
    expect([...tops], `tab bar tops at ${size.width}x${size.height}`).toHaveLength(1)
  }

  // A short window, so the account's header, actions, tabs and tokens do not fit.
  await page.setViewportSize({ width: 1280, height: 400 })
  await expect(body).toHaveAttribute('data-more-below', '')

  await body.evaluate((region) => region.scrollTo({ top: region.scrollHeight }))
  await expect(body).not.toHaveAttribute('data-more-below')
  await expect(account.getByRole('tab', { name: 'NFTs' })).toBeInViewport({ ratio: 1 })
})
