import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServer, type LatchServer } from '../src/server'
import { backends } from './helpers/backends'
import { nowS, owner, useDevnet } from './helpers/fixture'

const devnet = useDevnet()
const [pglite] = backends()

/** Percent-encodes every byte, so any string (lone surrogates included) fits in a URL. */
const encode = (value: string) =>
  Array.from(new TextEncoder().encode(value), (b) => `%${b.toString(16).padStart(2, '0')}`).join('')

const anyText = fc.string({ unit: 'binary', maxLength: 80 })
// Raw URL text with stray percent signs and reserved characters, left unencoded on purpose.
const rawUrlText = fc.string({
  unit: fc.constantFrom(...'%aZ09-_.~:/?#[]@!$&\'()*+,;=<>"{}|\\^`'.split('')),
  maxLength: 40,
})
const segment = fc.oneof(
  anyText.map(encode),
  rawUrlText.map((s) => s.replace(/[/?#]/g, '')),
)
const hex = (bytes: number) =>
  fc.uint8Array({ minLength: bytes, maxLength: bytes }).map((b) => `0x${Buffer.from(b).toString('hex')}`)
const address = fc.oneof(
  hex(20),
  hex(20).map((a) => a.slice(2)),
  anyText,
)
const query = fc
  .array(
    fc.tuple(
      fc.constantFrom(
        'page',
        'entries',
        'include',
        'exclude',
        'chains',
        'search',
        'badge_type',
        'zone',
        'apiVersion',
        'chainId',
        'currency',
        'forceUpdate',
        'cursor',
        'onramp',
        'projectId',
        'st',
        'sv',
      ),
      segment,
    ),
    {
      maxLength: 5,
    },
  )
  .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'))
const projectId = fc.oneof(fc.constant('latch-demo'), segment)
const origin = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom('http://localhost:5173', 'https://evil.example', 'null', 'javascript:x'),
  fc.string({ unit: 'grapheme-ascii', maxLength: 40 }).map((s) => s.replace(/[\r\n\0]/g, '')),
)
const timestamp = fc.oneof(fc.constant(nowS()), fc.integer(), fc.double(), anyText)
const anyJson = fc.jsonValue({ maxDepth: 3 })
const body = (template: fc.Arbitrary<unknown>) =>
  fc.oneof(
    anyText,
    anyJson.map((v) => JSON.stringify(v)),
    template.map((v) => JSON.stringify(v)),
    template.map((v) => JSON.stringify(v).slice(0, -3)),
    fc.constant(
      JSON.stringify({ props: { nul: '\u0000' }, eventId: 'x', url: '', domain: '', timestamp: 1 }),
    ),
  )

const registration = fc.record(
  {
    coin_type: fc.oneof(fc.constant(0x80007a69), fc.integer(), fc.constant('60'), anyText),
    address: fc.oneof(fc.constant(owner.address), address),
    message: fc.oneof(
      anyText,
      fc
        .record({ name: fc.oneof(anyText, fc.constant('hostile-name')), attributes: anyJson, timestamp })
        .map((m) => JSON.stringify(m)),
    ),
    signature: fc.oneof(hex(65), hex(3), anyText),
  },
  { requiredKeys: [] },
)
const sessionCreate = fc.record(
  {
    message: fc.oneof(
      anyText,
      fc
        .record({
          pci: segment,
          chainId: fc.oneof(fc.constant(31337), fc.integer()),
          permissions: anyJson,
          expiry: fc.integer(),
          timestamp,
        })
        .map((m) => JSON.stringify(m)),
    ),
    signature: fc.oneof(hex(65), anyText),
  },
  { requiredKeys: [] },
)
const revoke = fc.record(
  { pci: fc.oneof(fc.constant('pci-1'), anyText), signature: fc.oneof(hex(65), anyText) },
  { requiredKeys: [] },
)
const event = fc.record(
  {
    eventId: anyText,
    url: anyText,
    domain: anyText,
    timestamp: fc.oneof(fc.integer(), anyText),
    props: anyJson,
  },
  { requiredKeys: [] },
)
const rpcCall = fc.record(
  {
    jsonrpc: fc.oneof(fc.constant('2.0'), anyText),
    id: fc.oneof(fc.integer(), anyText, fc.constant(null)),
    method: fc.oneof(
      fc.constantFrom('eth_blockNumber', 'anvil_mine', 'debug_traceCall', 'eth_sendTransaction'),
      anyText,
    ),
    params: anyJson,
  },
  { requiredKeys: [] },
)

const priceRequest = fc.record(
  {
    currency: fc.oneof(fc.constant('usd'), anyText),
    addresses: fc.oneof(
      fc.array(
        fc.oneof(
          hex(20).map((a) => `eip155:31337:${a}`),
          anyText,
        ),
        { maxLength: 4 },
      ),
      anyJson,
    ),
    projectId: fc.oneof(fc.constant('latch-demo'), anyText),
  },
  { requiredKeys: [] },
)

type Req = { method: 'GET' | 'POST' | 'OPTIONS'; path: string; body?: string; origin?: string }

/** Every route with hostile parameters and bodies. */
const requests: Record<string, fc.Arbitrary<Req>> = {
  getWallets: query.map((q) => ({ method: 'GET', path: `/getWallets?${q}` })),
  images: fc
    .tuple(
      fc.constantFrom(
        '/getWalletImage/',
        '/public/getAssetImage/',
        '/public/getCurrencyImage/',
        '/public/getTokenImage/',
      ),
      segment,
    )
    .map(([p, id]) => ({ method: 'GET', path: `${p}${id}` })),
  origins: fc
    .tuple(
      fc.constantFrom('/projects/v1/origins', '/getAnalyticsConfig'),
      projectId,
      origin,
      fc.constantFrom('GET', 'OPTIONS'),
    )
    .map(([p, id, o, m]) => ({ method: m as 'GET', path: `${p}?projectId=${id}`, origin: o })),
  analytics: fc
    .tuple(projectId, body(event), origin)
    .map(([id, b, o]) => ({ method: 'POST', path: `/e?projectId=${id}`, body: b, origin: o })),
  rpc: fc
    .tuple(
      fc.oneof(fc.constant('eip155:31337'), segment),
      projectId,
      body(fc.oneof(rpcCall, fc.array(rpcCall, { maxLength: 3 }))),
    )
    .map(([chain, id, b]) => ({ method: 'POST', path: `/v1/?chainId=${chain}&projectId=${id}`, body: b })),
  names: fc
    .tuple(
      fc.constantFrom(
        '/v1/identity/',
        '/v1/profile/account/',
        '/v1/profile/reverse/',
        '/v1/profile/suggestions/',
      ),
      segment,
      query,
    )
    .map(([p, s, q]) => ({ method: 'GET', path: `${p}${s}?${q}` })),
  register: body(registration).map((b) => ({ method: 'POST', path: '/v1/profile/account', body: b })),
  sessions: fc
    .tuple(
      fc.oneof(fc.constant(owner.address as string), segment),
      fc.constantFrom('', '/revoke'),
      fc.oneof(body(sessionCreate), body(revoke)),
    )
    .map(([a, suffix, b]) => ({ method: 'POST', path: `/v1/sessions/${a}${suffix}`, body: b })),
  listSessions: segment.map((a) => ({ method: 'GET', path: `/v1/sessions/${a}` })),
  portfolio: fc
    .tuple(
      fc.oneof(fc.constant(owner.address as string), segment),
      fc.constantFrom('balance', 'history', 'nfts'),
      fc.oneof(fc.constant('currency=usd&chainId=eip155:31337'), query),
    )
    .map(([a, what, q]) => ({ method: 'GET', path: `/v1/account/${a}/${what}?${q}` })),
  fungiblePrice: body(priceRequest).map((b) => ({ method: 'POST', path: '/v1/fungible/price', body: b })),
}

describe('hostile input', () => {
  let latch: LatchServer
  // A digest of every table, to prove a refused request changed nothing.
  const snapshot = async () => {
    const tables = [
      'projects',
      'analytics_events',
      'names',
      'used_signatures',
      'sessions',
      'transfers',
      'indexer_cursors',
    ]
    const parts = tables.map(
      (t) => `(select coalesce(md5(string_agg(x::text, ',' order by x::text)), '') from ${t} x)`,
    )
    const result = await latch.database.db.execute(sql.raw(`select ${parts.join(" || '|' || ")} as digest`))
    return JSON.stringify(result)
  }

  beforeAll(async () => {
    latch = await createServer({
      ...(await (pglite as NonNullable<typeof pglite>).storage()),
      manifest: devnet.manifest,
      log: 'silent',
      // One pass at start, then no polls: the indexed tables stay still for the digests below.
      indexer: { pollMs: 3_600_000 },
    })
    await latch.indexer?.sync()
  })
  afterAll(async () => {
    await latch?.close()
  })

  for (const [route, arbitrary] of Object.entries(requests)) {
    it(`${route}: answers random and malformed input with a JSON 4xx and changes nothing when it refuses`, async () => {
      let refused = 0
      await fc.assert(
        fc.asyncProperty(arbitrary, async (req) => {
          const before = await snapshot()
          const headers: Record<string, string> = { 'content-type': 'application/json' }
          if (req.origin !== undefined) headers.origin = req.origin
          const response = await latch.app.request(req.path, { method: req.method, headers, body: req.body })
          expect(response.status).toBeLessThan(500)
          if (response.status >= 400) {
            refused += 1
            const json = (await response.json()) as { error: { code: unknown; message: unknown } }
            expect(typeof json.error.code).toBe('string')
            expect(typeof json.error.message).toBe('string')
            expect(await snapshot()).toBe(before)
          }
        }),
        { numRuns: 80 },
      )
      // Most of this input is garbage: the route must have refused a good share of it.
      expect(refused).toBeGreaterThan(20)
    }, 120_000)
  }

  it('notices a stored row in its table digest, so the checks above can fail', async () => {
    const before = await snapshot()
    const event = { eventId: 'probe', url: 'http://localhost/', domain: 'localhost', timestamp: 1, props: {} }
    const response = await latch.app.request('/e?projectId=latch-demo', {
      method: 'POST',
      body: JSON.stringify(event),
    })
    expect(response.status).toBe(202)
    expect(await snapshot()).not.toBe(before)
  })
})
