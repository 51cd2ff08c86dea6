import { expect, test } from '../fixtures'
import { connectButton, connectThroughModal, view } from '../support/modal'

const ACCOUNT = 8

test('the Account view fades its lower edge while more lies below, and keeps its tabs in sight when scrolled', async ({
  page,
  withTestWallet,
}) => {
  // A short window, so the account's header, actions, tabs and tokens do not fit.
  await page.setViewportSize({ width: 1280, height: 400 })
  await withTestWallet({ accountIndex: ACCOUNT })
  await page.goto('/')
  await connectThroughModal(page)
  await connectButton(page).click()
  const account = view(page, 'Account')
  const body = account.locator('.latch-body')
  await expect(body).toHaveAttribute('data-more-below', '')

  await body.evaluate((region) => region.scrollTo({ top: region.scrollHeight }))
  await expect(body).not.toHaveAttribute('data-more-below')
  await expect(account.getByRole('tab', { name: 'NFTs' })).toBeInViewport({ ratio: 1 })
})
