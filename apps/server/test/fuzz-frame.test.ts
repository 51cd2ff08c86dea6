// The wallet frame's origin, fuzzed: every embedded, social and Farcaster route (and the Farcaster
// relay on the services origin) with generated bad input
// (wrong types, odd text, huge or deep JSON, forged states, codes and bearers). No answer may be
// a 5xx or leak a stack, and the server still serves a real login afterwards.
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DevSocialProvider, startDevSocialProvider } from '../src/embedded/dev-social-provider'
import { type DevMailbox, startDevMailbox } from '../src/mail/dev-mailbox'
import type { RunningServer } from '../src/server'
import { backends } from './helpers/backends'
import { start } from './helpers/fixture'

const RUNS = Number(process.env.FUZZ_RUNS ?? 300)
const SEED = Number(process.env.FUZZ_SEED ?? 13)

const oddText = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.constantFrom('', ' ', '<script>alert(1)</script>', '\u0000', 'a'.repeat(5000), '../../etc/passwd'),
)
const anyValue = fc.oneof(
  oddText,
  fc.integer(),
  fc.constant(null),
  fc.boolean(),
  fc.jsonValue({ maxDepth: 4 }),
)
const field = (good: fc.Arbitrary<unknown>) => fc.oneof(good, anyValue)

const email = fc.oneof(fc.emailAddress(), oddText)
const deviceId = fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{16,40}$/), oddText)
const token = fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{43}$/), oddText)
const provider = fc.oneof(
  fc.constantFrom('google', 'x', 'discord', 'github', 'apple', 'facebook', 'farcaster'),
  oddText,
)

/** The Farcaster relay's answer route, on the services origin (every other path is the frame's). */
const RELAY = '/v1/farcaster/channel/authenticate'
const SIWE_LIKE = [
  'localhost:5173 wants you to sign in with your Ethereum account:',
  '0x0000000000000000000000000000000000000001',
  '',
  'URI: http://localhost:5173',
  'Version: 1',
  'Chain ID: 31337',
  'Nonce: abcdefgh12345678',
  'Issued At: 2026-01-01T00:00:00.000Z',
  'Resources:',
  '- farcaster://fid/1',
].join('\n')

const bodies: Record<string, fc.Arbitrary<unknown>> = {
  '/embedded/v1/login': fc.record({ email: field(email), deviceId: field(deviceId) }, { requiredKeys: [] }),
  '/embedded/v1/login/device': fc.record(
    { email: field(email), deviceId: field(deviceId) },
    { requiredKeys: [] },
  ),
  '/embedded/v1/login/otp': fc.record(
    { email: field(email), deviceId: field(deviceId), otp: field(fc.stringMatching(/^\d{6}$/)) },
    { requiredKeys: [] },
  ),
  '/embedded/v1/wallet': fc.record(
    { address: anyValue, authShare: anyValue, sealedRecovery: anyValue },
    { requiredKeys: [] },
  ),
  '/embedded/v1/email/update': fc.record({ email: field(email) }, { requiredKeys: [] }),
  '/embedded/v1/social/start': fc.record(
    {
      provider: field(provider),
      codeChallenge: field(token),
      deviceId: field(deviceId),
      parentOrigin: field(
        fc.constantFrom('http://localhost:5173', 'https://evil.example', 'javascript:alert(1)'),
      ),
      returnUrl: field(fc.constantFrom('http://localhost:5173/x', 'https://evil.example/', 'data:,x')),
    },
    { requiredKeys: [] },
  ),
  '/embedded/v1/social/finish': fc.record(
    { state: field(token), code: field(oddText), codeVerifier: field(token), deviceId: field(deviceId) },
    { requiredKeys: [] },
  ),
  '/embedded/v1/farcaster/start': fc.record(
    {
      deviceId: field(deviceId),
      parentOrigin: field(fc.constantFrom('http://localhost:5173', 'https://evil.example', 'null')),
    },
    { requiredKeys: [] },
  ),
  '/embedded/v1/farcaster/finish': fc.record(
    { channelToken: field(token), deviceId: field(deviceId) },
    { requiredKeys: [] },
  ),
  [RELAY]: fc.record(
    {
      channelToken: field(token),
      message: field(fc.oneof(oddText, fc.constant(SIWE_LIKE))),
      signature: field(fc.stringMatching(/^0x[0-9a-f]{2,200}$/)),
      fid: field(fc.integer()),
      username: field(fc.oneof(fc.constantFrom('alice', 'bob.eth'), oddText)),
    },
    { requiredKeys: [] },
  ),
}

interface Req {
  method: 'GET' | 'POST'
  path: string
  body?: string
  bearer?: string
}

const post = fc
  .tuple(fc.constantFrom(...Object.keys(bodies)), fc.boolean())
  .chain(([path, raw]) =>
    (raw
      ? fc.oneof(oddText, fc.constant('{"a":'.repeat(200)))
      : (bodies[path] as fc.Arbitrary<unknown>).map((b) => JSON.stringify(b))
    ).map((body): Req => ({ method: 'POST', path, body })),
  )
const get = fc.oneof(
  token.map(
    (state): Req => ({
      method: 'GET',
      path: `/embedded/v1/social/callback?code=x&state=${encodeURIComponent(state)}`,
    }),
  ),
  token.map((bearer): Req => ({ method: 'GET', path: '/embedded/v1/session', bearer })),
  token.map((bearer): Req => ({ method: 'GET', path: '/embedded/v1/wallet', bearer })),
  token.map(
    (value): Req => ({
      method: 'GET',
      path: `/embedded/v1/device/approve?token=${encodeURIComponent(value)}`,
    }),
  ),
)
const anyRequest = fc.tuple(
  fc.oneof(
    post,
    get,
    post.map((r) => ({ ...r, bearer: 'x'.repeat(43) })),
  ),
  fc.boolean(),
)

describe.each(backends().slice(0, 1))('fuzz: the wallet frame origin on $name', (backend) => {
  let server: RunningServer
  let mailbox: DevMailbox
  let social: DevSocialProvider
  let frame: string

  beforeAll(async () => {
    mailbox = await startDevMailbox()
    server = await start(await backend.storage(), {
      mail: { smtpUrl: mailbox.smtpUrl },
      walletFrame: { port: 0, assets: { files: { '/index.html': '<p>frame</p>' } } },
      embedded: {
        rateLimits: {
          perClient: { perSecond: 1e6, burst: 1e6 },
          perEmail: { perSecond: 1e6, burst: 1e6 },
          farcasterAnswers: { perSecond: 1e6, burst: 1e6 },
        },
      },
    })
    frame = server.walletFrameUrl ?? ''
    social = await startDevSocialProvider({ redirectUri: `${frame}/embedded/v1/social/callback` })
    server.server.social.configure(social.config)
    // A chain nobody answers on: no generated answer may get as far as asking it.
    server.server.farcaster.configure({
      clientUrl: 'https://client.farcaster.test/~/siwf',
      chainId: 31337,
      rpcUrl: 'http://127.0.0.1:9',
      idRegistry: '0x0000000000000000000000000000000000000001',
    })
  })
  afterAll(async () => {
    await server?.stop()
    await social?.stop()
    await mailbox?.stop()
  })

  it(`answers ${RUNS} generated requests with no 5xx and no leaked internals`, async () => {
    const problems: string[] = []
    for (const [req, withProject] of fc.sample(anyRequest, { seed: SEED, numRuns: RUNS })) {
      const base = req.path === RELAY ? server.url : frame
      const url = `${base}${req.path}${withProject ? `${req.path.includes('?') ? '&' : '?'}projectId=latch-demo` : ''}`
      const response = await fetch(url, {
        method: req.method,
        headers: {
          ...(req.body !== undefined ? { 'content-type': 'application/json' } : {}),
          // Only what a header may carry: the client refuses anything else before sending.
          ...(req.bearer ? { authorization: `Bearer ${req.bearer.replace(/[^\x21-\x7e]/g, '')}` } : {}),
        },
        ...(req.body !== undefined ? { body: req.body } : {}),
      })
      const text = await response.text()
      if (response.status >= 500)
        problems.push(`${response.status} ${req.method} ${req.path.slice(0, 80)}: ${text.slice(0, 120)}`)
      if (/\bat .+\.(ts|js):\d+|node_modules|SELECT |stack/i.test(text))
        problems.push(`leak ${req.path.slice(0, 80)}`)
    }
    expect(problems).toEqual([])
    // Still serving: a real code login starts.
    const login = await fetch(`${frame}/embedded/v1/login?projectId=latch-demo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'after-fuzz@example.com', deviceId: 'device-after-the-fuzz' }),
    })
    expect(await login.json()).toEqual({ action: 'VERIFY_OTP' })
  }, 120_000)
})
