// The wallet directory against the real services server holding a 1200-wallet registry.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { generateWallets, type RunningServer, startServer } from '@latch/server'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createLatch } from '../client/createLatch'
import { mainnet } from '../networks/predefined'
import { createServicesContext } from '../services/context'
import { createStore } from '../store/store'
import { createWalletDirectoryActions, type WalletDirectoryDeps } from './actions'
import { resolveWalletDirectoryOptions, type WalletDirectoryOptions } from './options'
import {
  directoryListed,
  directoryRowsAwaited,
  initialWalletDirectoryState,
  type WalletDirectoryState,
} from './state'

const registry = generateWallets(1200)
const idOf = (index: number) => (registry[index] as { id: string }).id
let server: RunningServer
let dataDir: string

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'latch-core-wallets-'))
  server = await startServer({ port: 0, dataDir, wallets: registry, log: 'silent', indexer: false })
}, 60_000)

afterAll(async () => {
  await server?.stop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

function directory(
  input: WalletDirectoryOptions = {},
  extra: Partial<WalletDirectoryDeps> & {
    baseUrl?: string
    /** Holds the server's answer to a request until the returned promise settles: a late answer. */
    delay?: (url: URL) => Promise<void> | undefined
  } = {},
) {
  const requests: URL[] = []
  const options = resolveWalletDirectoryOptions(input)
  const store = createStore<{ wallets: WalletDirectoryState }>({
    wallets: initialWalletDirectoryState(options),
  })
  const actions = createWalletDirectoryActions(store, {
    services: createServicesContext({
      baseUrl: extra.baseUrl ?? server.url,
      projectId: 'latch-demo',
      // Records each request, then sends it on unchanged.
      fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(String(input))
        requests.push(url)
        const response = await fetch(input, init)
        await extra.delay?.(url)
        return response
      },
    }),
    options,
    chains: () => ['eip155:1'],
    connectors: () => [],
    ...extra,
  })
  return { store, actions, requests, state: () => store.getState().wallets }
}

describe('wallet directory', () => {
  test('prefetches the images of the first 20 wallets shown, featured first, each with a 2 s time-out, before it is ready', async () => {
    const featured = [idOf(50), idOf(7)]
    const asked: { url: string; timeoutMs: number }[] = []
    const { actions, state } = directory(
      { featuredWalletIds: featured },
      {
        preloadImage: async (url, timeoutMs) => {
          asked.push({ url, timeoutMs })
          return true
        },
      },
    )
    await actions.load()
    expect(state().status).toBe('ready')
    expect(asked).toHaveLength(20)
    expect(new Set(asked.map((entry) => entry.timeoutMs))).toEqual(new Set([2000]))
    const shownFirst = [...state().featured, ...state().custom, ...state().recommended, ...state().wallets]
      .map((wallet) => wallet.imageUrl)
      .filter((url): url is string => typeof url === 'string')
      .slice(0, 20)
    expect(asked.map((entry) => entry.url)).toEqual(shownFirst)
  })

  test('loads 4 featured in configured order, 4 recommended, then the first page of 40 without repeats', async () => {
    const featured = [idOf(50), idOf(7), idOf(900), idOf(3), idOf(11)]
    const { actions, state } = directory({ featuredWalletIds: featured })
    await actions.load()
    const s = state()
    expect(s.status).toBe('ready')
    expect(s.featured.map((w) => w.id)).toEqual(featured.slice(0, 4))
    expect(s.recommended.map((w) => w.name)).toEqual([0, 1, 2, 4].map((i) => `Example Wallet ${i}`))
    expect(s.wallets).toHaveLength(40)
    const shown = [...s.featured, ...s.recommended, ...s.wallets].map((w) => w.id)
    expect(new Set(shown).size).toBe(shown.length)
    // The fifth featured id is not dropped: it is listed among the pages.
    expect(s.count).toBe(1200 - 8)
    expect(actions.total()).toBe(1200)
    expect(s.featured[0]?.imageUrl).toBe(
      `${server.url}/getWalletImage/${idOf(50)}?projectId=latch-demo&st=latch&sv=latch-core-0.0.0`,
    )
  })

  test('scrolling on loads pages of 40 until the registry is exhausted', async () => {
    const { actions, state, requests } = directory()
    await actions.load()
    await actions.loadMore()
    expect(state().wallets).toHaveLength(80)
    expect(state().page).toBe(2)
    const pageRequests = requests.filter((url) => url.searchParams.get('entries') === '40')
    expect(pageRequests.map((url) => url.searchParams.get('page'))).toEqual(['1', '2'])
    // Two calls at once fetch one page, not two.
    await Promise.all([actions.loadMore(), actions.loadMore()])
    expect(state().wallets).toHaveLength(120)
    while (state().wallets.length < state().count) await actions.loadMore()
    expect(state().wallets).toHaveLength(1196)
    const before = requests.length
    await actions.loadMore()
    expect(requests.length).toBe(before)
  }, 30_000)

  test('search waits at least 300 ms, asks the server for up to 100 entries and drops stale answers', async () => {
    const { actions, state, requests } = directory()
    const started = Date.now()
    actions.setSearch('Example Wallet 1')
    expect(state().search.status).toBe('loading')
    await new Promise((resolve) => setTimeout(resolve, 100))
    actions.setSearch('Example Wallet 99')
    await waitFor(() => state().search.status === 'ready')
    expect(Date.now() - started).toBeGreaterThanOrEqual(400)
    const searches = requests.filter((url) => url.searchParams.has('search'))
    // The first query was replaced before its wait ended: it never reached the server.
    expect(searches.map((url) => url.searchParams.get('search'))).toEqual(['Example Wallet 99'])
    expect(searches[0]?.searchParams.get('entries')).toBe('100')
    expect(state().search.results[0]?.name).toBe('Example Wallet 99')
    expect(state().search.results.map((w) => w.name)).toContain('Example Wallet 990')
    actions.setSearch('   ')
    expect(state().search).toEqual({ query: '', status: 'idle', results: [], count: 0 })
  })

  test('include and exclude ids and the configured chains narrow every query', async () => {
    const include = Array.from({ length: 12 }, (_, i) => idOf(i))
    const { actions, state } = directory(
      { includeWalletIds: include, excludeWalletIds: [idOf(1)] },
      { chains: () => ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] },
    )
    await actions.load()
    // Of wallets 0..11 without 1, those on Solana: 0, 4 and 8.
    const listed = [...state().recommended, ...state().wallets].map((w) => w.name)
    expect(listed).toEqual(['Example Wallet 0', 'Example Wallet 4', 'Example Wallet 8'])
  })

  test('custom wallets are listed and searched locally beside the registry', async () => {
    const { actions, state } = directory({
      customWallets: [{ id: 'my-wallet', name: 'House Wallet', mobile_link: 'house://' }],
    })
    expect(state().custom).toEqual([{ id: 'my-wallet', name: 'House Wallet', mobileLink: 'house://' }])
    actions.setSearch('house')
    await waitFor(() => state().search.status === 'ready')
    expect(state().search.results.map((w) => w.id)).toEqual(['my-wallet'])
  })

  test('an unreachable server gives the error state, and a retry recovers', async () => {
    const down = directory({}, { baseUrl: 'http://127.0.0.1:9' })
    await down.actions.load()
    expect(down.state().status).toBe('error')
    expect(down.state().error).toBeTruthy()
    const up = directory()
    await up.actions.load({ force: true })
    expect(up.state().status).toBe('ready')
  })

  test('without a services server the directory is unavailable and fetches nothing', async () => {
    const options = resolveWalletDirectoryOptions({})
    const store = createStore({ wallets: initialWalletDirectoryState(options) })
    const actions = createWalletDirectoryActions(store, { options, chains: () => [], connectors: () => [] })
    await actions.load()
    expect(store.getState().wallets.status).toBe('unavailable')
  })

  test('a client without a services server starts with the directory unavailable: Connect keeps no rows for it', () => {
    const client = createLatch({ networks: [mainnet], projectId: 'p', featuredWalletIds: ['a'] })
    expect(client.store.getState().wallets.status).toBe('unavailable')
    expect(directoryListed(client.store.getState().wallets)).toBe(true)
    expect(directoryRowsAwaited(client.store.getState().wallets)).toEqual({ featured: 0, recommended: 0 })
    client.destroy()
  })

  test('until featured and recommended are in, Connect keeps a row for each it will list; then none', async () => {
    const { actions, state } = directory({ featuredWalletIds: [idOf(2), idOf(9)] })
    expect(directoryRowsAwaited(state())).toEqual({ featured: 2, recommended: 4 })
    await actions.load()
    expect(directoryRowsAwaited(state())).toEqual({ featured: 0, recommended: 0 })
    // As many as were kept: each kept row is taken by a wallet, none is left over.
    expect(state().featured).toHaveLength(2)
    expect(state().recommended).toHaveLength(4)
  })

  test('recommended leaves out the wallets the browser offers and still lists four, so the rows kept for them fit', async () => {
    const wallet = (index: number) => registry[index] as { id: string; name: string; rdns: string }
    // The first and third recommended are installed: one announced by rdns, one injected by id.
    const connectors = [
      {
        id: 'announced-1',
        name: 'Announced',
        type: 'ANNOUNCED' as const,
        chain: 'eip155' as const,
        info: { rdns: wallet(0).rdns },
      },
      { id: wallet(2).id, name: 'Injected', type: 'INJECTED' as const, chain: 'eip155' as const },
    ]
    const { actions, state, requests } = directory({}, { connectors: () => connectors })
    await actions.load()
    expect(state().recommended.map((w) => w.name)).toEqual([1, 3, 4, 5].map((i) => `Example Wallet ${i}`))
    // Asked for as many more as there are installed wallets.
    expect(requests.find((url) => url.searchParams.get('page') === '1')?.searchParams.get('entries')).toBe(
      '6',
    )
    // The installed ones are not lost: the paged list, which All Wallets shows, has them.
    expect(state().wallets.map((w) => w.id)).toEqual(expect.arrayContaining([wallet(0).id, wallet(2).id]))
  })

  test("the lists Connect shows are known once featured and recommended are in, before the paged list's images", async () => {
    const { actions, state, store } = directory({ featuredWalletIds: [idOf(2)] })
    expect(directoryListed(state())).toBe(false)
    let listedWhile: string | undefined
    const stop = store.subscribe(() => {
      if (listedWhile === undefined && directoryListed(state())) listedWhile = state().status
    })
    await actions.load()
    stop()
    expect(listedWhile).toBe('loading')
    expect(state().featured.map((wallet) => wallet.id)).toEqual([idOf(2)])
    expect(state().recommended.length).toBeGreaterThan(0)
  })

  test('a directory that failed to load has nothing more to list: Connect does not wait for it', async () => {
    const { actions, state } = directory({}, { baseUrl: 'http://127.0.0.1:9' })
    await actions.load()
    expect(state().status).toBe('error')
    expect(directoryListed(state())).toBe(true)
  })

  test('load, search and total answer at once, before the server half of the directory has loaded', async () => {
    const { actions, state, requests } = directory({ customWallets: [{ id: 'own', name: 'Own Wallet' }] })
    const loading = actions.load()
    expect(state().status).toBe('loading')
    expect(actions.total()).toBe(1)
    actions.setSearch('  own  ')
    expect(state().search).toMatchObject({ query: 'own', status: 'loading' })
    actions.setSearch('')
    expect(state().search).toEqual({ query: '', status: 'idle', results: [], count: 0 })
    await loading
    expect(state().status).toBe('ready')
    // The cleared search never reached the server.
    expect(requests.some((url) => url.searchParams.has('search'))).toBe(false)
  })

  test('a directory destroyed before its server half arrives neither fails nor fills in', async () => {
    const { actions, state } = directory()
    const loading = actions.load()
    actions.destroy()
    await loading
    expect(state().status).toBe('loading')
    expect(state().error).toBeUndefined()
    expect(state().wallets).toEqual([])
  })

  describe('certified only', () => {
    // generateWallets certifies every seventh wallet: 172 of the 1200.
    const CERTIFIED = 172
    const isCertifiedName = (name: string) => Number(name.replace('Example Wallet ', '')) % 7 === 0
    const badgeRequests = (requests: URL[]) =>
      requests.filter((url) => url.searchParams.get('badge_type') === 'certified')

    test('lists only certified wallets, asked with badge_type=certified and paged by 40; the whole directory stays loaded and returns at once when it is turned off', async () => {
      const { actions, state, requests } = directory()
      await actions.load()
      const whole = state().wallets
      await actions.load({ badge: 'certified' })
      expect(state().badged).toMatchObject({ badge: 'certified', status: 'ready', page: 1, count: CERTIFIED })
      expect(state().badged?.wallets).toHaveLength(40)
      while ((state().badged?.wallets.length ?? 0) < CERTIFIED) await actions.loadMore()
      const listed = state().badged?.wallets ?? []
      expect(listed).toHaveLength(CERTIFIED)
      expect(new Set(listed.map((w) => w.id)).size).toBe(CERTIFIED)
      expect(listed.every((w) => w.badge === 'certified' && isCertifiedName(w.name))).toBe(true)
      const asked = badgeRequests(requests)
      expect(asked.map((url) => url.searchParams.get('page'))).toEqual(['1', '2', '3', '4', '5'])
      expect(asked.every((url) => url.searchParams.get('entries') === '40')).toBe(true)
      // The whole directory's pages, count and size are as they were.
      expect(state().wallets).toBe(whole)
      expect(actions.total()).toBe(1200)

      const before = requests.length
      await actions.load({ badge: null })
      expect(state().badged).toBeUndefined()
      expect(state().wallets).toBe(whole)
      expect(requests).toHaveLength(before)
    }, 30_000)

    test('search under the filter asks with badge_type=certified and finds only certified wallets, not the custom ones; a running search is asked again when the filter changes', async () => {
      const { actions, state, requests } = directory({
        customWallets: [{ id: 'own', name: 'Own Example Wallet 7' }],
      })
      await actions.load()
      actions.setSearch('Example Wallet 7')
      await waitFor(() => state().search.status === 'ready')
      expect(state().search.results[0]?.name).toBe('Own Example Wallet 7')
      expect(state().search.results.some((w) => !w.badge)).toBe(true)

      void actions.load({ badge: 'certified' })
      expect(state().search).toMatchObject({ query: 'Example Wallet 7', status: 'loading' })
      await waitFor(() => state().search.status === 'ready')
      const found = state().search.results.map((w) => w.name)
      expect(found[0]).toBe('Example Wallet 7')
      expect(found).toContain('Example Wallet 777')
      expect(found.every(isCertifiedName)).toBe(true)
      expect(state().search.results.every((w) => w.badge === 'certified')).toBe(true)
      const searches = requests.filter((url) => url.searchParams.has('search'))
      expect(searches.map((url) => url.searchParams.get('badge_type'))).toEqual([null, 'certified'])

      void actions.load({ badge: null })
      await waitFor(() => state().search.status === 'ready')
      expect(state().search.results[0]?.name).toBe('Own Example Wallet 7')
    })

    test('a page of an earlier certified listing that arrives after the filter changed is dropped, not added to the newer list', async () => {
      const late = gate()
      const { actions, state, requests } = directory(
        {},
        {
          delay: (url) =>
            url.searchParams.get('badge_type') && url.searchParams.get('page') === '2'
              ? late.promise
              : undefined,
        },
      )
      await actions.load({ badge: 'certified' })
      const secondPage = actions.loadMore()
      await waitFor(() => badgeRequests(requests).some((url) => url.searchParams.get('page') === '2'))
      // Off and on again: a new listing, at its first page.
      await actions.load({ badge: null })
      await actions.load({ badge: 'certified' })
      expect(state().badged).toMatchObject({ status: 'ready', page: 1 })
      late.open()
      await secondPage
      expect(state().badged).toMatchObject({ status: 'ready', page: 1, more: 'idle' })
      expect(state().badged?.wallets).toHaveLength(40)
      // Nor did it reach the whole directory's list.
      expect(state().wallets).toHaveLength(40)
      expect(state().page).toBe(1)
    })

    test('a first page of the certified listing that arrives after the filter was turned off does not bring the filter back', async () => {
      const late = gate()
      const { actions, state } = directory(
        {},
        { delay: (url) => (url.searchParams.get('badge_type') ? late.promise : undefined) },
      )
      await actions.load()
      const certified = actions.load({ badge: 'certified' })
      expect(state().badged).toMatchObject({ badge: 'certified', status: 'loading' })
      await actions.load({ badge: null })
      late.open()
      await certified
      expect(state().badged).toBeUndefined()
      expect(state().wallets).toHaveLength(40)
    })

    test('a search answered for the old filter after the filter changed does not overwrite the certified results', async () => {
      const late = gate()
      const { actions, state } = directory(
        {},
        {
          delay: (url) =>
            url.searchParams.has('search') && !url.searchParams.has('badge_type') ? late.promise : undefined,
        },
      )
      await actions.load()
      actions.setSearch('Example Wallet 1')
      // The unfiltered search has reached the server; its answer is held.
      await new Promise((resolve) => setTimeout(resolve, 400))
      void actions.load({ badge: 'certified' })
      await waitFor(() => state().search.status === 'ready')
      const certified = state().search.results
      expect(certified.every((w) => w.badge === 'certified')).toBe(true)
      late.open()
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(state().search.results).toBe(certified)
    })

    test('a page of the whole directory on its way when the filter is turned on still joins the whole directory, not the certified list', async () => {
      const late = gate()
      const { actions, state } = directory(
        {},
        {
          delay: (url) =>
            !url.searchParams.get('badge_type') && url.searchParams.get('page') === '2'
              ? late.promise
              : undefined,
        },
      )
      await actions.load()
      const secondPage = actions.loadMore()
      await actions.load({ badge: 'certified' })
      late.open()
      await secondPage
      expect(state().wallets).toHaveLength(80)
      expect(state().badged?.wallets).toHaveLength(40)
      expect(state().badged?.wallets.every((w) => w.badge === 'certified')).toBe(true)
    })

    test('a certified listing that failed to load is loaded again by the next load, which leaves the loaded directory alone', async () => {
      let failing = true
      const { actions, state, requests } = directory(
        {},
        {
          delay: (url) =>
            failing && url.searchParams.get('badge_type') ? Promise.reject(new Error('offline')) : undefined,
        },
      )
      await actions.load()
      await actions.load({ badge: 'certified' })
      expect(state().badged).toMatchObject({
        status: 'error',
        error: 'You may be offline. Check your connection and try again.',
      })
      failing = false
      const before = requests.length
      await actions.load()
      expect(state().badged).toMatchObject({ status: 'ready', count: CERTIFIED })
      expect(requests.slice(before).every((url) => url.searchParams.get('badge_type') === 'certified')).toBe(
        true,
      )
    })
  })

  test('bad directory options are refused with a clear error', () => {
    expect(() => resolveWalletDirectoryOptions({ featuredWalletIds: 'abc' as unknown as string[] })).toThrow(
      'featuredWalletIds must be an array of wallet id strings',
    )
    expect(() => resolveWalletDirectoryOptions({ customWallets: [{ id: '', name: 'x' }] })).toThrow(
      'customWallets[0] needs a string id and name',
    )
  })
})

/** A promise that settles when opened. */
function gate(): { promise: Promise<void>; open(): void } {
  let open = () => {}
  const promise = new Promise<void>((resolve) => {
    open = resolve
  })
  return { promise, open }
}

async function waitFor(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}
