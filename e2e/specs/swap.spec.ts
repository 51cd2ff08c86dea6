import type { DevnetManifest } from '@latch/devnet'
import { latchTokenAbi, uniswapV2RouterAbi } from '@latch/devnet'
import type { Locator, Page } from '@playwright/test'
import { encodeFunctionData, erc20Abi, parseAbiItem, parseUnits } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { expect, test } from '../fixtures'
import { captureView, seriousIssues } from '../support/capture'
import { view } from '../support/modal'
import { activityRowsWith, chainClient, devnetToken, openAccount } from '../support/portfolio'
import { type Theme, useDemoTheme } from '../support/views'

// Swaps through the modal on the devnet's Uniswap V2 pools. Each test trades from an account of
// its own, beyond those the other specs use (#20 and #21 are the Farcaster fixtures' custody
// accounts), funded here: no other spec sees its balances move.
const FIRST_ACCOUNT = 40
const DEPLOYER = 9

async function rpc(manifest: DevnetManifest, method: string, params: unknown[]) {
  const response = await fetch(manifest.chains[0]?.rpcUrl as string, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const { result, error } = (await response.json()) as { result?: unknown; error?: { message: string } }
  if (error) throw new Error(`${method}: ${error.message}`)
  return result
}

/** 10 ETH and 1,000 lUSD for the account at `index` of the devnet mnemonic. */
async function fund(manifest: DevnetManifest, index: number): Promise<`0x${string}`> {
  const address = mnemonicToAccount(manifest.mnemonic, { addressIndex: index }).address
  await rpc(manifest, 'anvil_setBalance', [address, '0x8ac7230489e80000'])
  const mint = encodeFunctionData({
    abi: latchTokenAbi,
    functionName: 'mint',
    args: [address, parseUnits('1000', 6)],
  })
  const deployer = manifest.accounts[DEPLOYER]
  await rpc(manifest, 'eth_sendTransactionSync', [
    { from: deployer, to: devnetToken(manifest, 'lUSD').address, data: mint },
  ])
  return address
}

/** Opens Swap from the Account view and sets it to lUSD -> LATCH through the token picker. */
async function openSwap(page: Page): Promise<Locator> {
  await view(page, 'Account').getByRole('button', { name: 'Swap', exact: true }).click()
  const swap = view(page, 'Swap')
  await swap.getByRole('button', { name: /change the token to pay with$/ }).click()
  const picker = view(page, 'Select Token')
  await picker.getByLabel('Search tokens').fill('usd')
  await expect(picker.locator('.latch-token-pick')).toHaveCount(1)
  await picker.getByRole('button', { name: /^lUSD/ }).click()
  await swap.getByRole('button', { name: /change the token to receive$/ }).click()
  await view(page, 'Select Token')
    .getByRole('button', { name: /^LATCH/ })
    .click()
  await expect(swap.getByRole('button', { name: /^lUSD: / })).toBeVisible()
  await expect(swap.getByRole('button', { name: /^LATCH: / })).toBeVisible()
  return swap
}

test('swap lUSD for LATCH through the modal: approve, then swap; the chain moves by the quote', async ({
  page,
  manifest,
  withTestWallet,
}) => {
  const user = await fund(manifest, FIRST_ACCOUNT)
  const client = chainClient(manifest)
  const chain = manifest.chains[0] as DevnetManifest['chains'][number]
  const lusd = devnetToken(manifest, 'lUSD').address
  const latch = devnetToken(manifest, 'LATCH').address
  await withTestWallet({ accountIndex: FIRST_ACCOUNT })
  await openAccount(page)
  const swap = await openSwap(page)
  await expect(swap.getByText('Balance: 1,000 lUSD')).toBeVisible()

  await swap.getByLabel('You pay').fill('250')
  const received = swap.locator('output')
  // A quoted amount: grouped digits, not zero (nothing quoted shows a dash, never a made-up 0).
  await expect(received).toHaveText(/^[\d,]+(\.\d+)?$/)
  await expect(received).toHaveText(/[1-9]/)
  await expect(swap.getByText(/^1 lUSD = 0\.\d+ LATCH$/)).toBeVisible()
  await expect(swap.getByText('Max. slippage')).toBeVisible()
  await swap.getByRole('button', { name: 'Review swap' }).click()

  const review = view(page, 'Review Swap')
  await expect(review.getByRole('definition').getByText('250 lUSD', { exact: true })).toBeVisible()
  const before = await Promise.all([
    client.readContract({ address: lusd, abi: erc20Abi, functionName: 'balanceOf', args: [user] }),
    client.readContract({ address: latch, abi: erc20Abi, functionName: 'balanceOf', args: [user] }),
  ])
  const startBlock = await client.getBlockNumber()
  await review.getByRole('button', { name: 'Approve lUSD' }).click()
  // Once the approval is mined the review offers the swap itself.
  await review.getByRole('button', { name: 'Swap', exact: true }).click()
  await expect(view(page, 'Account')).toBeVisible()

  const transfer = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)')
  await expect
    .poll(
      async () =>
        (await client.getLogs({ address: latch, event: transfer, args: { to: user }, fromBlock: startBlock }))
          .length,
      {
        timeout: 20_000,
      },
    )
    .toBe(1)
  const [log] = await client.getLogs({
    address: latch,
    event: transfer,
    args: { to: user },
    fromBlock: startBlock,
  })
  const swapBlock = log?.blockNumber as bigint
  const after = await Promise.all([
    client.readContract({ address: lusd, abi: erc20Abi, functionName: 'balanceOf', args: [user] }),
    client.readContract({ address: latch, abi: erc20Abi, functionName: 'balanceOf', args: [user] }),
  ])
  expect(before[0] - after[0]).toBe(parseUnits('250', 6))
  // The pools as they stood just before the swap: the best route's output is exactly what arrived.
  const routes = await Promise.all(
    [
      [lusd, latch],
      [lusd, chain.contracts.weth, latch],
    ].map((path) =>
      client.readContract({
        address: chain.contracts.uniswapV2Router,
        abi: uniswapV2RouterAbi,
        functionName: 'getAmountsOut',
        args: [parseUnits('250', 6), path as `0x${string}`[]],
        blockNumber: swapBlock - 1n,
      }),
    ),
  )
  const best = routes.map((amounts) => amounts.at(-1) as bigint).reduce((a, b) => (a > b ? a : b))
  expect(after[1] - before[1]).toBe(best)

  await expect
    .poll(() => activityRowsWith(page, '-250 lUSD'), { timeout: 20_000, intervals: [500, 1_000] })
    .toBe(1)
})

for (const [i, theme] of (['light', 'dark'] as Theme[]).entries()) {
  test(`axe finds no serious or critical issue on the swap views, and they are captured, ${theme} theme`, async ({
    page,
    manifest,
    withTestWallet,
  }) => {
    await fund(manifest, FIRST_ACCOUNT + 1 + i)
    await useDemoTheme(page, theme)
    await withTestWallet({ accountIndex: FIRST_ACCOUNT + 1 + i })
    await openAccount(page)
    // The Account view's feature buttons, Swap among them, as the visitor sees them.
    await captureView(page, 'AccountFeatures', theme, 'desktop')
    await view(page, 'Account').getByRole('button', { name: 'Swap', exact: true }).click()
    const swap = view(page, 'Swap')
    await swap.getByRole('button', { name: /change the token to pay with$/ }).click()
    const picker = view(page, 'Select Token')
    await expect(picker.getByRole('button', { name: /^LATCH/ })).toBeVisible()
    await captureView(page, 'SwapSelectToken', theme, 'desktop')
    expect(await seriousIssues(page)).toEqual([])
    await picker.getByRole('button', { name: /^lUSD/ }).click()

    // Review with no amount: the amount field is 'Required'; text that is no amount, 'Invalid input'.
    const amount = swap.getByLabel('You pay')
    await swap.getByRole('button', { name: 'Review swap' }).click()
    await expect(swap.getByRole('alert')).toHaveText('Required')
    await expect(amount).toHaveAttribute('aria-invalid', 'true')
    await amount.fill('12,5x')
    await expect(swap.getByRole('alert')).toHaveText('Invalid input')
    await expect(amount).toHaveValue('12,5x')

    // More than the balance is quoted, but cannot be reviewed.
    await swap.getByLabel('You pay').fill('5000')
    await expect(swap.getByRole('alert')).toHaveText('Insufficient balance')
    await expect(swap.getByRole('button', { name: 'Review swap' })).toBeDisabled()
    await swap.getByLabel('You pay').fill('100')
    await expect(swap.getByRole('alert')).toHaveCount(0)
    await expect(swap.getByText(/^1 lUSD = /)).toBeVisible()
    await captureView(page, 'Swap', theme, 'desktop')
    expect(await seriousIssues(page)).toEqual([])

    await swap.getByRole('button', { name: 'Review swap' }).click()
    const review = view(page, 'Review Swap')
    await expect(review.getByRole('button', { name: 'Approve lUSD' })).toBeVisible()
    await captureView(page, 'SwapPreview', theme, 'desktop')
    expect(await seriousIssues(page)).toEqual([])
  })
}

/** Presses Tab until `target` has the focus, as a keyboard user moves through the view. */
async function tabTo(page: Page, target: Locator) {
  await expect(target).toBeVisible()
  for (let presses = 0; presses < 15; presses++) {
    if (await target.evaluate((node) => node === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

test('the swap form and its token picker work from the keyboard', async ({
  page,
  manifest,
  withTestWallet,
}) => {
  await fund(manifest, FIRST_ACCOUNT + 3)
  await withTestWallet({ accountIndex: FIRST_ACCOUNT + 3 })
  await openAccount(page)
  await tabTo(page, view(page, 'Account').getByRole('button', { name: 'Swap', exact: true }))
  await page.keyboard.press('Enter')
  const swap = view(page, 'Swap')
  await tabTo(page, swap.getByRole('button', { name: /change the token to pay with$/ }))
  await page.keyboard.press('Enter')
  const picker = view(page, 'Select Token')
  await tabTo(page, picker.getByLabel('Search tokens'))
  await page.keyboard.type('usd')
  await page.keyboard.press('Tab')
  await expect(picker.getByRole('button', { name: /^lUSD/ })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(swap.getByRole('button', { name: /^lUSD: change the token to pay with$/ })).toBeVisible()

  await tabTo(page, swap.getByLabel('You pay'))
  await page.keyboard.type('10')
  // Enter submits once the quote is in.
  await expect(swap.getByRole('button', { name: 'Review swap' })).toBeEnabled()
  await expect(swap.locator('output')).toHaveText(/[1-9]/)
  await page.keyboard.press('Enter')
  await expect(
    view(page, 'Review Swap').getByRole('definition').getByText('10 lUSD', { exact: true }),
  ).toBeVisible()
})
