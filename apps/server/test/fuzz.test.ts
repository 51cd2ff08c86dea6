import { Agent, request as httpRequest } from 'node:http'
import { connect } from 'node:net'
import { MNEMONIC } from '@latch/devnet'
import fc from 'fast-check'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LogEntry } from '../src/http/log'
import type { RunningServer } from '../src/server'
import { backends } from './helpers/backends'
import { call, nowS, owner, randomAccount, start, useDevnet } from './helpers/fixture'

// Every route of the server over a real socket, with generated bad input of every kind: wrong
// types, huge and control-character strings, traversal, deep JSON, bad JSON-RPC batches, bad
// cursors, odd methods and framing, forged Host headers; half of it with the valid project id and
// really signed payloads. `npm run fuzz` runs the same suite with FUZZ_RUNS requests (10,000).
const RUNS = Number(process.env.FUZZ_RUNS ?? 800)
const SEED = Number(process.env.FUZZ_SEED ?? 25)
const BATCH = 100
const MAX_MS = 1_000
const PUBLIC_URL = 'https://latch.example.com/services/'

const devnet = useDevnet()
const [pglite] = backends()
const CHAIN = 'eip155:31337'
const COIN_TYPE = 0x80007a69

// ---- building blocks -------------------------------------------------------------------------

const enc = (value: string) =>
  Array.from(new TextEncoder().encode(value), (b) => `%${b.toString(16).padStart(2, '0')}`).join('')
const control = fc.constantFrom('\u0000', '\u0001', '\r\n', '\n', '\t', '\u001b', '\u007f', '\u2028')
const badText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.tuple(fc.string({ maxLength: 8 }), control, fc.string({ maxLength: 8 })).map((p) => p.join('')),
  fc.constantFrom('../../etc/passwd', '..%2f..%2fetc%2fpasswd', '%2e%2e/%2e%2e/', '/./../', '\\..\\..\\'),
  fc.constantFrom('\ud800', '\udfff', 'null', 'undefined', 'NaN', '-1', '1e309', '0x', ' '),
  fc.integer({ min: 1_000, max: 6_000 }).map((n) => 'a'.repeat(n)),
  fc.constantFrom("' OR 1=1 --", '<script>x</script>', '$' + '{jndi:x}', '%00', '%'),
)
const segment = badText.map(enc)
const hex = (bytes: number) =>
  fc.uint8Array({ minLength: bytes, maxLength: bytes }).map((b) => `0x${Buffer.from(b).toString('hex')}`)
const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.integer(), { maxKeys: 2 }),
  badText,
)
const deepJson = fc
  .tuple(fc.integer({ min: 65, max: 7_000 }), fc.constantFrom(['[', ']'], ['{"a":', '}'], ['[{"b":', '}]']))
  .map(([n, [open, close]]) => `${(open as string).repeat(n)}1${(close as string).repeat(n)}`)
const junkBody = fc.oneof(
  deepJson,
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
  fc.constantFrom('', '{', '[]', 'null', '{"a":1}{"a":2}', '\u0000', '{"a":"\\u0000"}', '["\\ud800"]'),
)
/** Half the time the server's project, else a bad one. */
const projectId = fc.oneof(
  { weight: 2, arbitrary: fc.constant('latch-demo') },
  { weight: 1, arbitrary: segment },
  { weight: 1, arbitrary: fc.constant('unknown-project') },
)
const account = fc.oneof(fc.constant(owner.address as string), hex(20), segment)
const cursor = fc.oneof(
  fc
    .tuple(
      fc.oneof(fc.nat(), fc.constant(2 ** 53), fc.double(), wrongType),
      fc.oneof(fc.constant(CHAIN), fc.constant('eip155:1\u0000'), badText),
      fc.oneof(fc.nat(), fc.constantFrom(-1, 2 ** 63, 1.5)),
      fc.oneof(fc.nat(), fc.constantFrom(2 ** 31, 2 ** 32, 2 ** 31 - 1, -1)),
    )
    .map((key) => Buffer.from(JSON.stringify(key)).toString('base64url')),
  fc.base64String({ maxLength: 60 }),
  segment,
)
const query = fc
  .array(
    fc.tuple(
      fc.constantFrom('page', 'entries', 'include', 'exclude', 'chains', 'search', 'badge_type', 'zone'),
      fc.oneof(segment, fc.constantFrom('1', '0', '-1', '99999999999', 'certified', CHAIN)),
    ),
    { maxLength: 4 },
  )
  .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'))

// The swap services' inputs: token ids (listed, unlisted, on other chains, junk), amounts and gas
// prices as wei text (negative, decimal, exponent, far too large, junk) and chain ids. Listed token
// ids are read from the devnet when a request is generated, not at import.
const NATIVE_ID = `${CHAIN}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`
const swapToken = fc.oneof(
  fc.constant(NATIVE_ID),
  fc.nat({ max: 1 }).map((i) => `${CHAIN}:${devnet.manifest.chains[0]?.tokens[i]?.address}`),
  hex(20).map((a) => `${CHAIN}:${a}`),
  fc.constantFrom(
    `eip155:1:${'0x'.padEnd(42, '1')}`,
    `eip155:99999999999:${'0x'.padEnd(42, '2')}`,
    `${CHAIN}:0x`,
  ),
  badText,
)
const wei = fc.oneof(
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
  fc.constantFrom('0', '1e9', '1.5', '0x10', '', ' 1', String(10n ** 15n), String(10n ** 15n + 1n)),
  fc.constantFrom(String(2n ** 256n), '9'.repeat(2_000), `${'0'.repeat(100)}7`),
  badText,
)
const swapQuery = fc
  .record(
    {
      amount: wei,
      gasPrice: wei,
      from: swapToken,
      to: swapToken,
      tokenAddress: swapToken,
      userAddress: fc.oneof(fc.constant(owner.address as string), badText),
      chainId: fc.oneof(fc.constantFrom(CHAIN, 'eip155:1', 'eip155:424242', 'solana:x'), badText),
    },
    { requiredKeys: [] },
  )
  .map((params) => new URLSearchParams(params).toString())

// ---- requests ----------------------------------------------------------------------------------

type Signed =
  | { kind: 'register'; name: string; attributes: unknown; skew: number; tamper: boolean; coinType: unknown }
  | { kind: 'session'; pci: string; chainId: unknown; expiry: number; skew: number; tamper: boolean }
  | { kind: 'revoke'; pci: string; tamper: boolean }
  | { kind: 'siwe'; domain: string; nonce: 'fresh' | 'made-up'; tamper: boolean; origin?: string }

interface Req {
  method: string
  path: string
  headers?: Record<string, string>
  body?: string
  /** Built with a real signature just before sending. */
  signed?: Signed
  /** Bytes written as they are on a fresh connection. */
  raw?: string
}

const jsonPost = (path: string, body: fc.Arbitrary<string>) =>
  body.map((b): Req => ({ method: 'POST', path, body: b, headers: { 'content-type': 'application/json' } }))
const rpcCall = fc.record(
  {
    jsonrpc: fc.oneof(fc.constant('2.0'), wrongType),
    id: fc.oneof(fc.nat(), fc.constant(null), wrongType),
    method: fc.oneof(
      fc.constantFrom('eth_blockNumber', 'eth_chainId', 'eth_getBalance', 'anvil_mine', 'debug_traceCall'),
      badText,
    ),
    params: fc.oneof(fc.constant([owner.address, 'latest']), fc.jsonValue({ maxDepth: 3 })),
  },
  { requiredKeys: [] },
)
const rpcBody = fc.oneof(
  rpcCall.map((c) => JSON.stringify(c)),
  fc.array(rpcCall, { maxLength: 4 }).map((c) => JSON.stringify(c)),
  fc
    .integer({ min: 101, max: 150 })
    .map((n) => JSON.stringify(Array(n).fill({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }))),
  fc.constantFrom(
    '[]',
    '[[]]',
    '[1,2]',
    JSON.stringify([[{ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }]]),
  ),
  junkBody,
)
const signed: fc.Arbitrary<Signed> = fc.oneof(
  fc.record({
    kind: fc.constant('register' as const),
    name: fc.oneof(fc.stringMatching(/^[a-z0-9-]{4,20}$/), badText),
    attributes: fc.oneof(
      fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 20 }), { maxKeys: 3 }),
      wrongType,
    ),
    skew: fc.constantFrom(0, 0, -3_600, 3_600),
    tamper: fc.boolean(),
    coinType: fc.oneof(fc.constant(COIN_TYPE), fc.constant(COIN_TYPE), wrongType),
  }),
  fc.record({
    kind: fc.constant('session' as const),
    pci: fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{1,24}$/), badText),
    chainId: fc.oneof(fc.constant(31337), fc.constant(31337), wrongType, fc.constant(2 ** 31)),
    expiry: fc.constantFrom(3_600, -3_600, 2 ** 53),
    skew: fc.constantFrom(0, 0, -3_600),
    tamper: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('revoke' as const),
    pci: fc.oneof(fc.constant('pci-1'), badText),
    tamper: fc.boolean(),
  }),
  fc.record(
    {
      kind: fc.constant('siwe' as const),
      domain: fc.constantFrom('localhost:5173', 'evil.example', 'localhost'),
      nonce: fc.constantFrom('fresh' as const, 'made-up' as const),
      tamper: fc.boolean(),
      origin: fc.constantFrom('http://localhost:5173', 'https://evil.example'),
    },
    { requiredKeys: ['kind', 'domain', 'nonce', 'tamper'] },
  ),
)
const signedPath = (s: Signed) =>
  s.kind === 'register'
    ? '/v1/profile/account'
    : s.kind === 'session'
      ? `/v1/sessions/${owner.address}`
      : s.kind === 'revoke'
        ? `/v1/sessions/${owner.address}/revoke`
        : '/auth/verify?projectId=latch-demo'

const routes: fc.Arbitrary<Req> = fc.oneof(
  fc.constant<Req>({ method: 'GET', path: '/health' }),
  query.map((q): Req => ({ method: 'GET', path: `/getWallets?${q}` })),
  fc
    .tuple(
      fc.constantFrom(
        '/getWalletImage/',
        '/public/getAssetImage/',
        '/public/getCurrencyImage/',
        '/public/getTokenImage/',
      ),
      fc.oneof(segment, fc.constant('ETH')),
    )
    .map(([p, id]): Req => ({ method: 'GET', path: `${p}${id}` })),
  fc
    .tuple(
      fc.constantFrom(
        '/projects/v1/origins',
        '/getAnalyticsConfig',
        '/projects/v1/social-providers',
        '/auth/nonce',
        '/auth/session',
        '/auth/protected',
      ),
      projectId,
    )
    .map(([p, id]): Req => ({ method: 'GET', path: `${p}?projectId=${id}` })),
  fc
    .tuple(
      projectId,
      fc.oneof(
        junkBody,
        fc
          .record({
            eventId: badText,
            url: badText,
            domain: badText,
            timestamp: wrongType,
            props: fc.jsonValue(),
          })
          .map((e) => JSON.stringify(e)),
      ),
    )
    .chain(([id, b]) => jsonPost(`/e?projectId=${id}`, fc.constant(b))),
  fc.constant<Req>({ method: 'GET', path: '/v1/supported-chains' }),
  fc.tuple(fc.oneof(fc.constant(CHAIN), fc.constant(CHAIN), segment), projectId, rpcBody).map(
    ([chain, id, b]): Req => ({
      method: 'POST',
      path: `/v1/?chainId=${chain}&projectId=${id}`,
      body: b,
      headers: { 'content-type': 'application/json' },
    }),
  ),
  fc
    .tuple(
      fc.constantFrom(
        '/v1/identity/',
        '/v1/profile/account/',
        '/v1/profile/reverse/',
        '/v1/profile/suggestions/',
      ),
      fc.oneof(segment, account),
      fc.oneof(
        fc.constant(''),
        segment.map((z) => `zone=${z}`),
        fc.constant('apiVersion=3'),
      ),
    )
    .map(([p, s, q]): Req => ({ method: 'GET', path: `${p}${s}?${q}` })),
  fc
    .tuple(
      fc.constantFrom(
        '/v1/profile/account',
        `/v1/sessions/${owner.address}`,
        `/v1/sessions/${owner.address}/revoke`,
        '/v1/fungible/price',
        '/auth/verify',
        '/auth/signout',
      ),
      junkBody,
    )
    .chain(([p, b]) => jsonPost(p, fc.constant(b))),
  account.map((a): Req => ({ method: 'GET', path: `/v1/sessions/${a}` })),
  fc
    .tuple(
      account,
      fc.constantFrom('balance', 'history', 'nfts'),
      fc.oneof(
        fc.constant(`chainId=${CHAIN}`),
        segment.map((c) => `chainId=${c}`),
        fc.constant('currency=eur'),
        fc.constant('forceUpdate=maybe'),
      ),
      cursor,
    )
    .map(
      ([a, what, q, c]): Req => ({
        method: 'GET',
        path: `/v1/account/${a}/${what}?${q}${what === 'history' ? `&cursor=${c}` : ''}`,
      }),
    ),
  fc
    .record({
      currency: fc.oneof(fc.constant('usd'), wrongType),
      addresses: fc.oneof(
        fc.array(
          fc.oneof(
            hex(20).map((a) => `${CHAIN}:${a}`),
            fc.constant(`${CHAIN}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`),
            badText,
          ),
          { maxLength: 120 },
        ),
        wrongType,
      ),
      projectId,
    })
    .chain((b) => jsonPost('/v1/fungible/price', fc.constant(JSON.stringify(b)))),
  fc
    .tuple(fc.constantFrom('quotes', 'gas-price', 'tokens', 'allowance', 'build-approve'), swapQuery)
    .map(([route, q]): Req => ({ method: 'GET', path: `/v1/convert/${route}?${q}` })),
  fc
    .oneof(
      junkBody,
      fc
        .record(
          {
            amount: fc.oneof(wei, wrongType),
            from: fc.oneof(swapToken, wrongType),
            to: fc.oneof(swapToken, wrongType),
            userAddress: fc.oneof(fc.constant(owner.address as string), wrongType),
            eip155: fc.oneof(fc.record({ slippage: fc.oneof(wei, wrongType) }), wrongType),
            disableEstimate: fc.oneof(fc.boolean(), wrongType),
          },
          { requiredKeys: [] },
        )
        .map((b) => JSON.stringify(b)),
    )
    .chain((b) => jsonPost('/v1/convert/build-transaction', fc.constant(b))),
  // The on-ramp: junk and near-miss bodies for its posts, odd ids for its orders and provider pages.
  fc
    .tuple(
      fc.constantFrom('/v1/onramp/quote', '/v1/generators/onrampurl', '/v1/onramp/callback'),
      fc.oneof(
        junkBody,
        fc
          .record(
            {
              purchaseCurrency: fc.oneof(fc.constant('ETH'), wrongType),
              paymentCurrency: fc.oneof(fc.constantFrom('USD', 'eur'), wrongType),
              amount: fc.oneof(fc.constantFrom('25', '9.99', '1e3', '25000.001'), wrongType),
              network: fc.oneof(fc.constantFrom(CHAIN, 'solana:x', 'cosmos:hub'), wrongType),
              destinationWallets: fc.oneof(
                wrongType,
                fc.array(fc.record({ address: fc.oneof(hex(20), badText) }), { maxLength: 12 }),
              ),
              defaultNetwork: fc.oneof(fc.constant(CHAIN), badText),
              partnerUserId: fc.oneof(fc.constant('p'), badText),
              presetFiatAmount: fc.oneof(fc.constant(25), wrongType),
              orderId: fc.oneof(
                badText,
                hex(16).map((h) => `ord_${h.slice(2)}`),
              ),
            },
            { requiredKeys: [] },
          )
          .map((b) => JSON.stringify(b)),
      ),
    )
    .chain(([p, b]) => jsonPost(p, fc.constant(b))),
  fc
    .tuple(fc.constantFrom('/v1/onramp/orders/', '/onramp/sandbox/'), segment)
    .map(([p, id]): Req => ({ method: 'GET', path: `${p}${id}` })),
  fc.tuple(segment, badText).map(
    ([id, number]): Req => ({
      method: 'POST',
      path: `/onramp/sandbox/${id}/pay`,
      body: new URLSearchParams({ number, expiry: '12/40', cvc: '123' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
  ),
  // Really signed payloads: a third of all route requests.
  ...Array.from({ length: 6 }, () =>
    signed.map(
      (s): Req => ({
        method: 'POST',
        path: signedPath(s),
        signed: s,
        headers: { 'content-type': 'application/json' },
      }),
    ),
  ),
)

const oddMethod = fc.constantFrom('PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS', 'TRACE', 'PROPFIND')
const host = fc.constantFrom('evil.example', 'evil.example:443', '127.0.0.1', 'localhost:1')
const origin = fc.constantFrom('http://localhost:5173', 'https://evil.example', 'null', 'file://')

/** Complete requests with broken framing, written byte for byte. */
const framing: fc.Arbitrary<Req> = fc
  .tuple(
    fc.constantFrom(
      '/e?projectId=latch-demo',
      '/v1/profile/account',
      `/v1/?chainId=${CHAIN}&projectId=latch-demo`,
      '/health',
    ),
    fc.constantFrom(
      (p: string) =>
        `POST ${p} HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nZZ\r\n{}\r\n0\r\n\r\n`,
      (p: string) => `POST ${p} HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n`,
      (p: string) =>
        `POST ${p} HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nffffffffffffffff\r\n{}\r\n0\r\n\r\n`,
      (p: string) =>
        `POST ${p} HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n`,
      (p: string) => `POST ${p} HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 5\r\n\r\n{}`,
      (p: string) => `POST ${p} HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n{}`,
      (p: string) => `POST ${p} HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\n{}GARBAGE / HTTP/1.1\r\n\r\n`,
      (p: string) => `GET ${p} HTTP/1.1\r\nHost: x\r\n X-Folded: y\r\n\r\n`,
      (p: string) => `GET ${p} HTTP/1.1\nHost: x\n\n`,
      (p: string) => `GET ${p} HTTP/1.0\r\n\r\n`,
      (p: string) => `GET ${p} HTTP/1.1\r\n\r\n`,
      (p: string) => `GET http://evil.example${p} HTTP/1.1\r\nHost: evil.example\r\n\r\n`,
      (p: string) => `get ${p} HTTP/1.1\r\nHost: x\r\n\r\n`,
      (p: string) => `BREW ${p} HTTP/1.1\r\nHost: x\r\n\r\n`,
      (p: string) => `GET ${p} HTTP/9.9\r\nHost: x\r\n\r\n`,
      (p: string) => `GET ${p}\u0000 HTTP/1.1\r\nHost: x\r\n\r\n`,
      (p: string) => `GET ${p} HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      (p: string) => `GET /${'../'.repeat(50)}etc/passwd HTTP/1.1\r\nHost: x\r\n\r\n${p.slice(0, 0)}`,
      (p: string) =>
        `POST ${p} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nExpect: 100-continue\r\nContent-Length: 2\r\n\r\n{}`,
    ),
  )
  .map(([p, build]): Req => ({ method: 'RAW', path: p, raw: build(p) }))

const anyRequest: fc.Arbitrary<Req> = fc.oneof(
  { weight: 14, arbitrary: routes },
  { weight: 2, arbitrary: fc.tuple(routes, oddMethod).map(([r, m]): Req => ({ ...r, method: m })) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(routes, host, fc.option(origin))
      .map(([r, h, o]): Req => ({ ...r, headers: { ...r.headers, host: h, ...(o ? { origin: o } : {}) } })),
  },
  { weight: 1, arbitrary: framing },
)

// ---- sending -----------------------------------------------------------------------------------

interface Answer {
  status: number
  body: string
  ms: number
}

const agent = new Agent({ keepAlive: true, maxSockets: 8 })

function send(base: URL, req: Req, body?: string): Promise<Answer> {
  const began = performance.now()
  if (req.raw !== undefined) {
    return new Promise((done) => {
      const socket = connect(Number(base.port), base.hostname)
      let reply = ''
      const finish = () => {
        const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(reply)?.[1] ?? 0)
        done({ status, body: reply.slice(reply.indexOf('\r\n\r\n') + 4), ms: performance.now() - began })
      }
      socket.setEncoding('latin1')
      socket.on('data', (d) => {
        reply += d
      })
      socket.on('error', () => {})
      socket.on('close', finish)
      socket.on('connect', () => socket.end(req.raw ?? ''))
      socket.setTimeout(MAX_MS * 3, () => socket.destroy())
    })
  }
  const payload = body ?? req.body
  // Node's client sends a GET, DELETE or TRACE body unframed unless told its length.
  const headers =
    payload === undefined
      ? req.headers
      : { ...req.headers, 'content-length': String(Buffer.byteLength(payload)) }
  return new Promise((done, fail) => {
    const outgoing = httpRequest(
      {
        host: base.hostname,
        port: base.port,
        method: req.method,
        path: req.path,
        headers,
        agent,
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (d: Buffer) => chunks.push(d))
        response.on('error', fail)
        response.on('end', () =>
          done({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - began,
          }),
        )
      },
    )
    outgoing.on('error', fail)
    outgoing.setTimeout(MAX_MS * 3, () => outgoing.destroy(new Error('no answer')))
    outgoing.end(payload)
  })
}

/** The signed payload for a request: signed for real, then sometimes altered after signing. */
async function build(base: string, s: Signed): Promise<string> {
  const signer = s.kind === 'revoke' || s.kind === 'session' ? owner : randomAccount()
  const flip = (sig: string) =>
    s.tamper ? `${sig.slice(0, -4)}${sig.slice(-4) === 'abcd' ? '0000' : 'abcd'}` : sig
  if (s.kind === 'register') {
    const message = JSON.stringify({
      name: s.name,
      attributes: s.attributes,
      timestamp: nowS() + s.skew,
      domain: new URL(PUBLIC_URL).hostname,
      purpose: 'latch-name-registration',
      address: signer.address,
    })
    const signature = flip(await signer.signMessage({ message }))
    return JSON.stringify({ coin_type: s.coinType, address: signer.address, message, signature })
  }
  if (s.kind === 'session') {
    const message = JSON.stringify({
      pci: s.pci,
      chainId: s.chainId,
      permissions: [],
      expiry: nowS() + s.expiry,
      timestamp: nowS() + s.skew,
    })
    return JSON.stringify({ message, signature: flip(await signer.signMessage({ message })) })
  }
  if (s.kind === 'revoke')
    return JSON.stringify({ pci: s.pci, signature: flip(await signer.signMessage({ message: s.pci })) })
  const nonce =
    s.nonce === 'fresh'
      ? (((await call(base, '/auth/nonce?projectId=latch-demo')).body.nonce as string | undefined) ??
        'ratelimited1')
      : 'madeUpNonce123'
  const message = createSiweMessage({
    address: signer.address,
    chainId: 31337,
    domain: s.domain,
    nonce,
    uri: `http://${s.domain}/`,
    version: '1',
    issuedAt: new Date(),
  })
  const signature = flip(await signer.signMessage({ message }))
  return JSON.stringify({
    message: s.tamper ? message.replace('Chain ID: 31337', 'Chain ID: 1') : message,
    signature,
  })
}

// What must never reach a client: stack traces, file paths, driver errors, keys and secrets.
const LEAKS = [
  /\n\s+at .+:\d+:\d+/,
  /node_modules/,
  /\/work\//,
  /\/tmp\/latch/,
  /Failed query/,
  /postgres:\/\//,
  /ECONNREFUSED/,
  new RegExp(MNEMONIC.split(' ').slice(0, 4).join(' ')),
]

describe('fuzz: every route over a real socket', () => {
  let server: RunningServer
  const logs: LogEntry[] = []

  beforeAll(async () => {
    server = await start(await (pglite as NonNullable<typeof pglite>).storage(), {
      manifest: devnet.manifest,
      log: (entry) => {
        if (entry.msg !== 'request') logs.push(entry)
      },
      indexer: { pollMs: 3_600_000 },
      publicUrl: PUBLIC_URL,
      // The devnet's pools, so swap requests that pass validation go on to read them.
      swap: { chains: [31337] },
      // Input is fuzzed here; the limits have their own suite (hostile-load.test.ts).
      rateLimits: Object.fromEntries(
        ['rpc', 'rpcPerClient', 'analytics', 'reads', 'swaps'].map((name) => [
          name,
          { perSecond: 1e6, burst: 1e6 },
        ]),
      ),
    })
  })
  afterAll(async () => {
    agent.destroy()
    await server?.stop()
  })

  it(
    `answers ${RUNS} generated requests with no 5xx, each within ${MAX_MS} ms, leaking nothing`,
    async () => {
      const base = new URL(server.url)
      const requests = fc.sample(anyRequest, { seed: SEED, numRuns: RUNS })
      const statuses = new Map<number, number>()
      const problems: string[] = []
      let slowest = 0
      let signedCount = 0
      let validCount = 0
      let rawCount = 0
      const began = performance.now()
      for (let i = 0; i < requests.length; i += BATCH) {
        for (const req of requests.slice(i, i + BATCH)) {
          const body = req.signed ? await build(server.url, req.signed) : undefined
          if (req.signed) signedCount++
          if (
            req.signed ||
            /projectId=latch-demo|"projectId":"latch-demo"/.test(`${req.path}${req.body}${req.raw}`)
          )
            validCount++
          if (req.raw) rawCount++
          const answer = await send(base, req, body).catch((error: unknown) => ({
            status: -1,
            body: String(error),
            ms: 0,
          }))
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
          slowest = Math.max(slowest, answer.ms)
          const what = `${req.method} ${req.path.slice(0, 120)}`
          if (answer.status >= 500 || answer.status === -1)
            problems.push(`${answer.status} ${what}: ${answer.body.slice(0, 200)}`)
          if (answer.ms > MAX_MS) problems.push(`${Math.round(answer.ms)} ms ${what}`)
          const leak = LEAKS.find((pattern) => pattern.test(answer.body))
          if (leak) problems.push(`leak ${leak} in ${what}: ${answer.body.slice(0, 200)}`)
          const sent = `${req.path}${req.body ?? ''}${body ?? ''}${req.raw ?? ''}`
          if (answer.body.includes('evil.example') && !sent.includes('evil.example'))
            problems.push(`Host header echoed in ${what}`)
        }
        // Between batches: the server is alive and answers known-good requests correctly.
        expect((await call(server.url, '/health')).body).toEqual({ status: 'ok' })
        expect((await call(server.url, '/getWallets?entries=1')).status).toBe(200)
        expect(problems.slice(0, 10)).toEqual([])
      }
      const seconds = (performance.now() - began) / 1000
      const unhandled = logs.filter((entry) => entry.level === 'error')
      expect(unhandled.slice(0, 5)).toEqual([])
      const summary = [...statuses]
        .sort(([a], [b]) => a - b)
        .map(([s, n]) => `${s}:${n}`)
        .join(' ')
      console.info(
        `fuzz: ${RUNS} requests (${validCount} with the valid project or a real signature, ${signedCount} signed, ${rawCount} raw framing), seed ${SEED}, ${seconds.toFixed(1)} s, slowest ${Math.round(slowest)} ms, 0 5xx; statuses ${summary}`,
      )
    },
    120_000 + RUNS * 100,
  )

  it('never builds a URL from the Host header: token icons name the configured public URL', async () => {
    const base = new URL(server.url)
    for (const path of [
      `/v1/account/${owner.address}/balance?chainId=${CHAIN}`,
      `/v1/account/${owner.address}/history`,
    ]) {
      const answer = await send(base, { method: 'GET', path, headers: { host: 'evil.example' } })
      expect(answer.status).toBe(200)
      expect(answer.body).not.toContain('evil.example')
    }
    const price = await send(base, {
      method: 'POST',
      path: '/v1/fungible/price',
      headers: {
        host: 'evil.example:8443',
        'content-type': 'application/json',
        'x-forwarded-host': 'evil.example',
      },
      body: JSON.stringify({
        currency: 'usd',
        addresses: [`${CHAIN}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`],
      }),
    })
    expect(price.status).toBe(200)
    expect(JSON.parse(price.body).fungibles[0].iconUrl).toBe(
      'https://latch.example.com/services/public/getTokenImage/ETH',
    )
  })
})
