// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"enableImageFileLoading": true}}
// AllWallets, WalletConnect pairing and the Connect view's wallet rows, through a real core client
// and the real services server holding a 1200-wallet registry. happy-dom loads images here, from
// that server: otherwise no icon ever loads and each opening waits out the 2 s image prefetch.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { generateWallets, type RunningServer, startServer } from '@latch/server'
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type PairingAdapter, pairingAdapter } from '../../../test/fixtures/pairing'
import { renderWithLatch } from '../../../test/harness'
import { declaration, stylesheet } from '../../../test/stylesheets'

const HOSTILE = '<img src=x onerror="window.__pwned=1">'
// Badges no registry should hold, served as they are: markup, and a huge string.
const ODD_BADGES = ['<img src=x onerror="window.__badged=1">certified', 'certified'.repeat(20_000)]
const registry = generateWallets(1200)
registry[0] = { ...(registry[0] as (typeof registry)[number]), name: HOSTILE }
ODD_BADGES.forEach((badge, i) => {
  const wallet = registry[2 + i] as (typeof registry)[number]
  registry[2 + i] = { ...wallet, badge: badge as 'certified' }
})
/** generateWallets certifies every seventh wallet: Example Wallet 0, 7, 14, … */
const isCertifiedName = (name: string | null | undefined) =>
  /^Example Wallet \d+$/.test(name ?? '') && Number(name?.slice('Example Wallet '.length)) % 7 === 0
let server: RunningServer
let dataDir: string
let restoreLayout: () => void

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'latch-react-wallets-'))
  server = await startServer({ port: 0, dataDir, wallets: registry, log: 'silent', indexer: false })
  // happy-dom lays nothing out: give the wallet scroller the size it has in a browser.
  const height = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight')
  const width = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth')
  const sized = (value: number) => ({
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains('latch-wallet-scroller') ? value : 0
    },
  })
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', sized(420))
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', sized(328))
  restoreLayout = () => {
    if (height) Object.defineProperty(HTMLElement.prototype, 'clientHeight', height)
    if (width) Object.defineProperty(HTMLElement.prototype, 'clientWidth', width)
  }
}, 60_000)

afterAll(async () => {
  restoreLayout?.()
  await server?.stop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

beforeEach(() => localStorage.clear())
afterEach(cleanup)

const installed = {
  id: 'org.example.wallet1',
  name: 'Wallet One',
  type: 'ANNOUNCED' as const,
  chain: 'eip155' as const,
  info: { rdns: 'org.example.wallet1' },
}

async function openAllWallets(adapter: PairingAdapter = pairingAdapter([installed])) {
  const user = userEvent.setup()
  const { client } = renderWithLatch(null, { config: { servicesUrl: server.url, adapters: [adapter] } })
  await client.start()
  client.open({ view: 'AllWallets' })
  await screen.findByRole('dialog', { name: 'All Wallets' }, { timeout: 5000 })
  await screen.findByRole('list', { name: 'Wallets' }, { timeout: 5000 })
  return { client, user, adapter }
}

const tiles = () => screen.getAllByRole('button').filter((b) => b.classList.contains('latch-wallet-tile'))

describe('AllWallets', () => {
  it('marks the installed wallet and never lists it a second time', async () => {
    await openAllWallets()
    const names = tiles().map((tile) => tile.querySelector('.latch-wallet-tile-name')?.textContent)
    expect(names[0]).toBe('Wallet One')
    expect(tiles()[0]?.getAttribute('aria-label')).toBe('Wallet One (installed)')
    expect(names).not.toContain('Example Wallet 1')
  })

  it('renders hostile wallet names as text', async () => {
    await openAllWallets()
    const tile = screen.getByRole('button', { name: HOSTILE })
    expect(tile.querySelector('.latch-wallet-tile-name')?.textContent).toBe(HOSTILE)
    expect(document.querySelector('img[src="x"]')).toBeNull()
    expect((window as { __pwned?: number }).__pwned).toBeUndefined()
  })

  it('loads pages of 40 as the grid scrolls and keeps the rendered tiles bounded', async () => {
    const { client } = await openAllWallets()
    expect(client.store.getState().wallets.wallets).toHaveLength(40)
    const scroller = screen.getByTestId('wallet-scroller')
    for (let page = 2; page <= 5; page++) {
      await act(async () => {
        scroller.scrollTop = scroller.scrollHeight || 100_000
        scroller.dispatchEvent(new Event('scroll'))
      })
      await waitFor(() => expect(client.store.getState().wallets.page).toBe(page), { timeout: 5000 })
      expect(client.store.getState().wallets.wallets).toHaveLength(page * 40)
    }
    // 205 wallets loaded, yet only the rows in and near view are in the DOM.
    expect(tiles().length).toBeLessThanOrEqual(48)
    expect(tiles().length).toBeGreaterThan(0)
  })

  it('Tab into the grid reaches its first wallet however far the list was scrolled', async () => {
    const { user } = await openAllWallets()
    const scroller = screen.getByTestId('wallet-scroller')
    await act(async () => {
      scroller.scrollTop = 3000
      scroller.dispatchEvent(new Event('scroll'))
    })
    // The rows in view are far down: the top rows are out of the page.
    const lastRow = () => document.querySelector('.latch-wallet-grid-row:last-child')?.getAttribute('style')
    await waitFor(() => expect(lastRow()).toMatch(/translateY\(\d{4,}px\)/))
    screen.getByRole('button', { name: 'Certified only' }).focus()
    await user.tab()
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Wallet One (installed)')
  })

  it('searches through the server after at least 300 ms and shows its results', async () => {
    const { user } = await openAllWallets()
    const started = Date.now()
    await user.type(screen.getByRole('searchbox', { name: 'Search wallets' }), 'Example Wallet 77')
    const typed = Date.now()
    await screen.findByRole('button', { name: 'Example Wallet 77' })
    expect(Date.now() - typed).toBeGreaterThanOrEqual(250)
    expect(Date.now() - started).toBeGreaterThanOrEqual(300)
    const names = tiles().map((tile) => tile.querySelector('.latch-wallet-tile-name')?.textContent)
    expect(names).toEqual([
      'Example Wallet 77',
      ...Array.from({ length: 10 }, (_, i) => `Example Wallet 77${i}`),
    ])
  })

  it('says "No wallet found" when the search matches nothing', async () => {
    const { user } = await openAllWallets()
    await user.type(screen.getByRole('searchbox', { name: 'Search wallets' }), 'zzzz-nothing')
    expect(await screen.findByText('No wallet found')).toBeTruthy()
  })

  it('keeps the list height for the empty state, so the dialog does not jump while searching', async () => {
    const { user } = await openAllWallets()
    // happy-dom lays nothing out (nor parses min()): read the declarations the view's stylesheet
    // gives both boxes. The browser tests measure the real dialog.
    const css = stylesheet('styles/walletList.css')
    const listHeight = declaration(css, '.latch-wallet-scroller', 'height')
    expect(listHeight).toMatch(/\d+px/)
    expect(declaration(css, '.latch-wallet-body', 'min-height')).toBe(listHeight)
    expect(screen.getByTestId('wallet-scroller').closest('.latch-wallet-body')).not.toBeNull()

    await user.type(screen.getByRole('searchbox', { name: 'Search wallets' }), 'zzzz-nothing')
    const empty = await screen.findByText('No wallet found')
    expect(empty.closest('.latch-wallet-body')).not.toBeNull()
  })
})

describe('AllWallets certified wallets', () => {
  const tileNamed = (name: string) => screen.getByRole('button', { name })
  const shownNames = () => tiles().map((tile) => tile.querySelector('.latch-wallet-tile-name')?.textContent)

  it('marks a certified wallet with a "Certified" mark that describes its tile, apart from the installed mark', async () => {
    await openAllWallets()
    const certified = tileNamed('Example Wallet 7')
    const mark = within(certified).getByRole('img', { name: 'Certified' })
    expect(mark.getAttribute('title')).toBe('Certified')
    expect(certified.getAttribute('aria-describedby')).toBe(mark.id)
    expect(mark.classList.contains('latch-wallet-tile-badge')).toBe(false)
    // An uncertified wallet has no mark; the installed one has its own mark and not this one.
    expect(within(tileNamed('Example Wallet 8')).queryByRole('img', { name: 'Certified' })).toBeNull()
    const installedTile = tileNamed('Wallet One (installed)')
    expect(installedTile.querySelector('.latch-wallet-tile-badge')?.getAttribute('title')).toBe('Installed')
    expect(installedTile.querySelector('.latch-certified')).toBeNull()
    expect(installedTile.hasAttribute('aria-describedby')).toBe(false)
  })

  it('shows a listing whose badge is markup or a huge string as a plain tile, unmarked', async () => {
    await openAllWallets()
    for (const name of ['Example Wallet 2', 'Example Wallet 3']) {
      const tile = tileNamed(name)
      expect(tile.querySelector('.latch-wallet-tile-name')?.textContent).toBe(name)
      expect(tile.querySelector('.latch-certified')).toBeNull()
      expect(tile.textContent).toBe(name)
    }
    expect(document.querySelector('img[src="x"]')).toBeNull()
    expect((window as { __badged?: number }).__badged).toBeUndefined()
  })

  it('"Certified only" is a toggle button that lists only certified wallets, pages them, and shows every wallet again when released', async () => {
    const { client, user } = await openAllWallets()
    const toggle = screen.getByRole('button', { name: 'Certified only' })
    expect(toggle.getAttribute('aria-pressed')).toBe('false')
    // From the keyboard: it follows the search field in the tab order.
    screen.getByRole('searchbox', { name: 'Search wallets' }).focus()
    await user.tab()
    expect(document.activeElement).toBe(toggle)
    await user.keyboard('{Enter}')
    expect(toggle.getAttribute('aria-pressed')).toBe('true')
    await waitFor(() => expect(client.store.getState().wallets.badged?.status).toBe('ready'))
    // Wallet 0, certified, is the one named with markup here.
    await waitFor(() => expect(shownNames()[0]).toBe(HOSTILE))
    expect(shownNames().length).toBeGreaterThan(8)
    expect(shownNames().slice(1).every(isCertifiedName)).toBe(true)
    expect(tiles().every((tile) => within(tile).queryByRole('img', { name: 'Certified' }))).toBe(true)

    // The certified listing pages as the grid scrolls.
    const scroller = screen.getByTestId('wallet-scroller')
    await act(async () => {
      scroller.scrollTop = scroller.scrollHeight || 100_000
      scroller.dispatchEvent(new Event('scroll'))
    })
    await waitFor(() => expect(client.store.getState().wallets.badged?.page).toBe(2))
    expect(client.store.getState().wallets.badged?.wallets).toHaveLength(80)

    await user.keyboard(' ')
    expect(toggle.getAttribute('aria-pressed')).toBe('false')
    await waitFor(() => expect(shownNames()[0]).toBe('Wallet One'))
    expect(shownNames()).toContain('Example Wallet 8')
  })

  it('searches only certified wallets while the toggle is on', async () => {
    const { user } = await openAllWallets()
    await user.click(screen.getByRole('button', { name: 'Certified only' }))
    await user.type(screen.getByRole('searchbox', { name: 'Search wallets' }), 'Example Wallet 1')
    await screen.findByRole('button', { name: 'Example Wallet 14' })
    expect(shownNames().length).toBeGreaterThan(4)
    expect(shownNames().every(isCertifiedName)).toBe(true)
  })

  it("names the toggle and the mark in the visitor's language", async () => {
    const { client } = renderWithLatch(null, {
      config: { servicesUrl: server.url, adapters: [pairingAdapter()], locale: 'de' },
    })
    await client.start()
    client.open({ view: 'AllWallets' })
    expect(await screen.findByRole('button', { name: 'Nur zertifizierte' })).toBeTruthy()
    const tile = await screen.findByRole('button', { name: 'Example Wallet 7' }, { timeout: 5000 })
    expect(within(tile).getByRole('img', { name: 'Zertifiziert' })).toBeTruthy()
  })
})

describe('ConnectingWalletConnect', () => {
  it("offers the wallet's deep links with the pairing URI encoded the way each link expects", async () => {
    const adapter = pairingAdapter([installed])
    const { user, client } = await openAllWallets(adapter)
    await user.type(screen.getByRole('searchbox', { name: 'Search wallets' }), 'Example Wallet 15')
    await user.click(await screen.findByRole('button', { name: 'Example Wallet 15' }))
    await screen.findByRole('dialog', { name: 'WalletConnect' })
    const uri = await waitFor(() => {
      const value = client.store.getState().walletConnect.uri
      if (!value) throw new Error('no URI yet')
      return value
    })
    expect(await screen.findByRole('img', { name: 'QR code to connect Example Wallet 15' })).toBeTruthy()
    const desktop = screen.getByRole('link', { name: 'Open desktop app' })
    const web = screen.getByRole('link', { name: 'Open web app' })
    expect(desktop.getAttribute('href')).toBe(`examplewallet15-desktop://wc?uri=${encodeURIComponent(uri)}`)
    expect(web.getAttribute('href')).toBe(
      `https://app.wallet15.example.org/wc?uri=${encodeURIComponent(uri)}`,
    )
    expect(new URL(web.getAttribute('href') as string).searchParams.get('uri')).toBe(uri)

    await user.click(screen.getByRole('button', { name: 'Copy link' }))
    expect(await navigator.clipboard.readText()).toBe(uri)

    // The wallet approves: the modal closes and the wallet is the recent one on the Connect view.
    act(() => adapter.approve())
    await waitFor(() => expect(client.store.getState().modal.open).toBe(false))
    expect(client.store.getState().connection.recentWallets[0]?.name).toBe('Example Wallet 15')
    await client.disconnect()
    client.open({ view: 'Connect' })
    const wallets = await screen.findByRole('list', { name: 'Wallets' })
    const recent = within(wallets).getByRole('button', { name: /Example Wallet 15/ })
    expect(within(recent).getByText('Recent')).toBeTruthy()
  })

  it("pairing from the WalletConnect row shows WalletConnect's mark in the QR code, the one the row shows", async () => {
    const user = userEvent.setup()
    const { client } = renderWithLatch(null, {
      config: { servicesUrl: server.url, adapters: [pairingAdapter()] },
    })
    await client.start()
    client.open()
    await screen.findByRole('dialog', { name: 'Connect Wallet' })
    // Connect shows once the directory's wallets are in (it waits for them, rows do not move).
    await user.click(await screen.findByRole('button', { name: /^WalletConnect/ }))
    await screen.findByRole('img', { name: 'QR code to connect WalletConnect' })
    const mark = client.store
      .getState()
      .connection.connectors.find((connector) => connector.type === 'WALLET_CONNECT')?.imageUrl
    expect(mark).toContain('walletconnect')
    await waitFor(() => expect(document.querySelector('.latch-qr-logo img')?.getAttribute('src')).toBe(mark))
  })

  it('ConnectingWalletConnectBasic shows the QR code and copy link alone', async () => {
    const { client } = await openAllWallets()
    client.router.push('ConnectingWalletConnectBasic')
    expect(await screen.findByRole('img', { name: 'QR code to connect WalletConnect' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy()
    expect(screen.queryAllByRole('link')).toHaveLength(0)
  })
})

describe('Connect view wallet rows', () => {
  it('shows the WalletConnect row and an All Wallets row with the directory size', async () => {
    const adapter = pairingAdapter()
    const { client } = renderWithLatch(null, { config: { servicesUrl: server.url, adapters: [adapter] } })
    await client.start()
    client.open()
    await screen.findByRole('dialog', { name: 'Connect Wallet' })
    expect(await screen.findByRole('button', { name: /WalletConnect/ })).toBeTruthy()
    const all = await screen.findByRole('button', { name: /All Wallets 1,200/ }, { timeout: 5000 })
    expect(all.querySelector('.latch-tag')?.textContent).toBe('1,200')
  })

  const rowNames = () =>
    within(screen.getByRole('list', { name: 'Wallets' }))
      .getAllByRole('button')
      .map((button) => button.querySelector('.latch-row-label')?.textContent ?? button.textContent)

  it('lists walletConnect, injected, featured, custom and recommended wallets in the default order, each once', async () => {
    const featured = [registry[7], registry[3]].map((wallet) => wallet?.id as string)
    const { client } = renderWithLatch(null, {
      config: {
        servicesUrl: server.url,
        adapters: [pairingAdapter([installed])],
        featuredWalletIds: featured,
        customWallets: [{ id: 'my-wallet', name: 'My Wallet', mobile_link: 'mywallet://' }],
      },
    })
    await client.start()
    client.open()
    await screen.findByRole('dialog', { name: 'Connect Wallet' })
    await screen.findByRole('button', { name: /All Wallets/ }, { timeout: 5000 })
    await screen.findByRole('button', { name: /Example Wallet 7/ }, { timeout: 5000 })
    const { recommended } = client.store.getState().wallets
    // The installed wallet, among the directory's top wallets, shows once, in its own group; four
    // others are recommended in its stead.
    expect(recommended).toHaveLength(4)
    expect(recommended.some((wallet) => wallet.rdns === installed.info.rdns)).toBe(false)
    expect(rowNames()).toEqual([
      expect.stringContaining('WalletConnect'),
      expect.stringContaining('Wallet One'),
      'Example Wallet 7',
      'Example Wallet 3',
      'My Wallet',
      ...recommended.map((wallet) => wallet.name),
      expect.stringContaining('All Wallets'),
    ])
  })

  it('follows connectorTypeOrder and pairs a featured wallet through WalletConnect when chosen', async () => {
    const user = userEvent.setup()
    const { client } = renderWithLatch(null, {
      config: {
        servicesUrl: server.url,
        adapters: [pairingAdapter([installed])],
        featuredWalletIds: [registry[7]?.id as string],
        customWallets: [{ id: 'my-wallet', name: 'My Wallet' }],
        connectorTypeOrder: ['custom', 'featured', 'walletConnect'],
      },
    })
    await client.start()
    client.open()
    await screen.findByRole('button', { name: /Example Wallet 7/ }, { timeout: 5000 })
    expect(rowNames()).toEqual([
      'My Wallet',
      'Example Wallet 7',
      expect.stringContaining('WalletConnect'),
      expect.stringContaining('All Wallets'),
    ])
    await user.click(screen.getByRole('button', { name: /Example Wallet 7/ }))
    await screen.findByRole('img', { name: 'QR code to connect Example Wallet 7' }, { timeout: 5000 })
  })
})
