import { resolve } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page, Request } from '@playwright/test'
import { expect, test } from '../fixtures'
import { captureView, seriousIssues } from '../support/capture'
import { connectButton, view } from '../support/modal'
import { settle, type Theme, useDemoTheme } from '../support/views'

// The wallet directory against the real services server, which global-setup fills with the real
// registry followed by generated wallets: well over a thousand, as a production directory holds.

const OUT = resolve(import.meta.dirname, '../../.latch/screenshots')
const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  narrow: { width: 390, height: 844 },
}

interface Listing {
  id: string
  name: string
  badge: string
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
}

function servicesUrl(): string {
  const url = process.env.LATCH_SERVICES_URL
  if (!url)
    throw new Error('LATCH_SERVICES_URL is not set: run the browser tests through playwright.config.ts')
  return url
}

/** Asks the services server directly, as the modal does. */
async function getWallets(params: URLSearchParams): Promise<{ data: Listing[]; count: number }> {
  const response = await fetch(`${servicesUrl()}/getWallets?${params}`)
  expect(response.ok).toBe(true)
  return (await response.json()) as { data: Listing[]; count: number }
}

const isGetWallets = (url: string) => new URL(url).pathname === '/getWallets'

/** Every getWallets request the page makes, with its query. */
function recordWalletRequests(page: Page): Array<{ params: URLSearchParams; at: number }> {
  const seen: Array<{ params: URLSearchParams; at: number }> = []
  page.on('request', (request: Request) => {
    if (isGetWallets(request.url()))
      seen.push({ params: new URL(request.url()).searchParams, at: Date.now() })
  })
  return seen
}

/**
 * The request for the recommended wallets: the first page of a size other than the paged list's
 * 40 (4, and one more for each installed wallet, which then shows among the installed ones).
 */
const recommendedRequestOf = (requests: Array<{ params: URLSearchParams }>) =>
  requests.find(
    ({ params }) => params.get('page') === '1' && params.get('entries') !== '40' && !params.has('search'),
  )

/** The query the modal shares between its directory requests: project, chains and so on. */
function sharedParams(params: URLSearchParams): URLSearchParams {
  const shared = new URLSearchParams(params)
  for (const key of ['page', 'entries', 'search', 'exclude']) shared.delete(key)
  return shared
}

async function openAllWallets(page: Page): Promise<Locator> {
  await page.goto('/')
  await connectButton(page).click()
  await view(page, 'Connect Wallet')
    .getByRole('button', { name: /^All Wallets/ })
    .click()
  const dialog = view(page, 'All Wallets')
  await expect(dialog.getByRole('list', { name: 'Wallets' }).getByRole('button').first()).toBeVisible()
  return dialog
}

const tiles = (dialog: Locator) => dialog.getByRole('list', { name: 'Wallets' }).getByRole('button')
/** The names the tiles show, in order. */
const tileNames = (dialog: Locator) =>
  tiles(dialog).evaluateAll((nodes) =>
    nodes.map((node) => node.querySelector('.latch-wallet-tile-name')?.textContent ?? ''),
  )

test('opening All Wallets shows recommended wallets first, then loads pages of 40 while the list scrolls and keeps few tiles rendered', async ({
  page,
}) => {
  const requests = recordWalletRequests(page)
  await page.goto('/')
  await connectButton(page).click()
  // The Connect view's All Wallets row tells the directory's size.
  const allWalletsRow = view(page, 'Connect Wallet').getByRole('button', { name: /^All Wallets/ })
  await expect(allWalletsRow).toHaveAccessibleName(/^All Wallets [\d,]+$/)
  const rowCount = Number((await allWalletsRow.innerText()).replace(/\D/g, ''))
  await allWalletsRow.click()
  const dialog = view(page, 'All Wallets')
  await expect(tiles(dialog).first()).toBeVisible()

  // The first tiles are the server's recommended wallets, then the first page, in server order.
  const recommendedRequest = recommendedRequestOf(requests)
  expect(recommendedRequest?.params.get('entries'), 'a request for the 4 recommended wallets').toBe('4')
  const recommended = await getWallets(recommendedRequest?.params ?? new URLSearchParams())
  expect(recommended.data).toHaveLength(4)
  const firstPageRequest = requests.find(
    ({ params }) => params.get('entries') === '40' && params.get('page') === '1',
  )
  expect(firstPageRequest, 'a request for the first page').toBeDefined()
  const firstPage = await getWallets(firstPageRequest?.params ?? new URLSearchParams())
  expect(firstPageRequest?.params.get('exclude')?.split(',')).toEqual(recommended.data.map((w) => w.id))
  const shown = await tileNames(dialog)
  expect(shown.slice(0, 4)).toEqual(recommended.data.map((w) => w.name))
  expect(shown.slice(4, 12)).toEqual(firstPage.data.slice(0, 8).map((w) => w.name))

  // The count is the whole directory for the app's chains: over a thousand.
  const all = await getWallets(sharedParams(firstPageRequest?.params ?? new URLSearchParams()))
  expect(all.count).toBeGreaterThan(1000)
  expect(rowCount).toBe(all.count)

  // Scroll to the end, page after page: each time the next page of 40 is asked for, once.
  const scroller = dialog.getByTestId('wallet-scroller')
  const spinner = dialog.locator('.latch-wallet-more[aria-busy="true"]')
  const pageRequests = () => requests.filter(({ params }) => params.get('entries') === '40')
  for (let next = 2; next <= 6; next++) {
    const arrived = page.waitForResponse(
      (response) =>
        isGetWallets(response.url()) && new URL(response.url()).searchParams.get('page') === String(next),
    )
    await scroller.evaluate((node) => node.scrollTo({ top: node.scrollHeight }))
    await arrived
    await expect(spinner).toHaveCount(0)
  }
  expect(pageRequests().map(({ params }) => Number(params.get('page')))).toEqual([1, 2, 3, 4, 5, 6])
  for (const { params } of pageRequests()) {
    expect(params.get('exclude')?.split(',')).toEqual(recommended.data.map((w) => w.id))
  }

  // The sixth page's wallets follow on from the fifth's, just below the old end.
  const sixth = await getWallets(pageRequests()[5]?.params ?? new URLSearchParams())
  expect(sixth.data).toHaveLength(40)
  await expect.poll(() => tileNames(dialog)).toContain(sixth.data[0]?.name)

  // 4 recommended + 6 pages of 40 are loaded; only the rows near the view are in the DOM.
  const rendered = await tiles(dialog).count()
  expect(rendered).toBeGreaterThan(0)
  expect(rendered).toBeLessThan(60)
})

test('Connect lists WalletConnect, the installed wallet and the recommended wallets in the spec order; the wallet order option changes it', async ({
  page,
  withTestWallet,
}) => {
  await withTestWallet({ accountIndex: 4 })
  const requests = recordWalletRequests(page)
  await page.goto('/')
  await connectButton(page).click()
  const connect = view(page, 'Connect Wallet')
  await expect(connect.getByRole('button', { name: /^All Wallets/ })).toHaveAccessibleName(
    /^All Wallets [\d,]+$/,
  )
  // One wallet is installed: one more is asked for, so four others are recommended beside it.
  const recommendedRequest = recommendedRequestOf(requests)
  expect(recommendedRequest?.params.get('entries')).toBe('5')
  const recommended = await getWallets(recommendedRequest?.params ?? new URLSearchParams())
  expect(recommended.data).toHaveLength(5)
  const rows = () =>
    connect
      .getByRole('list', { name: 'Wallets' })
      .locator('.latch-row-label')
      .evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ''))
  // The directory's top wallets include the installed one: it shows once, in its first group,
  // and four others follow it.
  expect(recommended.data.map((wallet) => wallet.name)).toContain('Latch Dev Wallet')
  const directory = recommended.data
    .map((wallet) => wallet.name)
    .filter((name) => name !== 'Latch Dev Wallet')
  expect(directory).toHaveLength(4)
  await expect.poll(rows).toEqual(['WalletConnect', 'Latch Dev Wallet', ...directory, 'All Wallets'])
  await page.keyboard.press('Escape')

  // The playground sets connectorTypeOrder as a host app would: installed wallets first, then
  // only installed ones.
  await page
    .getByRole('group', { name: 'Wallet order' })
    .getByRole('radio', { name: 'Installed first' })
    .check()
  await connectButton(page).click()
  await expect.poll(rows).toEqual(['Latch Dev Wallet', 'WalletConnect', ...directory, 'All Wallets'])
  await page.keyboard.press('Escape')
  await page
    .getByRole('group', { name: 'Wallet order' })
    .getByRole('radio', { name: 'Installed only' })
    .check()
  await connectButton(page).click()
  await expect.poll(rows).toEqual(['Latch Dev Wallet', 'All Wallets'])
})

test('search asks the server once after typing stops and shows exactly its results', async ({ page }) => {
  const requests = recordWalletRequests(page)
  const dialog = await openAllWallets(page)
  const field = dialog.getByRole('searchbox', { name: 'Search wallets' })
  await field.focus()
  await settle(page)
  const listHeight = (await dialog.boundingBox())?.height ?? 0

  // Quick typing, one character every 30 ms, driven from inside the page so that the test
  // runner's own pauses on a busy machine cannot slow the typist down.
  const query = 'Example Wallet 12'
  const typing = await field.evaluate(async (input: HTMLInputElement, text) => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
    let last = Date.now()
    let longestGap = 0
    for (let length = 1; length <= text.length; length++) {
      const now = Date.now()
      longestGap = Math.max(longestGap, now - last)
      last = now
      setValue?.call(input, text.slice(0, length))
      input.dispatchEvent(new Event('input', { bubbles: true }))
      await new Promise((done) => setTimeout(done, 30))
    }
    return { lastInputAt: last, longestGap }
  }, query)
  expect(typing.longestGap).toBeLessThan(300)
  await expect(field).toHaveValue(query)

  const searches = () => requests.filter(({ params }) => params.has('search'))
  await expect.poll(() => searches().length).toBe(1)
  const [search] = searches()
  expect(search?.params.get('search')).toBe(query)
  expect(search?.params.get('entries')).toBe('100')
  // Asked no sooner than 300 ms after the last keystroke (the request event reaches the runner a
  // little after the page sends it, never before).
  expect(search?.at ?? 0).toBeGreaterThanOrEqual(typing.lastInputAt + 300)

  const expected = await getWallets(search?.params ?? new URLSearchParams())
  expect(expected.data.length).toBeGreaterThan(1)
  await expect.poll(() => tileNames(dialog)).toEqual(expected.data.map((w) => w.name))
  // No late request for a partial query follows.
  await page.waitForTimeout(500)
  expect(searches()).toHaveLength(1)

  await field.fill('no wallet is called this')
  await expect(dialog.getByRole('status').filter({ hasText: 'No wallet found' })).toBeVisible()
  expect(searches().at(-1)?.params.get('search')).toBe('no wallet is called this')
  await expect(tiles(dialog)).toHaveCount(0)
  // The dialog keeps its size: nothing jumps while the visitor types.
  expect((await dialog.boundingBox())?.height).toBeCloseTo(listHeight, 0)
})

/** Reads the pairing URI the way a visitor would: "Copy link", then the clipboard. */
async function copiedUri(page: Page, dialog: Locator): Promise<string> {
  const copy = dialog.getByRole('button', { name: 'Copy link' })
  await expect(copy).toBeEnabled({ timeout: 20_000 })
  await copy.click()
  await expect(page.getByText('Link copied')).toBeVisible()
  return page.evaluate(() => navigator.clipboard.readText())
}

/** Splits `…?uri=<encoded>` into its prefix and the decoded URI, checking the URI was fully encoded. */
function splitWalletLink(href: string): { prefix: string; uri: string } {
  const at = href.indexOf('?uri=')
  expect(at, `${href} carries ?uri=`).toBeGreaterThan(0)
  const encoded = href.slice(at + '?uri='.length)
  const uri = decodeURIComponent(encoded)
  // Nothing of the URI leaks out unencoded: it is one query value, whatever it holds.
  expect(encoded).toBe(encodeURIComponent(uri))
  return { prefix: href.slice(0, at + '?uri='.length), uri }
}

test.describe('deep links of directory wallets', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

  /** Opens a registry wallet found by searching its exact name, and checks it is the server's one. */
  async function openDirectoryWallet(
    page: Page,
    name: string,
  ): Promise<{ dialog: Locator; wallet: Listing }> {
    const dialog = await openAllWallets(page)
    await dialog.getByRole('searchbox', { name: 'Search wallets' }).fill(name)
    const { data } = await getWallets(new URLSearchParams({ search: name, entries: '1' }))
    const wallet = data[0]
    if (!wallet || wallet.name !== name) throw new Error(`The registry has no wallet named ${name}`)
    await tiles(dialog).getByText(name, { exact: true }).click()
    const pairing = view(page, 'WalletConnect')
    await expect(pairing.getByText(`Scan with ${name}`)).toBeVisible()
    return { dialog: pairing, wallet }
  }

  test("a desktop visitor's links open the wallet's desktop and web apps with the encoded wc: URI", async ({
    page,
  }) => {
    // A generated wallet with all three links (30 is even, and a multiple of 3 and 5).
    const { dialog, wallet } = await openDirectoryWallet(page, 'Example Wallet 30')
    expect(wallet.desktop_link).toBe('examplewallet30-desktop://')
    expect(wallet.webapp_link).toBe('https://app.wallet30.example.org')
    const uri = await copiedUri(page, dialog)
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)

    const desktop = splitWalletLink(
      (await dialog.getByRole('link', { name: 'Open desktop app' }).getAttribute('href')) ?? '',
    )
    expect(desktop).toEqual({ prefix: 'examplewallet30-desktop://wc?uri=', uri })
    const web = splitWalletLink(
      (await dialog.getByRole('link', { name: 'Open web app' }).getAttribute('href')) ?? '',
    )
    expect(web).toEqual({ prefix: 'https://app.wallet30.example.org/wc?uri=', uri })
    // A desktop offers no phone app link.
    await expect(dialog.getByRole('link', { name: 'Open app' })).toHaveCount(0)
  })

  test("a phone visitor's link opens the wallet's mobile app with the encoded wc: URI", async ({
    browser,
  }) => {
    const context = await browser.newContext({
      baseURL: process.env.LATCH_E2E_BASE_URL,
      viewport: VIEWPORTS.narrow,
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      permissions: ['clipboard-read', 'clipboard-write'],
    })
    try {
      const page = await context.newPage()
      // A real registry wallet whose custom scheme has a path: the pairing goes below it.
      const { dialog, wallet } = await openDirectoryWallet(page, 'OKX Wallet')
      expect(wallet.mobile_link).toBe('okex://main')
      const uri = await copiedUri(page, dialog)
      const mobile = splitWalletLink(
        (await dialog.getByRole('link', { name: 'Open app' }).getAttribute('href')) ?? '',
      )
      expect(mobile).toEqual({ prefix: 'okex://main/wc?uri=', uri })
      await expect(dialog.getByRole('link', { name: 'Open desktop app' })).toHaveCount(0)
    } finally {
      await context.close()
    }
  })
})

test('a wallet tile shows its whole name on up to two lines and names itself in full', async ({ page }) => {
  const dialog = await openAllWallets(page)
  await dialog.getByRole('searchbox', { name: 'Search wallets' }).fill('Example Wallet')
  // The search's results, not the recommended wallets shown before them (nor no tile at all).
  await expect
    .poll(async () => {
      const names = await tileNames(dialog)
      return names.length > 1 && names.every((name) => name.startsWith('Example Wallet'))
    })
    .toBe(true)
  const shown = await tiles(dialog).evaluateAll((nodes) =>
    nodes.map((tile) => {
      const label = tile.querySelector<HTMLElement>('.latch-wallet-tile-name')
      const lineHeight = Number.parseFloat(getComputedStyle(label as HTMLElement).lineHeight)
      return {
        name: label?.textContent ?? '',
        title: tile.getAttribute('title'),
        cut: (label?.scrollHeight ?? 0) > (label?.clientHeight ?? 0) + 1,
        lines: Math.round((label?.clientHeight ?? 0) / lineHeight),
      }
    }),
  )
  expect(shown.length).toBeGreaterThan(1)
  for (const tile of shown) {
    expect(tile, tile.name).toMatchObject({ cut: false, title: tile.name })
    expect(tile.lines).toBeLessThanOrEqual(2)
  }
  // The tile's accessible name is the whole name, whatever the label shows.
  await expect(tiles(dialog).first()).toHaveAccessibleName(shown[0]?.name ?? '')
})

test('an installed wallet is listed once, first and marked, though the registry also lists it', async ({
  page,
  withTestWallet,
}) => {
  await withTestWallet({ accountIndex: 24 })
  const requests = recordWalletRequests(page)
  const dialog = await openAllWallets(page)
  // The registry's top wallets include the same wallet (same rdns) that the browser announces.
  const recommendedRequest = recommendedRequestOf(requests)
  const recommended = await getWallets(recommendedRequest?.params ?? new URLSearchParams())
  expect(recommended.data.map((w) => w.name)).toContain('Latch Dev Wallet')

  const installed = tiles(dialog).filter({ hasText: 'Latch Dev Wallet' })
  await expect(installed).toHaveCount(1)
  await expect(installed).toHaveAccessibleName('Latch Dev Wallet (installed)')
  await expect(tiles(dialog).first()).toHaveAccessibleName('Latch Dev Wallet (installed)')
  await expect(installed.locator('.latch-wallet-tile-badge')).toBeVisible()
  // Four others are recommended, and follow it.
  const others = recommended.data.filter((w) => w.name !== 'Latch Dev Wallet').map((w) => w.name)
  expect(others).toHaveLength(4)
  expect((await tileNames(dialog)).slice(1, 1 + others.length)).toEqual(others)

  // Searching finds the registry's listing and shows it as the installed wallet, once.
  await dialog.getByRole('searchbox', { name: 'Search wallets' }).fill('Latch Dev')
  await expect(tiles(dialog)).toHaveCount(1)
  await expect(tiles(dialog)).toHaveAccessibleName('Latch Dev Wallet (installed)')
  // Choosing it connects through the extension, not by pairing.
  await tiles(dialog).click()
  await expect(connectButton(page)).toHaveAccessibleName(/^Account 0x/)
  await expect(page.getByTestId('account-status')).toHaveText('connected')
})

test('an unreachable wallet directory shows an offline message whose retry loads the wallets', async ({
  page,
}) => {
  // Only the directory's requests fail, as when its server is down; every other call still works.
  const offline = (url: URL) => url.pathname === '/getWallets'
  await page.route(offline, (route) => route.abort('internetdisconnected'))
  await useDemoTheme(page, 'light')
  await page.goto('/')
  await connectButton(page).click()
  await view(page, 'Connect Wallet')
    .getByRole('button', { name: /^All Wallets/ })
    .click()
  const dialog = view(page, 'All Wallets')
  const alert = dialog.getByRole('alert')
  await expect(alert).toContainText('Could not load wallets')
  await expect(alert).toContainText('You may be offline')
  await expect(tiles(dialog)).toHaveCount(0)
  await settle(page)
  await page.screenshot({ path: `${OUT}/AllWallets-offline-light-desktop.png`, animations: 'disabled' })

  await page.unroute(offline)
  await alert.getByRole('button', { name: 'Try again' }).click()
  await expect(tiles(dialog).first()).toBeVisible()
  await expect(dialog.getByRole('alert')).toHaveCount(0)
})

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  for (const theme of ['light', 'dark'] as Theme[]) {
    test(`axe finds no serious or critical issue in All Wallets and it is captured, ${theme} theme, ${size}`, async ({
      page,
      withTestWallet,
    }) => {
      await page.setViewportSize(viewport)
      await withTestWallet({ accountIndex: 25 })
      await useDemoTheme(page, theme)
      const dialog = await openAllWallets(page)
      // Icons in view have loaded, so the capture shows what a visitor sees.
      await expect(dialog.locator('img:not([data-loaded])')).toHaveCount(0)
      await page.mouse.move(0, 0)
      await settle(page)
      await page.screenshot({ path: `${OUT}/AllWallets-${theme}-${size}.png`, animations: 'disabled' })

      const { violations } = await new AxeBuilder({ page }).analyze()
      const serious = violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((node) => node.target.join(' ')).join('; ')}`)
      expect(serious).toEqual([])

      // The empty search result too.
      await dialog.getByRole('searchbox', { name: 'Search wallets' }).fill('no wallet is called this')
      await expect(dialog.getByText('No wallet found')).toBeVisible()
      await settle(page)
      await page.screenshot({ path: `${OUT}/AllWallets-empty-${theme}-${size}.png`, animations: 'disabled' })
      const empty = await new AxeBuilder({ page }).analyze()
      expect(empty.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])
    })
  }
}

test('"Certified only" lists only the certified wallets, for the paged list and for search, and lists every wallet again when released', async ({
  page,
}) => {
  const requests = recordWalletRequests(page)
  const dialog = await openAllWallets(page)
  const everyWallet = await tileNames(dialog)
  const toggle = dialog.getByRole('button', { name: 'Certified only' })
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')
  const certifiedAsked = () => requests.filter(({ params }) => params.get('badge_type') === 'certified')

  // From the keyboard: Tab from the search field, then Enter.
  await dialog.getByRole('searchbox', { name: 'Search wallets' }).focus()
  await page.keyboard.press('Tab')
  await expect(toggle).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')

  // The first page of the certified listing, asked of the server once, as the modal asked it. (The
  // second may follow at once: the grid asks for the next page when its last rendered row, overscan
  // included, is within two rows of the end.)
  const firstPages = () => certifiedAsked().filter(({ params }) => params.get('page') === '1')
  await expect.poll(() => firstPages().length).toBe(1)
  const firstPage = firstPages()[0]?.params ?? new URLSearchParams()
  expect(firstPage.get('entries')).toBe('40')
  const certified = await getWallets(firstPage)
  expect(certified.data.length).toBeGreaterThan(8)
  expect(certified.data.every((wallet) => wallet.badge === 'certified')).toBe(true)
  // Far fewer than the whole directory, which the registry's generated wallets fill.
  const unfiltered = sharedParams(firstPage)
  unfiltered.delete('badge_type')
  const all = await getWallets(unfiltered)
  expect(certified.count).toBeLessThan(all.count / 2)
  const everyCertified = await getWallets(
    new URLSearchParams({ ...Object.fromEntries(sharedParams(firstPage)), entries: '500' }),
  )
  const certifiedNames = new Set(everyCertified.data.map((wallet) => wallet.name))
  expect(everyCertified.data.every((wallet) => wallet.badge === 'certified')).toBe(true)

  await expect
    .poll(async () => (await tileNames(dialog)).slice(0, 8))
    .toEqual(certified.data.slice(0, 8).map((wallet) => wallet.name))
  const shown = await tileNames(dialog)
  expect(shown.every((name) => certifiedNames.has(name))).toBe(true)
  // Each tile wears the mark, and tells it to assistive technology.
  await expect(tiles(dialog).getByRole('img', { name: 'Certified' })).toHaveCount(shown.length)
  await expect(tiles(dialog).first()).toHaveAccessibleDescription('Certified')

  // Scrolling to the end asks for the next certified page.
  if (certified.count > 40) {
    await dialog.getByTestId('wallet-scroller').evaluate((node) => node.scrollTo({ top: node.scrollHeight }))
    await expect.poll(() => certifiedAsked().map(({ params }) => params.get('page'))).toContain('2')
  }

  // Search keeps to certified wallets (a query few match: every result is rendered).
  await dialog.getByRole('searchbox', { name: 'Search wallets' }).fill('Example Wallet 7')
  await expect.poll(() => requests.filter(({ params }) => params.has('search')).length).toBe(1)
  const search = requests.find(({ params }) => params.has('search'))?.params ?? new URLSearchParams()
  expect(search.get('badge_type')).toBe('certified')
  const found = await getWallets(search)
  expect(found.data.length).toBeGreaterThan(1)
  await expect.poll(() => tileNames(dialog)).toEqual(found.data.map((wallet) => wallet.name))
  expect(found.data.every((wallet) => wallet.badge === 'certified')).toBe(true)

  // Released (Space, from the keyboard), with the search cleared: every wallet again.
  await dialog.getByRole('searchbox', { name: 'Search wallets' }).fill('')
  await toggle.focus()
  await page.keyboard.press('Space')
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')
  await expect.poll(async () => (await tileNames(dialog)).slice(0, 8)).toEqual(everyWallet.slice(0, 8))
})

for (const theme of ['light', 'dark'] as Theme[]) {
  for (const size of ['desktop', 'narrow'] as const) {
    test(`All Wallets with "Certified only" on is captured and axe finds no serious or critical issue, ${theme} theme, ${size}`, async ({
      page,
      withTestWallet,
    }) => {
      await page.setViewportSize(VIEWPORTS[size])
      // The dev wallet is installed and certified: its tile wears both marks.
      await withTestWallet({ accountIndex: 25 })
      await useDemoTheme(page, theme)
      const dialog = await openAllWallets(page)
      await dialog.getByRole('button', { name: 'Certified only' }).click()
      await expect(tiles(dialog).first()).toHaveAccessibleName('Latch Dev Wallet (installed)')
      await expect(tiles(dialog).first().getByRole('img', { name: 'Certified' })).toBeVisible()
      await expect(dialog.locator('img:not([data-loaded])')).toHaveCount(0)
      await captureView(page, 'AllWallets-certified', theme, size)
      expect(await seriousIssues(page)).toEqual([])
    })
  }
}
