import { expect, test } from '../fixtures'
import { tabTo } from '../support/keyboard'
import { connectButton, connectThroughModal, modal, shortAddress, view } from '../support/modal'

const ACCOUNT = 4

test('connect, account and disconnect work by keyboard alone, and focus returns to the button on close', async ({
  page,
  manifest,
  withTestWallet,
}) => {
  const address = manifest.accounts[ACCOUNT]
  if (!address) throw new Error('devnet has too few accounts')
  await withTestWallet({ accountIndex: ACCOUNT })
  await page.goto('/')
  const button = connectButton(page)

  // Open, then Escape: nothing happens and focus is back on the button.
  await tabTo(page, button)
  await page.keyboard.press('Enter')
  const connect = view(page, 'Connect Wallet')
  await expect(connect).toBeVisible()
  await expect(page.locator(':focus')).toBeAttached()
  expect(await connect.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)
  await page.keyboard.press('Escape')
  await expect(modal(page)).toBeHidden()
  await expect(button).toBeFocused()

  // Connect: Enter on the button, Tab to the wallet, Enter.
  await page.keyboard.press('Enter')
  await tabTo(page, connect.getByRole('button', { name: 'Latch Dev Wallet' }))
  await page.keyboard.press('Enter')
  await expect(modal(page)).toBeHidden()
  await expect(button).toHaveAccessibleName(`Account ${shortAddress(address)}`)
  await expect(button).toBeFocused()

  // Escape closes the account view too.
  await page.keyboard.press('Enter')
  const account = view(page, 'Account')
  await expect(account).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(modal(page)).toBeHidden()
  await expect(button).toBeFocused()

  // Disconnect from the account view.
  await page.keyboard.press('Enter')
  await tabTo(page, account.getByRole('button', { name: 'Disconnect' }))
  await page.keyboard.press('Enter')
  await expect(modal(page)).toBeHidden()
  await expect(button).toHaveAccessibleName('Connect Wallet')
  await expect(button).toBeFocused()
})

test('Tab and Shift+Tab cycle inside the open account view and never reach the page behind it', async ({
  page,
  withTestWallet,
}) => {
  await withTestWallet({ accountIndex: ACCOUNT })
  await page.goto('/')
  await connectThroughModal(page)
  await connectButton(page).focus()
  await page.keyboard.press('Enter')
  const account = view(page, 'Account')
  await expect(account).toBeVisible()
  const insideDialog = () => account.evaluate((dialog) => dialog.contains(document.activeElement))
  // More presses than the view has stops, so each direction wraps at least once.
  for (const key of [...Array(12).fill('Tab'), ...Array(12).fill('Shift+Tab')] as string[]) {
    await page.keyboard.press(key)
    expect(await insideDialog(), `focus left the dialog after ${key}`).toBe(true)
  }
})
