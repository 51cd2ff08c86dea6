// Faults caused for real while a visitor uses the modal: Chromium's own offline mode, and a
// services server process stopped and started again on its port.
import { mkdtempSync, rmSync } from 'node:fs'
import { type AddressInfo, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { DevnetManifest } from '@latch/devnet'
import { type RunningServer, startServer } from '@latch/server'
import type { Page } from '@playwright/test'
import { formatEther } from 'viem'
import { expect, test } from '../fixtures'
import { connectButton, connectThroughModal, view } from '../support/modal'
import { account, chainClient } from '../support/portfolio'
import { displayBalance } from '../support/wallet'

// Account #1 is only read here, as in the portfolio spec: its tokens and history never move.
const HOLDER = 1
/** Spec section 9: after a failed balance fetch, no retry for 30 s. */
const BALANCE_RETRY_GAP_MS = 30_000

/** Every request the page makes for account data (balances, history), with when it left. */
function watchAccountRequests(page: Page, origin?: string) {
  const seen: { kind: 'balance' | 'history'; at: number }[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (origin && url.origin !== origin) return
    if (!url.pathname.startsWith('/v1/account/')) return
    const kind = url.pathname.endsWith('/balance')
      ? 'balance'
      : url.pathname.endsWith('/history')
        ? 'history'
        : undefined
    if (kind) seen.push({ kind, at: Date.now() })
  })
  return (kind: 'balance' | 'history') => seen.filter((entry) => entry.kind === kind).map((entry) => entry.at)
}

async function tokenSymbols(page: Page): Promise<string[]> {
  const rows = view(page, 'Account').getByRole('list', { name: 'Tokens' }).getByRole('listitem')
  const texts = await rows.locator('.latch-token-side .latch-muted').allTextContents()
  return texts.map((text) => text.split(' ').at(-1) ?? '').sort()
}

/**
 * Call before connecting: resolves once the Account view's code (fetched as soon as the visitor
 * connects, ahead of the click that opens it) and everything it imports have arrived.
 */
function accountCodeArrived(page: Page): () => Promise<void> {
  const loading = new Set<string>()
  const isCode = (url: string) => new URL(url).pathname.startsWith('/assets/')
  page.on('request', (request) => void (isCode(request.url()) && loading.add(request.url())))
  const done = (request: { url(): string }) => void loading.delete(request.url())
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  const accountCode = page.waitForResponse((response) =>
    /^\/assets\/Account-[\w-]+\.js$/.test(new URL(response.url()).pathname),
  )
  return async () => {
    await accountCode
    await expect.poll(() => loading.size).toBe(0)
  }
}

async function expectNoSpinner(page: Page) {
  await expect(view(page, 'Account').getByRole('status', { name: /^Loading/ })).toHaveCount(0)
}

test('offline while the Account view is open, then back: activity and balances refresh, no spinner stays, the 30 s balance gap holds', async ({
  page,
  context,
  manifest,
  withTestWallet,
}) => {
  test.setTimeout(120_000)
  const owner = account(manifest, HOLDER)
  const ether = formatEther(await chainClient(manifest).getBalance({ address: owner }))
  await withTestWallet({ accountIndex: HOLDER })
  const requests = watchAccountRequests(page)
  const accountCode = accountCodeArrived(page)
  await page.goto('/')
  await connectThroughModal(page)
  // The Account view's code comes once connected; the data it shows is what goes missing here.
  await accountCode()

  await context.setOffline(true)
  await connectButton(page).click()
  const dialog = view(page, 'Account')
  // Nothing can load: the tab says so, with a way to try again, never a spinner left turning.
  await expect(dialog.getByRole('alert').filter({ hasText: 'Token balances are unavailable' })).toBeVisible()
  await expect(connectButton(page)).toHaveAccessibleName(/^Account 0x/)
  for (let i = 0; i < 3; i++) {
    await dialog.getByRole('button', { name: 'Try again' }).click()
    await expect(
      dialog.getByRole('alert').filter({ hasText: 'Token balances are unavailable' }),
    ).toBeVisible()
    await expectNoSpinner(page)
  }
  await dialog.getByRole('tab', { name: 'Activity' }).click()
  await expect(dialog.getByRole('alert').filter({ hasText: 'Activity is unavailable' })).toBeVisible()
  await expectNoSpinner(page)
  const offlineBalances = requests('balance')

  await context.setOffline(false)
  const onlineAt = Date.now()
  // Back online: activity and the native balance come back with no click.
  await expect(dialog.locator('.latch-activity').first()).toBeVisible()
  await expect(dialog.locator('.latch-balance')).toHaveText(`${displayBalance(ether)} ETH`)
  await expectNoSpinner(page)

  // Balances too: at once when no fetch of them failed, else once the 30 s gap after it has passed.
  await dialog.getByRole('tab', { name: 'Tokens' }).click()
  await expect(dialog.getByRole('list', { name: 'Tokens' })).toBeVisible({
    timeout: BALANCE_RETRY_GAP_MS + 10_000,
  })
  expect(await tokenSymbols(page)).toEqual(['ETH', 'LATCH', 'lUSD'])
  await expectNoSpinner(page)
  // No storm: one balance read and one history read once back, the gap kept after any failure.
  const balances = requests('balance')
  expect(balances.filter((at) => at >= onlineAt)).toHaveLength(1)
  const failed = offlineBalances.at(-1)
  if (failed !== undefined) {
    expect((balances.at(-1) as number) - failed).toBeGreaterThanOrEqual(BALANCE_RETRY_GAP_MS - 500)
  }
  expect(requests('history').filter((at) => at >= onlineAt)).toHaveLength(1)
  await page.waitForTimeout(2_000)
  expect(requests('balance').filter((at) => at >= onlineAt)).toHaveLength(1)
  expect(requests('history').filter((at) => at >= onlineAt)).toHaveLength(1)
})

/** A port nobody listens on now, kept for a server to start and restart on. */
async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done))
  const { port } = probe.address() as AddressInfo
  await new Promise((done) => probe.close(done))
  return port
}

/** A services server of this test's own, on a fixed port and data folder, so it can be restarted. */
function ownServer(manifest: DevnetManifest, port: number, dataDir: string) {
  return startServer({ port, dataDir, manifest, indexer: false, log: 'silent' })
}

test('the services server restarts while the visitor is connected: a retryable error, still connected, balances again after the gap', async ({
  page,
  manifest,
  withTestWallet,
}) => {
  test.setTimeout(120_000)
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'latch-e2e-faults-'))
  let server: RunningServer | undefined = await ownServer(manifest, port, dataDir)
  try {
    const servicesUrl = server.url
    const origin = new URL(servicesUrl).origin
    // The demo reads where its services are from its own config; this page gets this test's server.
    await page.route('**/latch/config.json', async (route) => {
      const response = await route.fetch()
      const config = { ...(await response.json()), servicesUrl }
      await route.fulfill({ response, json: config })
    })
    const requests = watchAccountRequests(page, origin)
    await withTestWallet({ accountIndex: HOLDER })
    // The page's clock runs as usual, and is moved past the 30 s retry gap below instead of waiting it out.
    await page.clock.install()
    await page.goto('/')
    await connectThroughModal(page)

    await server.stop()
    server = undefined
    await connectButton(page).click()
    const dialog = view(page, 'Account')
    await expect(
      dialog.getByRole('alert').filter({ hasText: 'Token balances are unavailable' }),
    ).toBeVisible()
    await expect(page.getByText('Token Balance Unavailable').first()).toBeVisible()
    await expectNoSpinner(page)
    await expect(connectButton(page)).toHaveAccessibleName(/^Account 0x/)
    await expect(page.getByTestId('account-status')).toHaveText('connected')
    expect(requests('balance')).toHaveLength(1)

    server = await ownServer(manifest, port, dataDir)
    expect(server.url).toBe(servicesUrl)
    // Back, but inside the gap: Try again is refused quietly and asks nothing of the server.
    await dialog.getByRole('button', { name: 'Try again' }).click()
    await expectNoSpinner(page)
    await expect(
      dialog.getByRole('alert').filter({ hasText: 'Token balances are unavailable' }),
    ).toBeVisible()
    expect(requests('balance')).toHaveLength(1)

    await page.clock.fastForward(BALANCE_RETRY_GAP_MS + 200)
    await dialog.getByRole('button', { name: 'Try again' }).click()
    await expect(dialog.getByRole('list', { name: 'Tokens' })).toBeVisible()
    expect(await tokenSymbols(page)).toEqual(['ETH', 'LATCH', 'lUSD'])
    await expectNoSpinner(page)
    expect(requests('balance')).toHaveLength(2)
    await expect(connectButton(page)).toHaveAccessibleName(/^Account 0x/)
  } finally {
    await server?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
})
