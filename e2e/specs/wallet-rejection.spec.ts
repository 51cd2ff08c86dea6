import { expect, test } from '../fixtures'
import { connectButton, connectThroughModal, modal, view } from '../support/modal'
import { walletRequests } from '../support/wallet'

const ACCOUNT = 6

test('a declined connection (4001) shows the declined state and "Try again" connects', async ({
  page,
  withTestWallet,
}) => {
  await withTestWallet({ accountIndex: ACCOUNT })
  await page.goto('/')
  await page.evaluate(() => window.__latchTestWallet?.control.rejectNext())

  await connectButton(page).click()
  await view(page, 'Connect Wallet').getByRole('button', { name: 'Latch Dev Wallet' }).click()
  const connecting = view(page, 'Connecting')
  await expect(connecting.getByText('Connection declined')).toBeVisible()
  await expect(connectButton(page)).toHaveAccessibleName('Connect Wallet')

  await connecting.getByRole('button', { name: 'Try again' }).click()
  await expect(modal(page)).toBeHidden()
  await expect(connectButton(page)).toHaveAccessibleName(/^Account 0x/)
  const attempts = await walletRequests(page, 'eth_requestAccounts')
  expect(attempts.map(({ status, errorCode }) => errorCode ?? status)).toEqual([4001, 'ok'])
})

test('a declined signature (4001) shows "Signature declined" and signing again works', async ({
  page,
  withTestWallet,
}) => {
  await withTestWallet({ accountIndex: ACCOUNT })
  await page.goto('/')
  await connectThroughModal(page)
  await page.evaluate(() => window.__latchTestWallet?.control.rejectNext())

  const sign = page.getByRole('button', { name: 'Sign a message' })
  const result = page.getByRole('status', { name: 'Signature result' })
  await sign.click()
  await expect(result).toHaveText('Signature declined')
  // The page stays connected: a declined signature is not a disconnect.
  await expect(page.getByTestId('account-status')).toHaveText('connected')

  await sign.click()
  await expect(result).toContainText('Yes, signed by this address')
  const signatures = await walletRequests(page, 'personal_sign')
  expect(signatures.map(({ status, errorCode }) => errorCode ?? status)).toEqual([4001, 'ok'])
})
