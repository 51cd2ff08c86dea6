// Pay (features.pay, on in the demo): the host asks for one payment, the modal shows it, the
// connected wallet sends it, and the host's promise settles with the transaction id.
import { createPublicClient, http, parseEther, parseUnits } from 'viem'
import { expect, test } from '../fixtures'
import { captureView, seriousIssues } from '../support/capture'
import { connectThroughModal, modal, view } from '../support/modal'
import { devnetToken, tokenBalance } from '../support/portfolio'

const ACCOUNT = 9

test('paying 0.01 ETH through the Pay view moves it to the recipient on chain and gives the host the transaction id', async ({
  page,
  manifest,
  withTestWallet,
}) => {
  const to = manifest.accounts[1]
  const [chain] = manifest.chains
  if (!to || !chain) throw new Error('devnet manifest is missing accounts or chains')
  const client = createPublicClient({ transport: http(chain.rpcUrl) })
  await withTestWallet({ accountIndex: ACCOUNT })
  await page.goto('/')
  await connectThroughModal(page)
  const before = await client.getBalance({ address: to })

  await page.getByRole('button', { name: 'Pay 0.01 ETH to account #1' }).click()
  const pay = view(page, 'Pay')
  await expect(pay.getByText('0.01 ETH')).toBeVisible()
  await expect(pay.getByTitle(to)).toBeVisible()
  await captureView(page, 'Pay', 'light', 'desktop')
  expect(await seriousIssues(page)).toEqual([])
  await pay.getByRole('button', { name: 'Pay', exact: true }).click()
  await expect(pay.getByText('Paid 0.01 ETH')).toBeVisible()
  const result = page.getByRole('status', { name: 'Payment result' })
  const hash = (await result.locator('code').textContent()) as `0x${string}`
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
  const receipt = await client.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  expect(await client.getBalance({ address: to })).toBe(before + parseEther('0.01'))
  await pay.getByRole('button', { name: 'Done' }).click()
  await expect(modal(page)).toBeHidden()
})

test('paying 2 lUSD sends the token transfer; closing the Pay view instead cancels and sends nothing', async ({
  page,
  manifest,
  withTestWallet,
}) => {
  // Account #2 holds lUSD from the devnet's fixtures.
  const payer = 2
  const to = manifest.accounts[1]
  const [chain] = manifest.chains
  if (!to || !chain) throw new Error('devnet manifest is missing accounts or chains')
  const client = createPublicClient({ transport: http(chain.rpcUrl) })
  const lusd = devnetToken(manifest, 'lUSD')
  await withTestWallet({ accountIndex: payer })
  await page.goto('/')
  await connectThroughModal(page)
  const result = page.getByRole('status', { name: 'Payment result' })
  const before = await tokenBalance(client, lusd.address, to)

  // Closed before paying: the host hears it was cancelled; nothing moved.
  await page.getByRole('button', { name: 'Pay 2 lUSD to account #1' }).click()
  await expect(view(page, 'Pay').getByText('2 lUSD')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(result).toContainText('The payment was cancelled')
  expect(await tokenBalance(client, lusd.address, to)).toBe(before)

  await page.getByRole('button', { name: 'Pay 2 lUSD to account #1' }).click()
  const pay = view(page, 'Pay')
  await pay.getByRole('button', { name: 'Pay', exact: true }).click()
  await expect(pay.getByText('Paid 2 lUSD')).toBeVisible()
  const hash = (await result.locator('code').textContent()) as `0x${string}`
  await client.waitForTransactionReceipt({ hash })
  expect(await tokenBalance(client, lusd.address, to)).toBe(before + parseUnits('2', lusd.decimals))
})

test('an account without the token is told Insufficient balance and cannot pay', async ({
  page,
  withTestWallet,
}) => {
  // Account #9 holds no lUSD.
  await withTestWallet({ accountIndex: ACCOUNT })
  await page.goto('/')
  await connectThroughModal(page)
  await page.getByRole('button', { name: 'Pay 2 lUSD to account #1' }).click()
  const pay = view(page, 'Pay')
  await expect(pay.getByRole('alert')).toHaveText('Insufficient balance')
  await expect(pay.getByRole('button', { name: 'Pay', exact: true })).toBeDisabled()
})
