import { createPublicClient, http, parseEther } from 'viem'
import { expect, test } from '../fixtures'

// Finds the EIP-6963 announced wallet in the page and sends it a raw EIP-1193 request.
async function requestThroughAnnouncedWallet(
  page: import('@playwright/test').Page,
  rdns: string,
  args: { method: string; params?: unknown[] },
) {
  return page.evaluate(
    ({ rdns, args }) =>
      new Promise((resolve, reject) => {
        const onAnnounce = (event: Event) => {
          const detail = (event as CustomEvent).detail
          if (detail?.info?.rdns !== rdns) return
          window.removeEventListener('eip6963:announceProvider', onAnnounce)
          detail.provider.request(args).then(resolve, reject)
        }
        window.addEventListener('eip6963:announceProvider', onAnnounce)
        window.dispatchEvent(new Event('eip6963:requestProvider'))
        setTimeout(() => reject(new Error(`no wallet announced ${rdns}`)), 5000)
      }),
    { rdns, args },
  )
}

test('the demo page connects to devnet through the test wallet and a sent transaction is mined', async ({
  page,
  manifest,
  withTestWallet,
}) => {
  const [chain] = manifest.chains
  if (!chain) throw new Error('devnet has no chains')
  const from = manifest.accounts[5]
  const to = manifest.accounts[6]
  if (!from || !to) throw new Error('devnet has too few accounts')
  await withTestWallet({ accountIndex: 5 })
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Latch demo' })).toBeVisible()

  const accounts = (await requestThroughAnnouncedWallet(page, 'dev.latch.testwallet', {
    method: 'eth_requestAccounts',
  })) as string[]
  expect(accounts.map((a) => a.toLowerCase())).toEqual([from.toLowerCase()])
  const chainId = await requestThroughAnnouncedWallet(page, 'dev.latch.testwallet', { method: 'eth_chainId' })
  expect(Number(chainId)).toBe(chain.id)

  const client = createPublicClient({ transport: http(chain.rpcUrl) })
  const before = await client.getBalance({ address: to })
  const hash = (await requestThroughAnnouncedWallet(page, 'dev.latch.testwallet', {
    method: 'eth_sendTransaction',
    params: [{ from, to, value: `0x${parseEther('1.25').toString(16)}` }],
  })) as `0x${string}`

  const receipt = await client.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  expect(await client.getBalance({ address: to })).toBe(before + parseEther('1.25'))
})

test('the demo offers the dev wallet through EIP-6963 only after the visitor opts in', async ({ page }) => {
  await page.goto('/')
  const toggle = page.getByRole('checkbox', { name: /Latch Dev Wallet/ })
  await expect(toggle).not.toBeChecked()
  await expect(
    requestThroughAnnouncedWallet(page, 'dev.latch.testwallet', { method: 'eth_chainId' }),
  ).rejects.toThrow(/no wallet announced/)

  await toggle.check()
  const chainId = await requestThroughAnnouncedWallet(page, 'dev.latch.testwallet', { method: 'eth_chainId' })
  expect(Number(chainId)).toBe(31337)

  // The choice is remembered across reloads.
  await page.reload()
  await expect(page.getByRole('checkbox', { name: /Latch Dev Wallet/ })).toBeChecked()
})
