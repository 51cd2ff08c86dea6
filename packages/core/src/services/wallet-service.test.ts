import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { type LocalServer, sendJson, startLocalServer } from '../../test/support/local-server'
import { spinUntil } from '../../test/support/spin'
import { createWalletServiceClient, WALLET_LIST_LIMITS } from './wallet-service'

let server: LocalServer
beforeAll(async () => {
  server = await startLocalServer()
})
afterAll(() => server.close())
afterEach(() => {
  vi.useRealTimers()
})

const config = () => ({
  baseUrl: server.url,
  projectId: 'proj-1',
  sdkType: 'latch',
  sdkVersion: 'react-1.0.0',
})

describe('wallet service client', () => {
  test('GET /getWallets sends projectId, st, sv, page, entries, include, exclude, chains, search, badge_type', async () => {
    server.handle((_, res) => sendJson(res, 200, { data: [{ id: 'w1', name: 'One' }], count: 1 }))
    const client = createWalletServiceClient(config())
    const result = await client.getWallets({
      page: 2,
      entries: 40,
      include: ['a', 'b'],
      exclude: ['c'],
      chains: ['eip155:1', 'eip155:10'],
      search: 'meta',
      badge_type: 'certified',
    })
    expect(result).toEqual({ data: [{ id: 'w1', name: 'One' }], count: 1 })
    const request = server.requests.at(-1)
    expect(request?.path).toBe('/getWallets')
    expect(request?.query).toEqual({
      projectId: 'proj-1',
      st: 'latch',
      sv: 'react-1.0.0',
      page: '2',
      entries: '40',
      include: 'a,b',
      exclude: 'c',
      chains: 'eip155:1,eip155:10',
      search: 'meta',
      badge_type: 'certified',
    })
  })

  test('wallet lists are paged 40 per page by default', async () => {
    server.handle((_, res) => sendJson(res, 200, { data: [], count: 0 }))
    await createWalletServiceClient(config()).getWallets()
    expect(server.requests.at(-1)?.query).toMatchObject({ page: '1', entries: '40' })
    expect(WALLET_LIST_LIMITS).toMatchObject({
      featured: 4,
      recommended: 4,
      pageSize: 40,
      prefetchImages: 20,
    })
    expect(WALLET_LIST_LIMITS.imagePreloadTimeoutMs).toBe(2000)
  })

  test('search asks 100 entries and answers no sooner than 300 ms', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    server.handle((_, res) => sendJson(res, 200, { data: [{ id: 'x', name: 'X' }], count: 1 }))
    let answered = false
    const client = createWalletServiceClient({
      ...config(),
      fetch: async (...args) => {
        const response = await fetch(...args)
        answered = true
        return response
      },
    })
    let done = false
    const search = client.searchWallets({ search: 'x' }).then((result) => {
      done = true
      return result
    })
    await spinUntil(() => answered)
    await vi.advanceTimersByTimeAsync(299)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect((await search).count).toBe(1)
    expect(server.requests.at(-1)?.query).toMatchObject({ entries: '100', search: 'x' })
  })

  test('image URLs carry the project identity and escape the id', () => {
    const client = createWalletServiceClient(config())
    const url = new URL(client.walletImageUrl('a/b'))
    expect(url.pathname).toBe('/getWalletImage/a%2Fb')
    expect(url.searchParams.get('projectId')).toBe('proj-1')
    expect(new URL(client.assetImageUrl('1')).pathname).toBe('/public/getAssetImage/1')
    expect(new URL(client.currencyImageUrl('USD')).pathname).toBe('/public/getCurrencyImage/USD')
    expect(new URL(client.tokenImageUrl('ETH')).pathname).toBe('/public/getTokenImage/ETH')
  })

  test('GET /projects/v1/origins returns allowedOrigins, dropping non-strings', async () => {
    server.handle((_, res) => sendJson(res, 200, { allowedOrigins: ['https://a.com', 5, null] }))
    expect(await createWalletServiceClient(config()).getAllowedOrigins()).toEqual(['https://a.com'])
    expect(server.requests.at(-1)?.path).toBe('/projects/v1/origins')
  })

  test('GET /getAnalyticsConfig returns isAnalyticsEnabled', async () => {
    server.handle((_, res) => sendJson(res, 200, { isAnalyticsEnabled: true }))
    expect(await createWalletServiceClient(config()).getAnalyticsConfig()).toEqual({
      isAnalyticsEnabled: true,
    })
    server.handle((_, res) => sendJson(res, 200, { isAnalyticsEnabled: 'yes' }))
    expect(await createWalletServiceClient(config()).getAnalyticsConfig()).toEqual({
      isAnalyticsEnabled: false,
    })
  })

  test("a non-ok wallet service response fails with 'HTTP status code: N'", async () => {
    server.handle((_, res) => sendJson(res, 500, {}))
    await expect(createWalletServiceClient(config()).getWallets()).rejects.toThrow('HTTP status code: 500')
  })
})
