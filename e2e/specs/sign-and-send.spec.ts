import { createPublicClient, formatEther, http, parseEther, verifyMessage } from 'viem'
import { expect, test } from '../fixtures'
import { connectButton, connectThroughModal, modal, view } from '../support/modal'
import { displayBalance } from '../support/wallet'

const ACCOUNT = 9

test('a message signed through the connected wallet verifies with viem for the connected address', async ({
  page,
  manifest,
  withTestWallet,
}) => {
  const address = manifest.accounts[ACCOUNT]
  if (!address) throw new Error('devnet has too few accounts')
  await withTestWallet({ accountIndex: ACCOUNT })
  await page.goto('/')
  await connectThroughModal(page)

  await page.getByRole('button', { name: 'Sign a message' }).click()
  const result = page.getByRole('status', { name: 'Signature result' })
  await expect(result).toContainText('Yes, signed by this address')
  const message = (await result.locator('pre').textContent()) ?? ''
  const signature = (await result.locator('code').textContent()) as `0x${string}`
  expect(message).toMatch(/^Hello from the Latch demo\n/)
  expect(await verifyMessage({ address, message, signature })).toBe(true)
  // The same signature does not verify for another account.
  const other = manifest.accounts[0]
  if (!other) throw new Error('devnet has no account #0')
  expect(await verifyMessage({ address: other, message, signature })).toBe(false)
})

test('sending 0.01 ETH moves the balances on chain once mined, and the account view shows the new balance', async ({
  page,
  manifest,
  withTestWallet,
}) => {
  const from = manifest.accounts[ACCOUNT]
  const to = manifest.accounts[1]
  const [chain] = manifest.chains
  if (!from || !to || !chain) throw new Error('devnet manifest is missing accounts or chains')
  const client = createPublicClient({ transport: http(chain.rpcUrl) })
  await withTestWallet({ accountIndex: ACCOUNT })
  await page.goto('/')
  await connectThroughModal(page)
  const [fromBefore, toBefore] = await Promise.all([
    client.getBalance({ address: from }),
    client.getBalance({ address: to }),
  ])

  await page.getByRole('button', { name: 'Send 0.01 ETH to account #1' }).click()
  const result = page.getByRole('status', { name: 'Transfer result' })
  await expect(result).toContainText(/Mined in block \d+/)
  const hash = (await result.locator('code').textContent()) as `0x${string}`
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/)

  const receipt = await client.getTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  expect(receipt.from.toLowerCase()).toBe(from.toLowerCase())
  const amount = parseEther('0.01')
  const fee = receipt.gasUsed * receipt.effectiveGasPrice
  const fromAfter = await client.getBalance({ address: from })
  expect(await client.getBalance({ address: to })).toBe(toBefore + amount)
  expect(fromAfter).toBe(fromBefore - amount - fee)

  await connectButton(page).click()
  await expect(view(page, 'Account').locator('.latch-balance')).toHaveText(
    `${displayBalance(formatEther(fromAfter))} ETH`,
  )
})

test('a send mined after the wallet answers shows the new balance in Account within a second of the block', async ({
  page,
  manifest,
  withTestWallet,
}) => {
  const from = manifest.accounts[ACCOUNT]
  const [chain] = manifest.chains
  if (!from || !chain) throw new Error('devnet manifest is missing accounts or chains')
  const client = createPublicClient({ transport: http(chain.rpcUrl) })
  const anvil = (method: string, params: unknown[] = []) =>
    client.request({ method, params } as unknown as Parameters<typeof client.request>[0])
  await withTestWallet({ accountIndex: ACCOUNT })
  await page.goto('/')
  await connectThroughModal(page)
  // The visitor has just seen the balance: it is fresh, within its 30 s cache life.
  await connectButton(page).click()
  const before = await client.getBalance({ address: from })
  await expect(view(page, 'Account').locator('.latch-balance')).toHaveText(
    `${displayBalance(formatEther(before))} ETH`,
  )
  await page.keyboard.press('Escape')
  await expect(modal(page)).toBeHidden()
  // Blocks only when asked: the wallet answers with the hash while the transfer is pending, as on
  // a real chain.
  await anvil('evm_setAutomine', [false])
  try {
    await page.getByRole('button', { name: 'Send 0.01 ETH to account #1' }).click()
    await expect
      .poll(async () => (await client.getBlock({ blockTag: 'pending' })).transactions.length, {
        timeout: 15_000,
      })
      .toBeGreaterThan(0)
    await anvil('evm_mine')
  } finally {
    await anvil('evm_setAutomine', [true])
  }
  const after = await client.getBalance({ address: from })
  await connectButton(page).click()
  await expect(view(page, 'Account').locator('.latch-balance')).toHaveText(
    `${displayBalance(formatEther(after))} ETH`,
    { timeout: 1_000 },
  )
})

test('a two-call batch (EIP-5792) reaches the extension wallet, which approves it once and mines both transfers', async ({
  page,
  manifest,
  withTestWallet,
}) => {
  const from = manifest.accounts[ACCOUNT]
  const to = manifest.accounts[1]
  const [chain] = manifest.chains
  if (!from || !to || !chain) throw new Error('devnet manifest is missing accounts or chains')
  const client = createPublicClient({ transport: http(chain.rpcUrl) })
  await withTestWallet({ accountIndex: ACCOUNT })
  await page.goto('/')
  await connectThroughModal(page)
  const toBefore = await client.getBalance({ address: to })

  await page.getByRole('button', { name: 'Send 0.01 + 0.02 ETH in one batch' }).click()
  const result = page.getByRole('status', { name: 'Batch result' })
  await expect(result).toContainText('Confirmed', { timeout: 30_000 })
  // A key without code cannot run calls atomically: two transactions, not one.
  await expect(result).toContainText('AtomicNo')
  await expect(result.getByTestId('batch-transactions')).toHaveText('2')
  expect(await client.getBalance({ address: to })).toBe(toBefore + parseEther('0.03'))
  const asked = await page.evaluate(() => window.__latchTestWallet?.control.log.map((entry) => entry.method))
  expect(asked?.filter((method) => method === 'wallet_sendCalls')).toHaveLength(1)
})
