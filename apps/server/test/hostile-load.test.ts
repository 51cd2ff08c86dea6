// Replays, on loopback, each finding of the live review of the services: floods of anonymous
// calls, forged proxy headers, deep JSON. Each test shows the limit holding.
import { execFile } from 'node:child_process'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANALYTICS_RETENTION_MS, truncatedClient } from '../src/analytics'
import { analyticsEvents } from '../src/db/schema'
import { RateLimiter } from '../src/http/rate-limit'
import { TOKEN_INFO_LIMITS } from '../src/portfolio/chain-reader'
import type { RunningServer } from '../src/server'
import { type Backend, backends } from './helpers/backends'
import { call, randomAccount, registration, start, useDevnet } from './helpers/fixture'

const devnet = useDevnet()
const [pglite] = backends() as [Backend, Backend]
const chainId = () => `eip155:${devnet.manifest.chains[0]?.id}`
const randomAddress = () => privateKeyToAddress(generatePrivateKey()).toLowerCase()

setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as () => void
const heapAfterGc = () => {
  gc()
  gc()
  return process.memoryUsage().heapUsed
}

/** Runs `count` calls, `parallel` at a time. */
async function flood(count: number, parallel: number, one: (i: number) => Promise<unknown>) {
  let next = 0
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) await one(next++)
    }),
  )
}

describe('anonymous floods', () => {
  let server: RunningServer
  const unlimited = { perSecond: 1e9, burst: 1e9 }

  beforeAll(async () => {
    server = await start(await pglite.storage(), {
      manifest: devnet.manifest,
      indexer: false,
      rateLimits: { reads: unlimited },
    })
  })
  afterAll(() => server?.stop())

  it('token prices for ever-new addresses keep the token memory within its bound', async () => {
    const reader = server.server.portfolio.readers.get(chainId())
    if (!reader) throw new Error('no reader for the devnet chain')
    const calls = Math.ceil((TOKEN_INFO_LIMITS.maxEntries * 1.25) / 100)
    const before = heapAfterGc()
    await flood(calls, 8, async () => {
      const addresses = Array.from({ length: 100 }, () => `${chainId()}:${randomAddress()}`)
      const answer = await call(server.url, '/v1/fungible/price', { json: { currency: 'usd', addresses } })
      expect(answer.status).toBe(200)
    })
    expect(calls * 100).toBeGreaterThan(TOKEN_INFO_LIMITS.maxEntries)
    expect(reader.tokenInfo.size).toBeLessThanOrEqual(TOKEN_INFO_LIMITS.maxEntries)
    // The bound in bytes, with room for the collector's own slack.
    expect(heapAfterGc() - before).toBeLessThan(TOKEN_INFO_LIMITS.maxBytes + 16 * 1024 * 1024)
  }, 120_000)
})

describe('per-client limits on reads that reach the chain or the database', () => {
  let server: RunningServer
  let proxied: RunningServer
  const account = () => devnet.manifest.accounts[1] as string

  beforeAll(async () => {
    const limits = { reads: { perSecond: 0.001, burst: 3 } }
    server = await start(await pglite.storage(), {
      manifest: devnet.manifest,
      indexer: false,
      rateLimits: limits,
    })
    proxied = await start(await pglite.storage(), {
      manifest: devnet.manifest,
      indexer: false,
      rateLimits: limits,
      trustedProxies: ['127.0.0.1', '10.0.0.0/8'],
    })
  })
  afterAll(async () => {
    await server?.stop()
    await proxied?.stop()
  })

  it('answers 429 past the limit on every anonymous route that reads the chain or the database', async () => {
    const paths: [string, RequestInit & { json?: unknown }][] = [
      ['/v1/fungible/price', { json: { currency: 'usd', addresses: [`${chainId()}:${randomAddress()}`] } }],
      [`/v1/account/${account()}/balance?currency=usd&forceUpdate=true`, {}],
      [`/v1/account/${account()}/history`, {}],
      [`/v1/account/${account()}/nfts`, {}],
      [`/v1/identity/${account()}`, {}],
      [
        '/v1/profile/account',
        { json: { coin_type: 60, address: account(), message: '{}', signature: '0x00' } },
      ],
    ]
    const statuses = []
    for (const [path, init] of paths) statuses.push((await call(server.url, path, init)).status)
    expect(statuses.slice(0, 3).every((status) => status !== 429)).toBe(true)
    expect(statuses.slice(3)).toEqual([429, 429, 429])
  })

  it('a cached answer costs nothing: the same read again is not limited', async () => {
    server.server.services.limits.reads = new RateLimiter({ perSecond: 0.001, burst: 1 })
    const path = `/v1/identity/${randomAddress()}`
    const statuses = []
    for (let i = 0; i < 5; i++) statuses.push((await call(server.url, path)).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200])
    expect((await call(server.url, `/v1/identity/${randomAddress()}`)).status).toBe(429)
  })

  it('behind a trusted proxy each forwarded client has its own bucket', async () => {
    const from = (client: string) => ({ headers: { 'x-forwarded-for': `${client}, 10.1.2.3` } })
    const nfts = `/v1/account/${account()}/nfts`
    const first = []
    for (let i = 0; i < 4; i++) first.push((await call(proxied.url, nfts, from('203.0.113.7'))).status)
    expect(first).toEqual([200, 200, 200, 429])
    expect((await call(proxied.url, nfts, from('203.0.113.8'))).status).toBe(200)
  })

  it('from a caller that is not a trusted proxy, X-Forwarded-For buys no fresh bucket', async () => {
    server.server.services.limits.reads = new RateLimiter({ perSecond: 0.001, burst: 2 })
    const nfts = `/v1/account/${account()}/nfts`
    const statuses = []
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await call(server.url, nfts, { headers: { 'x-forwarded-for': `198.51.100.${i}` } })).status,
      )
    expect(statuses).toEqual([200, 200, 429, 429])
  })
})

describe('RPC proxy limits', () => {
  let server: RunningServer
  const PROJECT = 'latch-demo'
  const rpc = (body: unknown, client = '203.0.113.1') =>
    call(server.url, `/v1/?chainId=${chainId()}&projectId=${PROJECT}`, {
      json: body,
      headers: { 'x-forwarded-for': client },
    })
  const request = (method: string, params: unknown[] = [], id = 1) => ({ jsonrpc: '2.0', id, method, params })

  beforeAll(async () => {
    server = await start(await pglite.storage(), {
      manifest: devnet.manifest,
      indexer: false,
      trustedProxies: ['127.0.0.1'],
      rpc: { maxLogsRange: 10, maxAnswerBytes: 4_000 },
    })
  })
  afterAll(() => server?.stop())

  it('refuses an eth_getLogs over more blocks than the cap, and answers a narrower one', async () => {
    const wide = await rpc(request('eth_getLogs', [{ fromBlock: 'earliest', toBlock: 'latest' }]))
    expect(wide.body.error).toMatchObject({ code: -32005, message: expect.stringContaining('10 blocks') })
    const alsoWide = await rpc(request('eth_getLogs', [{ fromBlock: '0x0', toBlock: '0xa' }]))
    expect(alsoWide.body.error).toMatchObject({ code: -32005 })
    const narrow = await rpc(request('eth_getLogs', [{ fromBlock: '0x0', toBlock: '0x9' }]))
    expect(narrow.body.error).toBeUndefined()
    expect(Array.isArray(narrow.body.result)).toBe(true)
  })

  it('refuses an answer larger than the cap with an error for that call alone', async () => {
    const [big, small] = (
      await rpc([request('eth_getBlockByNumber', ['0x1', true], 1), request('eth_chainId', [], 2)])
    ).body as unknown as { id: number; error?: { code: number }; result?: unknown }[]
    expect(big?.error).toMatchObject({ code: -32005 })
    expect(small?.result).toBe(`0x${Number(devnet.manifest.chains[0]?.id).toString(16)}`)
  })

  it('counts a batch as its size, and holds each client to its share inside the project quota', async () => {
    server.server.services.limits.rpcPerClient = new RateLimiter({ perSecond: 0.001, burst: 4 })
    server.server.services.limits.rpc = new RateLimiter({ perSecond: 0.001, burst: 6 })
    const batch = (n: number) => Array.from({ length: n }, (_, i) => request('eth_chainId', [], i))
    expect((await rpc(batch(5), '192.0.2.1')).status).toBe(429) // five calls exceed a client's four
    expect((await rpc(batch(4), '192.0.2.1')).status).toBe(200)
    expect((await rpc(request('eth_chainId'), '192.0.2.1')).status).toBe(429) // client a's share is spent
    expect((await rpc(batch(2), '192.0.2.2')).status).toBe(200)
    expect((await rpc(request('eth_chainId'), '192.0.2.2')).status).toBe(429) // the project's six are spent
    expect((await rpc(request('eth_chainId'), '192.0.2.3')).status).toBe(429)
  })

  it('answers deeply nested JSON with a 400 on every route that takes a body', async () => {
    const deep = `${'['.repeat(1_500)}${']'.repeat(1_500)}` // deep, yet inside every body limit
    const routes = [
      `/v1/?chainId=${chainId()}&projectId=${PROJECT}`,
      '/v1/fungible/price',
      '/v1/profile/account',
      `/v1/sessions/${devnet.manifest.accounts[0]}`,
      `/e?projectId=${PROJECT}`,
      '/auth/verify?projectId=latch-demo',
      '/v1/generators/onrampurl',
      '/v1/onramp/quote',
      '/v1/convert/build-transaction',
    ]
    for (const path of routes) {
      const answer = await call(server.url, path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: deep,
      })
      expect({ path, status: answer.status }).toEqual({ path, status: 400 })
    }
  })
})

describe('name registration abuse', () => {
  let server: RunningServer
  const register = async (
    name: string,
    options: Parameters<typeof registration>[2] = {},
    signer = randomAccount(),
  ) => call(server.url, '/v1/profile/account', { json: await registration(signer, name, options) })

  beforeAll(async () => {
    server = await start(await pglite.storage(), {
      indexer: false,
      names: { perAddress: 2, perClient: { perSecond: 0.001, burst: 1_000 } },
    })
  })
  afterAll(() => server?.stop())

  it('refuses reserved names, whatever their case', async () => {
    for (const name of ['admin', 'Support', 'latch.latch.id']) {
      const answer = await register(name)
      expect(answer.status).toBe(403)
      expect(answer.body.error?.code).toBe('name_reserved')
    }
  })

  it('takes an avatar only as an http(s) or data:image URL', async () => {
    for (const avatar of [
      'javascript:alert(1)',
      'file:///etc/passwd',
      'data:text/html,<b>x</b>',
      'not a url',
    ]) {
      const answer = await register(`avatar-${crypto.randomUUID().slice(0, 8)}`, { attributes: { avatar } })
      expect({ avatar, code: answer.body.error?.code }).toEqual({ avatar, code: 'invalid_avatar' })
    }
    for (const avatar of ['https://example.com/a.png', 'data:image/png;base64,iVBORw0KGgo=']) {
      const answer = await register(`avatar-${crypto.randomUUID().slice(0, 8)}`, { attributes: { avatar } })
      expect(answer.status).toBe(200)
    }
  })

  it('lets one address hold only its quota of names', async () => {
    const signer = randomAccount()
    const label = () => `mine-${crypto.randomUUID().slice(0, 8)}`
    expect((await register(label(), {}, signer)).status).toBe(200)
    expect((await register(label(), {}, signer)).status).toBe(200)
    const third = await register(label(), {}, signer)
    expect(third.status).toBe(429)
    expect(third.body.error?.code).toBe('name_quota')
  })

  it('lets one client register only its quota of names, whatever addresses it signs with', async () => {
    server.server.services.names.perClient = new RateLimiter({ perSecond: 0.001, burst: 2 })
    const statuses = []
    for (let i = 0; i < 3; i++)
      statuses.push((await register(`spam-${crypto.randomUUID().slice(0, 8)}`)).status)
    expect(statuses).toEqual([200, 200, 429])
  })
})

describe('analytics keeps no personal detail', () => {
  let server: RunningServer

  beforeAll(async () => {
    server = await start(await pglite.storage(), { indexer: false })
  })
  afterAll(() => server?.stop())

  it('stores the page as origin and path, the client truncated, and sweeps events past retention', async () => {
    const db = server.server.services.db
    await db.insert(analyticsEvents).values({
      projectId: 'latch-demo',
      client: '127.0.0.0',
      eventId: 'ancient',
      url: 'http://localhost:5173/',
      domain: 'localhost',
      timestamp: 0,
      props: {},
      receivedAt: new Date(Date.now() - ANALYTICS_RETENTION_MS - 60_000),
    })
    const event = {
      eventId: 'fresh',
      url: 'http://localhost:5173/account?email=a%40b.example&code=123456#token=secret',
      domain: 'localhost',
      timestamp: Date.now(),
      props: {},
    }
    expect((await call(server.url, '/e?projectId=latch-demo', { json: event })).status).toBe(202)
    const rows = await db.select().from(analyticsEvents)
    expect(rows.map(({ eventId, url, client }) => ({ eventId, url, client }))).toEqual([
      { eventId: 'fresh', url: 'http://localhost:5173/account', client: '127.0.0.0' },
    ])
  })

  it('truncates IPv4 clients to /24 and IPv6 clients to /48', () => {
    expect(truncatedClient('203.0.113.77')).toBe('203.0.113.0')
    expect(truncatedClient('::ffff:198.51.100.9')).toBe('198.51.100.0')
    expect(truncatedClient('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3::')
    expect(truncatedClient('2001:db8::1')).toBe('2001:db8:0::')
    expect(truncatedClient('local')).toBe('unknown')
  })
})

describe('the projects CLI beside a running server', () => {
  const root = resolve(import.meta.dirname, '../../..')
  const projectsCli = (dataDir: string, ...args: string[]) =>
    promisify(execFile)(
      join(root, 'node_modules/.bin/tsx'),
      ['apps/server/src/projects-cli.ts', ...args, '--data-dir', dataDir],
      {
        cwd: root,
      },
    ).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
    )

  it('refuses the folder the server holds and says to stop the server; no write is lost', async () => {
    const storage = (await pglite.storage()) as { dataDir: string }
    let server = await start(storage, { indexer: false })
    const refused = await projectsCli(storage.dataDir, 'add', 'shop', 'https://shop.example')
    expect(refused.code).toBe(3)
    expect(refused.stderr).toContain('Stop the Latch server')
    expect(refused.stderr).toContain('Nothing was changed')
    await server.stop()
    expect((await projectsCli(storage.dataDir, 'add', 'shop', 'https://shop.example')).code).toBe(0)
    server = await start(storage, { indexer: false })
    try {
      const origins = await call(server.url, '/projects/v1/origins?projectId=shop')
      expect(origins.body).toEqual({ allowedOrigins: ['https://shop.example'] })
    } finally {
      await server.stop()
    }
  }, 90_000)
})

describe('a registration signature is bound to this server, its purpose and its account', () => {
  let server: RunningServer

  beforeAll(async () => {
    server = await start(await pglite.storage(), { indexer: false })
  })
  afterAll(() => server?.stop())

  it('refuses a signature made for another server, another purpose or another account', async () => {
    const signer = randomAccount()
    const label = () => `bound-${crypto.randomUUID().slice(0, 8)}`
    const register = async (options: Parameters<typeof registration>[2]) =>
      (await call(server.url, '/v1/profile/account', { json: await registration(signer, label(), options) }))
        .body
    expect((await register({ domain: 'names.elsewhere.example' })).error?.code).toBe('wrong_domain')
    expect((await register({ purpose: 'sign-in' })).error?.code).toBe('invalid_input')
    const other = randomAccount()
    const forOther = await registration(signer, label(), { address: other.address })
    // The body claims the signer's address while the message names another account.
    const mismatch = await call(server.url, '/v1/profile/account', {
      json: { ...forOther, address: signer.address },
    })
    expect(mismatch.body.error?.code).toBe('address_mismatch')
    expect((await register({})).error).toBeUndefined()
  })
})
