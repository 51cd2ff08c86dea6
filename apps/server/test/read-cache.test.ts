// Read routes answer from their caches, and the writes that change an answer clear it, on both
// storage engines.
import { request } from 'node:http'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResponseCache } from '../src/cache/responses'
import type { RunningServer } from '../src/server'
import { backends } from './helpers/backends'
import { call, randomAccount, registration, start, useDevnet } from './helpers/fixture'

const devnet = useDevnet()

/** A GET whose body arrives as sent (fetch would undo the compression). */
const raw = (base: string, path: string, headers: Record<string, string>) =>
  new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(`${base}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        )
        res.on('error', reject)
      })
      req.on('error', reject)
      req.end()
    },
  )

for (const backend of backends()) {
  describe.skipIf(!backend.available)(`read caches (${backend.name})`, () => {
    let server: RunningServer
    beforeAll(async () => {
      server = await start(await backend.storage(), { manifest: devnet.manifest, indexer: false })
    })
    afterAll(async () => {
      await server?.stop()
    })

    it('answers identity and names from the cache until a registration changes them', async () => {
      const alice = randomAccount()
      const identity = `/v1/identity/${alice.address}`
      expect((await call(server.url, identity)).body).toEqual({ name: null, avatar: null })
      expect((await call(server.url, `/v1/profile/reverse/${alice.address}`)).body).toEqual([])
      const name = `cache-${Date.now().toString(36)}`
      const registered = await call(server.url, '/v1/profile/account', {
        json: await registration(alice, name, { attributes: { avatar: 'https://img.example/a.png' } }),
      })
      expect(registered.status).toBe(200)
      // The registration cleared the cached misses: the next reads see the new name.
      expect((await call(server.url, identity)).body).toEqual({
        name: `${name}.latch.id`,
        avatar: 'https://img.example/a.png',
      })
      expect((await call(server.url, `/v1/profile/reverse/${alice.address}`)).body).toHaveLength(1)
      expect((await call(server.url, `/v1/profile/account/${name}`)).status).toBe(200)
    })

    it('keeps a cached answer without asking the database again', async () => {
      const who = randomAccount().address
      const path = `/v1/identity/${who}`
      expect((await call(server.url, path)).status).toBe(200)
      const db = server.server.services.db
      const select = db.select
      let queries = 0
      db.select = ((...args: Parameters<typeof select>) => {
        queries += 1
        return select.apply(db, args)
      }) as typeof select
      try {
        for (let i = 0; i < 5; i++)
          expect((await call(server.url, path)).body).toEqual({ name: null, avatar: null })
        expect((await call(server.url, '/getWallets?page=1&entries=5')).status).toBe(200)
        expect((await call(server.url, '/getWallets?page=1&entries=5')).status).toBe(200)
      } finally {
        db.select = select
      }
      expect(queries).toBe(0)
    })

    it('does not cache refused input', async () => {
      expect((await call(server.url, '/v1/identity/not-an-address')).status).toBe(400)
      expect((await call(server.url, '/getWallets?page=0')).status).toBe(400)
      expect((await call(server.url, '/getWallets?page=0')).status).toBe(400)
    })

    it('tags a cached answer with a strong ETag and answers a matching If-None-Match with a 304', async () => {
      const path = '/getWallets?page=1&entries=3'
      const first = await call(server.url, path)
      const etag = first.headers.get('etag') as string
      expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/)
      expect(first.headers.get('vary')).toBe('Origin')
      expect(first.headers.get('content-length')).toBe(String(Buffer.byteLength(first.text)))
      const again = await call(server.url, path)
      expect(again.headers.get('etag')).toBe(etag)
      expect(again.text).toBe(first.text)
      const unchanged = await call(server.url, path, { headers: { 'if-none-match': `"other", ${etag}` } })
      expect(unchanged.status).toBe(304)
      expect(unchanged.text).toBe('')
      expect(unchanged.headers.get('etag')).toBe(etag)
      const changed = await call(server.url, path, { headers: { 'if-none-match': '"other"' } })
      expect(changed.status).toBe(200)
      expect(changed.text).toBe(first.text)
      // Another page is other bytes, so another tag.
      expect((await call(server.url, '/getWallets?page=2&entries=3')).headers.get('etag')).not.toBe(etag)
    })

    it('sends a large answer gzipped, compressed once, to a client that accepts gzip', async () => {
      const path = '/getWallets?page=1&entries=100'
      const plain = await raw(server.url, path, {})
      expect(plain.headers['content-encoding']).toBeUndefined()
      expect(plain.body.byteLength).toBeGreaterThan(1_400)
      const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' }
      const zipped = await raw(server.url, path, browser)
      expect(zipped.headers['content-encoding']).toBe('gzip')
      expect(zipped.headers.vary).toBe('Origin, Accept-Encoding')
      expect(zipped.body.byteLength).toBeLessThan(plain.body.byteLength / 3)
      expect(gunzipSync(zipped.body).equals(plain.body)).toBe(true)
      // Each representation has its own strong tag, and a 304 answers the one the client holds.
      const tag = zipped.headers.etag as string
      expect(tag).not.toBe(plain.headers.etag)
      expect((await raw(server.url, path, { ...browser, 'if-none-match': tag })).status).toBe(304)
      expect((await raw(server.url, path, { 'if-none-match': tag })).status).toBe(200)
      // The compressed bytes are kept: a second request gets the very same bytes.
      expect((await raw(server.url, path, browser)).body.equals(zipped.body)).toBe(true)
      // gzip refused with q=0 gets the plain bytes; a small answer is never compressed.
      const refused = await raw(server.url, path, { 'accept-encoding': 'br, gzip;q=0' })
      expect(refused.headers['content-encoding']).toBeUndefined()
      const small = await raw(server.url, '/getWallets?page=1&entries=1', browser)
      expect(small.headers['content-encoding']).toBeUndefined()
      expect(small.headers.vary).toBe('Origin')
    })
  })

  describe.skipIf(!backend.available)(`read caches and the chain (${backend.name})`, () => {
    let server: RunningServer
    const chain = () => devnet.manifest.chains[0] as (typeof devnet.manifest.chains)[number]
    /** Sends wei from an anvil dev account and waits for it to be mined (EIP-7966). */
    const send = async (to: string, value: bigint) => {
      const response = await fetch(chain().rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'eth_sendTransactionSync',
          params: [{ from: devnet.manifest.accounts[3], to, value: `0x${value.toString(16)}` }],
        }),
      })
      const { result } = (await response.json()) as { result?: { status: string } }
      expect(result?.status).toBe('0x1')
    }
    beforeAll(async () => {
      // The indexer runs only when a test asks it to (sync), so each step sees a known index.
      server = await start(await backend.storage(), {
        manifest: devnet.manifest,
        indexer: { pollMs: 60_000 },
      })
      await server.server.indexer?.sync()
    })
    afterAll(async () => {
      await server?.stop()
    })

    it('clears cached history pages when the indexer stores transfers', async () => {
      const who = randomAccount().address
      const path = `/v1/account/${who}/history?chainId=eip155:31337`
      expect((await call(server.url, path)).body.data).toEqual([])
      await send(who, 1000n)
      // Mined but not indexed yet: the cached page stands (and would for 30 s).
      expect((await call(server.url, path)).body.data).toEqual([])
      await server.server.indexer?.sync()
      const { data } = (await call(server.url, path)).body as {
        data: { metadata: { operationType: string } }[]
      }
      expect(data.map((t) => t.metadata.operationType)).toEqual(['receive'])
    })

    it('renews a cached balance at once with forceUpdate=true', async () => {
      const who = randomAccount().address
      const path = `/v1/account/${who}/balance?currency=usd&chainId=eip155:31337`
      const native = (body: Record<string, unknown>) =>
        (body.balances as { symbol: string; quantity: { numeric: string } }[]).map((b) => [
          b.symbol,
          b.quantity.numeric,
        ])
      expect(native((await call(server.url, path)).body)).toEqual([])
      await send(who, 2n * 10n ** 18n)
      // Cached for 30 s: the transfer does not show yet.
      expect(native((await call(server.url, path)).body)).toEqual([])
      expect(native((await call(server.url, `${path}&forceUpdate=true`)).body)).toEqual([['ETH', '2']])
      // The forced read renewed the cached answer for everyone.
      expect(native((await call(server.url, path)).body)).toEqual([['ETH', '2']])
    })
  })
}

describe('response cache bounds', () => {
  it('stays within its bytes and entries under a flood of unique keys', async () => {
    const cache = new ResponseCache({ maxEntries: 1_000, maxBytes: 256 * 1024 })
    const answer = { data: 'x'.repeat(1_000) }
    for (let i = 0; i < 20_000; i++) {
      const response = await cache.json(`/v1/identity/0x${i.toString(16).padStart(40, '0')}`, () => answer)
      expect(response.status).toBe(200)
      expect(cache.bytes).toBeLessThanOrEqual(256 * 1024)
    }
    // About 1 kB a answer: the byte bound, not the entry bound, is what holds.
    expect(cache.size).toBeGreaterThan(100)
    expect(cache.size).toBeLessThan(256)
    // A single answer larger than the whole cache is served but not kept.
    const huge = await cache.json('huge', () => ({ data: 'y'.repeat(300 * 1024) }))
    expect((await huge.text()).length).toBeGreaterThan(300 * 1024)
    expect(cache.bytes).toBeLessThanOrEqual(256 * 1024)
  })
})
