// A small wagmi app (apps/demo/wagmi.html): its wallet code is wagmi's hooks, the visitor connects
// through Latch's modal, and the header button is the host's own, drawn by ConnectButton's render
// function.
import { createPublicClient, createTestClient, http, parseEther, verifyMessage } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { expect, test } from '../fixtures'
import { modal, shortAddress, view } from '../support/modal'

/**
 * Accounts no other spec uses (beyond the ten the devnet funds; the first test funds its own). The
 * second must hold no name: #15 holds the one names.spec.ts registers, so it uses #17.
 */
const ACCOUNT = 14
const RESTORED_ACCOUNT = 17
const addressOf = (mnemonic: string, index: number) =>
  mnemonicToAccount(mnemonic, { addressIndex: index }).address
const RECIPIENT = '0x000000000000000000000000000000000000dEaD'

test('a wagmi app connects through the modal, signs, sends, switches chain and disconnects with wagmi hooks', async ({
  page,
  manifest,
  withTestWallet,
}) => {
  const address = addressOf(manifest.mnemonic, ACCOUNT)
  const [first, second] = manifest.chains
  if (!first || !second) throw new Error('devnet manifest is missing accounts or chains')
  await createTestClient({ mode: 'anvil', transport: http(first.rpcUrl) }).setBalance({
    address,
    value: parseEther('10'),
  })
  const errors: string[] = []
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
  page.on('pageerror', (error) => errors.push(error.message))
  await withTestWallet({ accountIndex: ACCOUNT })
  await page.goto('/wagmi.html')
  const wagmiAccount = page.getByRole('status', { name: 'wagmi account' })
  const hostButtons = page.getByRole('navigation', { name: 'Host wallet button' })
  await expect(wagmiAccount).toHaveText('disconnected')
  await expect(hostButtons.getByRole('button', { name: 'Sign in' })).toBeVisible()
  await expect(hostButtons.getByRole('button', { name: first.name })).toBeVisible()
  // The host draws its own button: none of Latch's is on the page.
  await expect(page.locator('.latch-button')).toHaveCount(0)

  // wagmi's connect opens Latch's modal; the visitor picks the wallet there.
  await page.getByRole('button', { name: 'Connect with wagmi (Latch)' }).click()
  await view(page, 'Connect Wallet').getByRole('button', { name: 'Latch Dev Wallet' }).click()
  await expect(wagmiAccount).toHaveText(`connected ${address} on chain ${first.id}`)
  await expect(modal(page)).toBeHidden()
  await expect(hostButtons.getByRole('button', { name: `${shortAddress(address)} · 10 ETH` })).toBeVisible()

  await page.getByRole('button', { name: 'Sign with wagmi' }).click()
  const signature = (await page
    .locator('output[aria-label="wagmi signature"]')
    .textContent()) as `0x${string}`
  expect(await verifyMessage({ address, message: 'Hello from a wagmi app', signature })).toBe(true)

  const chain = createPublicClient({ transport: http(first.rpcUrl) })
  const before = await chain.getBalance({ address: RECIPIENT })
  await page.getByRole('button', { name: 'Send 0.01 ETH with wagmi' }).click()
  await expect(page.getByText(/mined in block \d+/)).toBeVisible()
  const hash = (await page.locator('output[aria-label="wagmi transaction"]').textContent()) as `0x${string}`
  expect((await chain.getTransactionReceipt({ hash })).status).toBe('success')
  expect(await chain.getBalance({ address: RECIPIENT })).toBe(before + parseEther('0.01'))

  // wagmi's switch moves the wallet and Latch along; the host's network button follows.
  await page.getByRole('button', { name: `Switch to ${second.name} with wagmi` }).click()
  await expect(wagmiAccount).toHaveText(`connected ${address} on chain ${second.id}`)
  await expect(hostButtons.getByRole('button', { name: second.name })).toBeVisible()

  // The host's network button opens Latch's network list.
  await hostButtons.getByRole('button', { name: second.name }).click()
  await expect(view(page, 'Choose Network')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(modal(page)).toBeHidden()

  await page.getByRole('button', { name: 'Disconnect with wagmi' }).click()
  await expect(wagmiAccount).toHaveText('disconnected')
  await expect(hostButtons.getByRole('button', { name: 'Sign in' })).toBeVisible()
  expect(errors).toEqual([])
})

test('a wagmi app follows a connection made in Latch and restores it after a reload', async ({
  page,
  manifest,
  withTestWallet,
}) => {
  const address = addressOf(manifest.mnemonic, RESTORED_ACCOUNT)
  const [first] = manifest.chains
  if (!first) throw new Error('devnet manifest is missing accounts or chains')
  await withTestWallet({ accountIndex: RESTORED_ACCOUNT })
  await page.goto('/wagmi.html')
  const wagmiAccount = page.getByRole('status', { name: 'wagmi account' })
  const hostButtons = page.getByRole('navigation', { name: 'Host wallet button' })
  // The host's own button opens Latch's modal: wagmi learns of the connection made there.
  await hostButtons.getByRole('button', { name: 'Sign in' }).click()
  await view(page, 'Connect Wallet').getByRole('button', { name: 'Latch Dev Wallet' }).click()
  await expect(wagmiAccount).toHaveText(`connected ${address} on chain ${first.id}`)

  await page.reload()
  await expect(wagmiAccount).toHaveText(`connected ${address} on chain ${first.id}`)
  await expect(
    hostButtons.getByRole('button', { name: new RegExp(`^${shortAddress(address)}`) }),
  ).toBeVisible()
})
