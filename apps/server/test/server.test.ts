import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServer } from '../src/server'
import { loadWallets } from '../src/wallets/registry'
import { backends, type Storage } from './helpers/backends'
import {
  call,
  nowS,
  owner,
  randomAccount,
  registration,
  sessionRequest,
  start,
  useDevnet,
} from './helpers/fixture'

const devnet = useDevnet()
const wallets = loadWallets()

describe.each(backends())('services server on $name', (backend) => {
  let storage: Storage
  let server: RunningServer
  let url: string
  const alice = randomAccount()
  let bobRegistration: Awaited<ReturnType<typeof registration>> | undefined
  const bob = randomAccount()
  const smart = () => devnet.manifest.chains[0]?.contracts.smartAccount as `0x${string}`

  beforeAll(async () => {
    if (!backend.available) return
    storage = await backend.storage()
    server = await start(storage, {
      manifest: devnet.manifest,
      rateLimits: { analytics: { perSecond: 0.001, burst: 3 } },
    })
    url = server.url
  })
  afterAll(async () => {
    await server?.stop()
  })

  describe.skipIf(!backend.available)('routes', () => {
    it('answers health checks', async () => {
      expect(await call(url, '/health')).toMatchObject({ status: 200, body: { status: 'ok' } })
    })

    it('pages the wallet registry and counts every match', async () => {
      const first = await call(url, '/getWallets?page=1&entries=10&projectId=latch-demo&st=x&sv=y')
      expect(first.status).toBe(200)
      expect(first.body.count).toBe(wallets.length)
      expect((first.body.data as unknown[]).length).toBe(10)
      const last = await call(url, `/getWallets?page=${Math.ceil(wallets.length / 10)}&entries=10`)
      expect((last.body.data as unknown[]).length).toBe(wallets.length % 10 || 10)
      const listing = (first.body.data as Record<string, unknown>[])[0]
      expect(Object.keys(listing ?? {}).sort()).toEqual(
        [
          'badge',
          'chains',
          'desktop_link',
          'homepage',
          'id',
          'image_id',
          'mobile_link',
          'name',
          'rdns',
          'webapp_link',
        ].sort(),
      )
    })

    it('ranks search results exact, then prefix, then substring, case-insensitively', async () => {
      const { body } = await call(url, '/getWallets?search=META')
      const found = (body.data as { name: string }[]).map((w) => w.name)
      expect(found[0]).toBe('MetaMask')
      const wallet = await call(url, '/getWallets?search=wallet&entries=100')
      const ranked = (wallet.body.data as { name: string }[]).map((w) => w.name.toLowerCase())
      const rank = (n: string) => (n === 'wallet' ? 0 : n.startsWith('wallet') ? 1 : 2)
      expect(ranked.map(rank)).toEqual([...ranked.map(rank)].sort())
      expect(ranked.every((n) => n.includes('wallet'))).toBe(true)
    })

    it('filters by include, exclude, chains and badge', async () => {
      const [a, b] = wallets
      const included = await call(url, `/getWallets?include=${a?.id},${b?.id}`)
      expect((included.body.data as { id: string }[]).map((w) => w.id)).toEqual([a?.id, b?.id])
      const excluded = await call(url, `/getWallets?exclude=${a?.id}&entries=500`)
      expect(excluded.body.count).toBe(wallets.length - 1)
      const solana = await call(url, '/getWallets?chains=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp&entries=500')
      const solanaData = solana.body.data as { chains: string[] }[]
      expect(solanaData.length).toBeGreaterThan(5)
      expect(solanaData.every((w) => w.chains.includes('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'))).toBe(true)
      const certified = await call(url, '/getWallets?badge_type=certified&entries=500')
      expect((certified.body.data as { badge: string }[]).every((w) => w.badge === 'certified')).toBe(true)
      const devWallet = await call(url, '/getWallets?chains=eip155:31337')
      expect((devWallet.body.data as { rdns: string }[]).map((w) => w.rdns)).toEqual(['dev.latch.testwallet'])
    })

    it('refuses malformed wallet queries with a JSON 400', async () => {
      for (const query of [
        'page=0',
        'entries=abc',
        'chains=notcaip',
        'badge_type=gold',
        `search=${'x'.repeat(101)}`,
      ]) {
        const response = await call(url, `/getWallets?${query}`)
        expect(response.status).toBe(400)
        expect(response.body.error?.code).toBe('invalid_input')
      }
    })

    it('serves generated SVG images with safe headers and ETag revalidation', async () => {
      const wallet = wallets.find((w) => w.rdns === 'io.metamask')
      const image = await call(url, `/getWalletImage/${wallet?.image_id}`)
      expect(image.status).toBe(200)
      expect(image.headers.get('content-type')).toContain('image/svg+xml')
      expect(image.headers.get('content-security-policy')).toContain("default-src 'none'")
      expect(image.text).toContain('>ME</text>')
      const etag = image.headers.get('etag') ?? ''
      expect(
        (await call(url, `/getWalletImage/${wallet?.image_id}`, { headers: { 'if-none-match': etag } }))
          .status,
      ).toBe(304)
      expect((await call(url, `/getWalletImage/${'0'.repeat(64)}`)).status).toBe(404)
      for (const kind of ['Asset', 'Currency', 'Token']) {
        const icon = await call(url, `/public/get${kind}Image/usd-coin`)
        expect(icon.status).toBe(200)
        expect(icon.text).toContain('>UC</text>')
      }
      const hostile = await call(url, `/public/getTokenImage/${encodeURIComponent('<script>')}`)
      expect(hostile.status).toBe(400)
    })

    it('returns a project’s allowed origins and refuses unknown keys and origins', async () => {
      const ok = await call(url, '/projects/v1/origins?projectId=latch-demo', {
        headers: { origin: 'http://localhost:5173' },
      })
      expect(ok.body).toEqual({ allowedOrigins: ['http://localhost:*', 'http://127.0.0.1:*'] })
      expect(ok.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
      const unknown = await call(url, '/projects/v1/origins?projectId=nope')
      expect(unknown.status).toBe(401)
      expect(unknown.body.error?.message).toBe('Unauthorized: invalid key')
      const evil = await call(url, '/projects/v1/origins?projectId=latch-demo', {
        headers: { origin: 'https://evil.example' },
      })
      expect(evil.status).toBe(403)
      expect(evil.body.error?.message).toBe('Unauthorized: origin not allowed')
    })

    it('lets a refused page read why it was refused, and nothing else', async () => {
      const page = { origin: 'https://evil.example' }
      const readableRefusal = (answer: Awaited<ReturnType<typeof call>>) => {
        expect(answer.headers.get('access-control-allow-origin')).toBe(page.origin)
        expect(answer.headers.get('access-control-allow-credentials')).toBeNull()
        expect(answer.headers.get('vary')).toMatch(/\bOrigin\b/)
      }
      for (const path of ['/projects/v1/origins', '/getAnalyticsConfig']) {
        const offList = await call(url, `${path}?projectId=latch-demo`, { headers: page })
        expect(offList.status).toBe(403)
        expect(offList.body).toEqual({
          error: { code: 'origin_not_allowed', message: 'Unauthorized: origin not allowed' },
        })
        readableRefusal(offList)
        const unknown = await call(url, `${path}?projectId=no-such-project`, { headers: page })
        expect(unknown.status).toBe(401)
        expect(unknown.body).toEqual({ error: { code: 'invalid_key', message: 'Unauthorized: invalid key' } })
        readableRefusal(unknown)
      }
      // What the project serves stays unreadable off its list: open routes and other errors alike.
      const wallets = await call(url, '/getWallets?projectId=latch-demo', { headers: page })
      expect(wallets.status).toBe(200)
      expect(wallets.headers.get('access-control-allow-origin')).toBeNull()
      const missing = await call(url, '/projects/v1/origins', { headers: page })
      expect(missing.status).toBe(400)
      expect(missing.headers.get('access-control-allow-origin')).toBeNull()
      // An origin that is no web page's is not echoed.
      const opaque = await call(url, '/projects/v1/origins?projectId=latch-demo', {
        headers: { origin: 'null' },
      })
      expect(opaque.status).toBe(403)
      expect(opaque.headers.get('access-control-allow-origin')).toBeNull()
    })

    it('answers CORS preflights from the project’s origin list', async () => {
      const preflight = (origin: string, projectId = 'latch-demo') =>
        call(url, `/v1/?chainId=eip155:31337&projectId=${projectId}`, {
          method: 'OPTIONS',
          headers: { origin, 'access-control-request-method': 'POST' },
        })
      const allowed = await preflight('http://127.0.0.1:4000')
      expect(allowed.status).toBe(204)
      expect(allowed.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4000')
      expect((await preflight('https://evil.example')).status).toBe(403)
      expect((await preflight('http://localhost:3000', 'unknown')).status).toBe(403)
      const open = await call(url, '/getWallets', { headers: { origin: 'https://any.example' } })
      expect(open.headers.get('access-control-allow-origin')).toBe('*')
    })

    it('reports the analytics switch and stores events, refusing oversized and excess ones', async () => {
      const config = await call(url, '/getAnalyticsConfig?projectId=latch-demo')
      expect(config.body).toEqual({ isAnalyticsEnabled: true })
      const event = {
        eventId: 'e-1',
        url: 'http://localhost:5173/',
        domain: 'localhost',
        timestamp: Date.now(),
        props: { event: 'MODAL_OPEN' },
      }
      expect((await call(url, '/e?projectId=latch-demo', { json: event })).status).toBe(202)
      const huge = { ...event, props: { blob: 'x'.repeat(20_000) } }
      expect((await call(url, '/e?projectId=latch-demo', { json: huge })).status).toBe(413)
      expect(
        (await call(url, '/e?projectId=latch-demo', { json: { ...event, timestamp: 'soon' } })).status,
      ).toBe(400)
      // The burst is 3: the first event, the badly typed one and this one; the oversized body
      // was refused before it reached the limiter.
      expect(
        (await call(url, '/e?projectId=latch-demo', { json: { ...event, eventId: 'e-2' } })).status,
      ).toBe(202)
      const limited = await call(url, '/e?projectId=latch-demo', { json: event })
      expect(limited.status).toBe(429)
      expect(limited.body.error?.code).toBe('rate_limited')
    })

    it('lists supported chains and proxies JSON-RPC to the devnet, batches included', async () => {
      const chains = await call(url, '/v1/supported-chains?projectId=latch-demo')
      expect(chains.body).toEqual({ http: ['eip155:31337', 'eip155:31338'], ws: [] })
      const single = await call(url, '/v1/?chainId=eip155:31338&projectId=latch-demo', {
        json: { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
      })
      expect(single.body).toMatchObject({ id: 1, result: '0x7a6a' })
      const batch = await call(url, '/v1?chainId=eip155:31337&projectId=latch-demo', {
        json: [
          { jsonrpc: '2.0', id: 1, method: 'eth_blockNumber' },
          { jsonrpc: '2.0', id: 2, method: 'eth_getBalance', params: [owner.address, 'latest'] },
        ],
      })
      expect(Array.isArray(batch.body)).toBe(true)
      expect((batch.body as unknown as { result: string }[]).map((r) => typeof r.result)).toEqual([
        'string',
        'string',
      ])
    })

    it('refuses RPC methods outside the allowlist, unknown chains and unknown projects', async () => {
      for (const method of [
        'anvil_mine',
        'debug_traceTransaction',
        'admin_peers',
        'eth_sendTransaction',
        'eth_accounts',
      ]) {
        const refused = await call(url, '/v1/?chainId=eip155:31337&projectId=latch-demo', {
          json: { jsonrpc: '2.0', id: 1, method },
        })
        expect(refused.status).toBe(403)
        expect(refused.body.error?.code).toBe('method_not_allowed')
      }
      const mixed = await call(url, '/v1/?chainId=eip155:31337&projectId=latch-demo', {
        json: [
          { jsonrpc: '2.0', id: 1, method: 'eth_blockNumber' },
          { jsonrpc: '2.0', id: 2, method: 'anvil_setBalance', params: [owner.address, '0x1'] },
        ],
      })
      // In a batch only the refused call's own entry is refused; it never reaches the chain.
      expect(mixed.status).toBe(200)
      const entries = mixed.body as unknown as { id: number; result?: string; error?: { code: number } }[]
      expect(entries.map((e) => e.id)).toEqual([1, 2])
      expect(entries[0]?.result).toMatch(/^0x/)
      expect(entries[1]?.error?.code).toBe(-32601)
      const body = { jsonrpc: '2.0', id: 1, method: 'eth_blockNumber' }
      expect((await call(url, '/v1/?chainId=eip155:1&projectId=latch-demo', { json: body })).status).toBe(400)
      expect((await call(url, '/v1/?chainId=eip155:31337&projectId=other', { json: body })).status).toBe(401)
    })

    it('registers a name signed by an EOA and resolves it every way', async () => {
      const request = await registration(alice, 'alice-test', {
        attributes: { avatar: 'https://img.example/a.png' },
      })
      const registered = await call(url, '/v1/profile/account', { json: request })
      expect(registered.status).toBe(200)
      expect(registered.body).toMatchObject({
        name: 'alice-test.latch.id',
        addresses: { [String(request.coin_type)]: { address: alice.address } },
        attributes: { avatar: 'https://img.example/a.png' },
      })
      const profile = await call(url, '/v1/profile/account/alice-test.latch.id?apiVersion=2')
      expect(profile.body).toMatchObject({ name: 'alice-test.latch.id', created: expect.any(String) })
      const reverse = await call(url, `/v1/profile/reverse/${alice.address.toLowerCase()}`)
      expect((reverse.body as unknown as { name: string }[]).map((p) => p.name)).toEqual([
        'alice-test.latch.id',
      ])
      expect((await call(url, `/v1/identity/${alice.address}?projectId=latch-demo`)).body).toEqual({
        name: 'alice-test.latch.id',
        avatar: 'https://img.example/a.png',
      })
      const suggestions = await call(url, '/v1/profile/suggestions/alice-test?zone=latch.id')
      const list = suggestions.body.suggestions as { name: string; registered: boolean }[]
      expect(list[0]).toEqual({ name: 'alice-test.latch.id', registered: true })
      expect(list.slice(1).every((s) => !s.registered && s.name.startsWith('alice-test'))).toBe(true)
      expect((await call(url, '/v1/profile/account/nobody-here')).status).toBe(404)
    })

    it('registers a name for an ERC-1271 smart account through the chain', async () => {
      const request = await registration(owner, 'smart-acct', { address: smart() })
      const registered = await call(url, '/v1/profile/account', { json: request })
      expect(registered.status).toBe(200)
      expect((await call(url, `/v1/identity/${smart()}`)).body.name).toBe('smart-acct.latch.id')
      // The same contract does not accept a stranger's signature.
      const forged = await registration(bob, 'smart-forged', { address: smart() })
      expect((await call(url, '/v1/profile/account', { json: forged })).status).toBe(401)
    })

    it('refuses forged, replayed, stale, future, taken and badly named registrations', async () => {
      // Bob signs a registration for Alice's address.
      const forged = await registration(bob, 'forged-name', { address: alice.address })
      expect((await call(url, '/v1/profile/account', { json: forged })).body.error?.code).toBe(
        'invalid_signature',
      )
      bobRegistration = await registration(bob, 'bob-name')
      const first = bobRegistration
      expect((await call(url, '/v1/profile/account', { json: first })).status).toBe(200)
      const replay = await call(url, '/v1/profile/account', { json: first })
      expect(replay.status).toBe(409)
      expect(replay.body.error?.code).toBe('replayed')
      const stale = await registration(bob, 'bob-stale', { timestamp: nowS() - 11 * 60 })
      expect((await call(url, '/v1/profile/account', { json: stale })).body.error?.code).toBe('stale_message')
      const future = await registration(bob, 'bob-future', { timestamp: nowS() + 10 * 60 })
      expect((await call(url, '/v1/profile/account', { json: future })).body.error?.code).toBe(
        'future_timestamp',
      )
      const taken = await registration(alice, 'bob-name')
      expect((await call(url, '/v1/profile/account', { json: taken })).body.error?.code).toBe('name_taken')
      for (const name of ['abc', 'bad_name', 'spa ce', 'x.other.zone']) {
        const response = await call(url, '/v1/profile/account', { json: await registration(bob, name) })
        expect(response.status).toBe(400)
      }
      expect((await call(url, `/v1/profile/reverse/${bob.address}`)).body).toHaveLength(1)
    })

    it('creates, lists and revokes smart-account sessions with signatures', async () => {
      const created = await call(url, `/v1/sessions/${alice.address}`, {
        json: await sessionRequest(alice, 'pci-alice-1'),
      })
      expect(created.status).toBe(201)
      await call(url, `/v1/sessions/${alice.address}`, { json: await sessionRequest(alice, 'pci-alice-2') })
      const listed = await call(url, `/v1/sessions/${alice.address}?projectId=latch-demo`)
      expect((listed.body.data as { pci: string }[]).map((s) => s.pci)).toEqual([
        'pci-alice-1',
        'pci-alice-2',
      ])
      const wrongSigner = await call(url, `/v1/sessions/${alice.address}/revoke`, {
        json: { pci: 'pci-alice-1', signature: await bob.signMessage({ message: 'pci-alice-1' }) },
      })
      expect(wrongSigner.status).toBe(401)
      const otherPci = await call(url, `/v1/sessions/${alice.address}/revoke`, {
        json: { pci: 'pci-alice-1', signature: await alice.signMessage({ message: 'pci-alice-2' }) },
      })
      expect(otherPci.status).toBe(401)
      const revoke = { pci: 'pci-alice-1', signature: await alice.signMessage({ message: 'pci-alice-1' }) }
      expect((await call(url, `/v1/sessions/${alice.address}/revoke`, { json: revoke })).status).toBe(200)
      const replayedRevoke = await call(url, `/v1/sessions/${alice.address}/revoke`, { json: revoke })
      expect(replayedRevoke.body.error?.code).toBe('replayed')
      const third = await sessionRequest(alice, 'pci-alice-3')
      expect((await call(url, `/v1/sessions/${alice.address}`, { json: third })).status).toBe(201)
      const replayedCreate = await call(url, `/v1/sessions/${alice.address}`, { json: third })
      expect(replayedCreate.body.error?.code).toBe('replayed')
      const after = await call(url, `/v1/sessions/${alice.address}`)
      expect((after.body.data as { pci: string }[]).map((s) => s.pci)).toEqual(['pci-alice-2', 'pci-alice-3'])
      const forged = await sessionRequest(bob, 'pci-forged')
      expect((await call(url, `/v1/sessions/${alice.address}`, { json: forged })).status).toBe(401)
      const smartSession = await sessionRequest(owner, 'pci-smart')
      expect((await call(url, `/v1/sessions/${smart()}`, { json: smartSession })).status).toBe(201)
    })

    it('keeps names, sessions, events and projects across a restart', async () => {
      await server.stop()
      server = await start(storage, { manifest: devnet.manifest })
      url = server.url
      expect((await call(url, '/v1/profile/account/alice-test.latch.id')).status).toBe(200)
      expect((await call(url, `/v1/identity/${smart()}`)).body.name).toBe('smart-acct.latch.id')
      const sessions = await call(url, `/v1/sessions/${alice.address}`)
      expect((sessions.body.data as { pci: string }[]).map((s) => s.pci)).toEqual([
        'pci-alice-2',
        'pci-alice-3',
      ])
      const rows = await server.server.services.db.query.analyticsEvents.findMany()
      expect(rows.map((row) => row.eventId).sort()).toEqual(['e-1', 'e-2'])
      // Replays stay refused and names stay taken after the restart.
      const replay = await call(url, '/v1/profile/account', { json: bobRegistration })
      expect(replay.body.error?.code).toBe('replayed')
      const taken = await registration(alice, 'bob-name')
      expect((await call(url, '/v1/profile/account', { json: taken })).body.error?.code).toBe('name_taken')
      expect((await call(url, '/projects/v1/origins?projectId=latch-demo')).status).toBe(200)
    })
  })
})
