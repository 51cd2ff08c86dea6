// apps/next-example, a Next.js App Router app, built and served here (only when this spec runs):
// its page comes server-rendered, hydrates without a warning, connects, and after a reload
// restores the stored connection on the client.
import type { ConsoleMessage } from '@playwright/test'
import { mnemonicToAccount } from 'viem/accounts'
import { expect, test } from '../fixtures'
import { modal, shortAddress, view } from '../support/modal'
import { type NextExample, startNextExample } from '../support/next-example'

/** An account no other spec uses. */
const ACCOUNT = 16

let next: NextExample
test.beforeAll(async () => {
  // One production build of the example (about a minute on two cores), for this spec alone.
  test.setTimeout(240_000)
  next = await startNextExample()
})
test.afterAll(async () => {
  await next?.stop()
})

test('the server renders the buttons, which hydrate quietly, connect, and restore after a reload', async ({
  page,
  request,
  manifest,
  withTestWallet,
}) => {
  const [first] = manifest.chains
  if (!first) throw new Error('devnet manifest has no chains')
  const address = mnemonicToAccount(manifest.mnemonic, { addressIndex: ACCOUNT }).address

  // What the server sends, before any script runs: both buttons, the devnet as the network.
  const html = await (await request.get(next.url)).text()
  expect(html).toMatch(/<button[^>]*class="latch-button"[^>]*>Connect Wallet<\/button>/)
  expect(html).toContain(`<span>${first.name}</span>`)

  const complaints: string[] = []
  const listen = (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') complaints.push(message.text())
  }
  page.on('console', listen)
  page.on('pageerror', (error) => complaints.push(error.message))
  await withTestWallet({ accountIndex: ACCOUNT })
  await page.goto(next.url)
  const connect = page.getByRole('button', { name: 'Connect Wallet' })
  await connect.click()
  await view(page, 'Connect Wallet').getByRole('button', { name: 'Latch Dev Wallet' }).click()
  const account = page.getByRole('button', { name: `Account ${shortAddress(address)}` })
  await expect(account).toBeVisible()
  await expect(modal(page)).toBeHidden()
  await expect(page.getByLabel('Connection status')).toHaveText('connected')

  // The server cannot know this browser's stored connection: it still sends "Connect Wallet",
  // and the client restores the account right after hydrating, without a mismatch.
  const again = await (await request.get(next.url)).text()
  expect(again).toContain('>Connect Wallet</button>')
  await page.reload()
  await expect(account).toBeVisible()
  await expect(page.getByLabel('Connection status')).toHaveText('connected')
  expect(complaints).toEqual([])
})
