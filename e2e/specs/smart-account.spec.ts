// The embedded wallet's smart account on devnet, with the real EntryPoint and bundler (alto):
// email login gives a counterfactual smart-account address, the first send deploys it, a two-call
// batch (EIP-5792) lands as one user operation, and switching to the eoa and back keeps both
// balances right.
import type { Page } from '@playwright/test'
import {
  createPublicClient,
  encodeAbiParameters,
  formatEther,
  type Hex,
  http,
  keccak256,
  parseAbiItem,
  parseEther,
  parseUnits,
  toHex,
} from 'viem'
import { expect, test } from '../fixtures'
import { captureView, seriousIssues } from '../support/capture'
import { frame, giveTenEther, logIn } from '../support/email'
import { connectButton, modal, view } from '../support/modal'
import { devnetToken, tokenBalance } from '../support/portfolio'

const userOperationEvent = parseAbiItem(
  'event UserOperationEvent(bytes32 indexed userOpHash, address indexed sender, address indexed paymaster, uint256 nonce, bool success, uint256 actualGasCost, uint256 actualGasUsed)',
)

/** A balance as the Account view shows it: rounded down to 3 decimals, no trailing zeros. */
function shown(wei: bigint): string {
  const [whole, fraction = ''] = formatEther(wei).split('.')
  const kept = fraction.slice(0, 3).replace(/0+$/, '')
  return kept ? `${whole}.${kept}` : `${whole}`
}

const address = (page: Page) => page.getByTestId('account-address')

test.describe('smart account', () => {
  test('email login gives a smart account; the first send deploys it, a two-call batch is one user operation; eoa and back keep both balances', async ({
    page,
    manifest,
  }) => {
    test.setTimeout(180_000)
    const l1 = manifest.chains[0]
    const entryPoint = l1?.accountAbstraction?.entryPoint
    if (!l1 || !entryPoint) throw new Error('devnet L1 runs ERC-4337')
    const chain = createPublicClient({ transport: http(l1.rpcUrl) })
    const recipient = manifest.accounts[1] as Hex

    await page.goto('/')
    const { address: smart } = await logIn(page)
    // Counterfactual: the address is known before any code is there.
    expect(await chain.getCode({ address: smart as Hex })).toBeUndefined()
    await connectButton(page).click()
    const account = view(page, 'Account')
    await expect(account.getByTestId('account-type')).toHaveText('Smart account · not deployed yet')
    await expect(account.getByRole('button', { name: 'Switch to your EOA' })).toBeVisible()
    await captureView(page, 'Account-smart-account', 'light', 'desktop')
    expect(await seriousIssues(page)).toEqual([])
    await page.keyboard.press('Escape')

    // The first send deploys the account and moves the balance.
    await giveTenEther(l1.rpcUrl, smart)
    const recipientBefore = await chain.getBalance({ address: recipient })
    await page.getByRole('button', { name: /^Send 0.01 ETH/ }).click()
    await expect(view(page, 'Approve Transaction')).toBeVisible()
    await expect(frame(page).getByText('(smart account)')).toBeVisible()
    await frame(page).getByRole('button', { name: 'Approve' }).click()
    await expect(page.getByRole('status', { name: 'Transfer result' })).toContainText(/Mined in block \d+/, {
      timeout: 60_000,
    })
    expect(await chain.getCode({ address: smart as Hex })).toMatch(/^0x[0-9a-f]+$/)
    expect(await chain.getBalance({ address: recipient })).toBe(recipientBefore + parseEther('0.01'))
    expect(await chain.getBalance({ address: smart as Hex })).toBeLessThan(parseEther('9.99'))

    // Two calls, one approval, one user operation, one transaction.
    await page.getByRole('button', { name: 'Send 0.01 + 0.02 ETH in one batch' }).click()
    await expect(view(page, 'Approve Transaction')).toBeVisible()
    await expect(frame(page).getByText('Call 2 to')).toBeVisible()
    await frame(page).getByRole('button', { name: 'Approve' }).click()
    const batch = page.getByRole('status', { name: 'Batch result' })
    await expect(batch).toContainText('Confirmed', { timeout: 60_000 })
    await expect(batch).toContainText('AtomicYes')
    await expect(batch.getByTestId('batch-transactions')).toHaveText('1')
    expect(await chain.getBalance({ address: recipient })).toBe(recipientBefore + parseEther('0.04'))
    const operations = await chain.getLogs({
      address: entryPoint,
      event: userOperationEvent,
      args: { sender: smart as Hex },
      fromBlock: 0n,
    })
    expect(operations.map((log) => log.args.success)).toEqual([true, true])

    // Switch to the eoa: another address with its own balance; back again: the smart account's.
    await connectButton(page).click()
    await expect(account.getByTestId('account-type')).toHaveText('Smart account')
    const smartBalance = await chain.getBalance({ address: smart as Hex })
    await expect(account.getByText(`${shown(smartBalance)} ETH`)).toBeVisible()
    await account.getByRole('button', { name: 'Switch to your EOA' }).click()
    await expect(account.getByTestId('account-type')).toHaveText('EOA')
    await expect(address(page)).not.toHaveText(smart)
    const eoa = ((await address(page).textContent()) ?? '').trim() as Hex
    expect(eoa).toMatch(/^0x[0-9a-fA-F]{40}$/)
    await expect(account.getByText(`${shown(await chain.getBalance({ address: eoa }))} ETH`)).toBeVisible()
    await account.getByRole('button', { name: 'Switch to your smart account' }).click()
    await expect(account.getByTestId('account-type')).toHaveText('Smart account')
    await expect(address(page)).toHaveText(smart)
    await expect(account.getByText(`${shown(smartBalance)} ETH`)).toBeVisible()

    // The choice is kept for this network: a reload comes back on the eoa.
    await account.getByRole('button', { name: 'Switch to your EOA' }).click()
    await expect(address(page)).toHaveText(eoa)
    await page.reload()
    await expect(address(page)).toHaveText(eoa, { timeout: 30_000 })
    await expect(modal(page)).toBeHidden()
  })

  test('smart sessions: a granted 0.05 ETH permission sends without a prompt, is refused past its limit and after a revoke the server verified', async ({
    page,
    manifest,
  }) => {
    test.setTimeout(180_000)
    const l1 = manifest.chains[0]
    if (!l1) throw new Error('no devnet chain')
    const chain = createPublicClient({ transport: http(l1.rpcUrl) })
    const recipient = manifest.accounts[1] as Hex
    const servicesUrl = process.env.LATCH_SERVICES_URL ?? ''
    await page.goto('/')
    const { address: smart } = await logIn(page)
    await giveTenEther(l1.rpcUrl, smart)
    const result = page.getByRole('status', { name: 'Session result' })

    // Granted in the frame's approval, stored by the server.
    await page.getByRole('button', { name: 'Grant a 0.05 ETH session' }).click()
    await expect(view(page, 'Approve Transaction')).toBeVisible()
    await expect(frame(page).getByText('0.05 ETH')).toBeVisible()
    await frame(page).getByRole('button', { name: 'Approve' }).click()
    await expect(result).toContainText('Granted', { timeout: 60_000 })
    const listed = async () =>
      ((await (await fetch(`${servicesUrl}/v1/sessions/${smart}`)).json()) as { data: unknown[] }).data.length
    expect(await listed()).toBe(1)

    // Within the limit: sent with no approval screen.
    const before = await chain.getBalance({ address: recipient })
    await page.getByRole('button', { name: 'Send 0.02 ETH with the session' }).click()
    await expect(result).toContainText('Sent 0.02 ETH without a prompt', { timeout: 60_000 })
    await expect(modal(page)).toBeHidden()
    await page.getByRole('button', { name: 'Send 0.02 ETH with the session' }).click()
    await expect(result).toContainText('Sent 0.02 ETH without a prompt', { timeout: 60_000 })
    expect(await chain.getBalance({ address: recipient })).toBe(before + parseEther('0.04'))

    // Past the limit (0.04 spent of 0.05): refused, nothing sent, still no prompt.
    await page.getByRole('button', { name: 'Send 0.02 ETH with the session' }).click()
    await expect(result).toContainText(/exceed the session's allowance/, { timeout: 30_000 })
    await expect(modal(page)).toBeHidden()
    expect(await chain.getBalance({ address: recipient })).toBe(before + parseEther('0.04'))

    // Account lists the session; Revoke signs the pci (approved in the frame) and the server,
    // having verified the signature, lists it no more.
    await connectButton(page).click()
    const account = view(page, 'Account')
    await expect(account.getByTestId('smart-session')).toContainText('Up to 0.05 ETH')
    await account.getByRole('button', { name: 'Revoke' }).click()
    await expect(view(page, 'Approve Transaction')).toBeVisible()
    await frame(page).getByRole('button', { name: 'Approve' }).click()
    await expect.poll(listed, { timeout: 30_000 }).toBe(0)
    await expect(view(page, 'Account').getByTestId('smart-session')).toHaveCount(0)
    await page.keyboard.press('Escape')

    // A revoked session is refused by the wallet, again with no prompt.
    await page.getByRole('button', { name: 'Send 0.02 ETH with the session' }).click()
    await expect(result).toContainText('The session was revoked', { timeout: 30_000 })
    await expect(modal(page)).toBeHidden()
    expect(await chain.getBalance({ address: recipient })).toBe(before + parseEther('0.04'))
  })

  test('smart sessions: a granted 10 lUSD permission sends 4 lUSD without a prompt, is refused past its limit, and Account shows it in lUSD', async ({
    page,
    manifest,
  }) => {
    test.setTimeout(180_000)
    const l1 = manifest.chains[0]
    if (!l1) throw new Error('no devnet chain')
    const chain = createPublicClient({ transport: http(l1.rpcUrl) })
    const lusd = devnetToken(manifest, 'lUSD')
    const recipient = manifest.accounts[1] as Hex
    await page.goto('/')
    const { address: smart } = await logIn(page)
    await giveTenEther(l1.rpcUrl, smart)
    // 100 lUSD written straight into the token's balance slot (OpenZeppelin ERC-20: mapping at slot 0),
    // so no devnet account's nonce is shared with another test.
    const slot = keccak256(
      encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [smart as Hex, 0n]),
    )
    await chain.request({
      method: 'anvil_setStorageAt' as never,
      params: [lusd.address, slot, toHex(parseUnits('100', lusd.decimals), { size: 32 })] as never,
    })
    expect(await tokenBalance(chain, lusd.address, smart as Hex)).toBe(parseUnits('100', lusd.decimals))
    const result = page.getByRole('status', { name: 'Session result' })

    // The approval names the token by the symbol its contract reports, and the amount in its units.
    await page.getByRole('button', { name: 'Grant a 10 lUSD session' }).click()
    await expect(view(page, 'Approve Transaction')).toBeVisible()
    await expect(frame(page).getByText('10 lUSD')).toBeVisible()
    await expect(frame(page).getByText(lusd.address)).toBeVisible()
    await captureView(page, 'ApproveTransaction-token-session', 'light', 'desktop')
    await frame(page).getByRole('button', { name: 'Approve' }).click()
    await expect(result).toContainText('Granted', { timeout: 60_000 })

    const before = await tokenBalance(chain, lusd.address, recipient)
    for (let use = 0; use < 2; use++) {
      await page.getByRole('button', { name: 'Send 4 lUSD with the session' }).click()
      await expect(result).toContainText('Sent 4 lUSD without a prompt', { timeout: 60_000 })
      await expect(modal(page)).toBeHidden()
    }
    expect(await tokenBalance(chain, lusd.address, recipient)).toBe(before + parseUnits('8', lusd.decimals))

    // 8 of 10 spent: a third 4 lUSD is refused, with no prompt and nothing moved.
    await page.getByRole('button', { name: 'Send 4 lUSD with the session' }).click()
    await expect(result).toContainText("exceed the session's allowance (2 lUSD left)", { timeout: 30_000 })
    await expect(modal(page)).toBeHidden()
    expect(await tokenBalance(chain, lusd.address, recipient)).toBe(before + parseUnits('8', lusd.decimals))
    expect(await tokenBalance(chain, lusd.address, smart as Hex)).toBe(parseUnits('92', lusd.decimals))

    await connectButton(page).click()
    await expect(view(page, 'Account').getByTestId('smart-session')).toContainText('Up to 10 lUSD')
    await view(page, 'Account').getByTestId('smart-session').scrollIntoViewIfNeeded()
    await captureView(page, 'Account-token-session', 'light', 'desktop')
  })
})
