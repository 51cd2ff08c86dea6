import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { connectButton, connectThroughModal, modal, shortAddress, view } from '../support/modal'
import { walletMethods } from '../support/wallet'

const ACCOUNT = 8

/** Requests a wallet shows the user; a silent reconnect makes none of them. */
const PROMPTS = ['eth_requestAccounts', 'wallet_requestPermissions', 'personal_sign', 'eth_sendTransaction']

function latchStorage(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() =>
    Object.fromEntries(
      Object.keys(localStorage)
        .filter((key) => key.startsWith('latch:'))
        .map((key) => [key, localStorage.getItem(key) ?? '']),
    ),
  )
}

test('after a reload the page is still connected and the wallet was never prompted', async ({
  page,
  manifest,
  withTestWallet,
}) => {
  const address = manifest.accounts[ACCOUNT]
  if (!address) throw new Error('devnet has too few accounts')
  await withTestWallet({ accountIndex: ACCOUNT })
  await page.goto('/')
  await connectThroughModal(page)
  expect(await walletMethods(page)).toContain('eth_requestAccounts')

  await page.reload()
  await expect(connectButton(page)).toHaveAccessibleName(`Account ${shortAddress(address)}`)
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  await expect(modal(page)).toBeHidden()
  // The wallet in the reloaded page is a fresh instance: its log holds only this page's requests.
  const methods = await walletMethods(page)
  expect(methods).toContain('eth_accounts')
  expect(methods.filter((method) => PROMPTS.includes(method))).toEqual([])
})

test('disconnecting from the account view clears the stored connection, and a reload stays disconnected', async ({
  page,
  withTestWallet,
}) => {
  await withTestWallet({ accountIndex: ACCOUNT })
  await page.goto('/')
  await connectThroughModal(page)
  const connected = await latchStorage(page)
  expect(JSON.parse(connected['latch:connectedConnectorIds'] ?? '{}')).toEqual({
    eip155: ['dev.latch.testwallet'],
  })
  expect(JSON.parse(connected['latch:connectionStatus'] ?? 'null')).toBe('connected')
  expect(connected['latch:activeCaipNetworkId']).toBeDefined()

  await connectButton(page).click()
  await view(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
  await expect(modal(page)).toBeHidden()
  await expect(connectButton(page)).toHaveAccessibleName('Connect Wallet')
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')

  const after = await latchStorage(page)
  expect(after['latch:connectedConnectorIds']).toBeUndefined()
  expect(after['latch:activeCaipNetworkId']).toBeUndefined()
  expect(JSON.parse(after['latch:connectionStatus'] ?? 'null')).toBe('disconnected')

  await page.reload()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  await expect(connectButton(page)).toHaveAccessibleName('Connect Wallet')
  expect((await walletMethods(page)).filter((method) => PROMPTS.includes(method))).toEqual([])
})
