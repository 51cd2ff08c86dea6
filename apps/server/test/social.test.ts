// Social login on the server, against the local OpenID provider (the flow a browser takes, done
// with plain HTTP here): the PKCE verifier is what redeems a code, a state is single use and bound
// to its device, the callback page posts only to the page origin recorded at start, and a start
// for an origin off the project's list is refused.
import { createHash, randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DevSocialProvider, startDevSocialProvider } from '../src/embedded/dev-social-provider'
import type { RunningServer } from '../src/server'
import { backends } from './helpers/backends'
import { start } from './helpers/fixture'

const PAGE = 'http://localhost:5173'

/** What the social routes answer: the start's address and state, a session, or an error. */
interface Answer {
  uri: string
  state: string
  userId?: string
  error: { code: string }
}
const base64url = (bytes: Buffer) => bytes.toString('base64url')

/** Follows redirects by hand, keeping the provider's cookies, signing in and consenting on its pages. */
async function authorize(uri: string, login: string): Promise<string> {
  const cookies = new Map<string, string>()
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const [name = '', value = ''] = pair.split('=')
      cookies.set(name, value)
    }
  }
  const cookie = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  let url = uri
  let form: Record<string, string> | undefined
  for (let hop = 0; hop < 12; hop++) {
    const response = await fetch(url, {
      redirect: 'manual',
      method: form ? 'POST' : 'GET',
      headers: { cookie: cookie(), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      ...(form ? { body: new URLSearchParams(form).toString() } : {}),
    })
    keep(response)
    form = undefined
    const location = response.headers.get('location')
    if (location) {
      const next = new URL(location, url).toString()
      if (next.includes('/embedded/v1/social/callback')) return next
      url = next
      continue
    }
    const html = await response.text()
    // The local provider's pages: its login form, then its consent form, both posting to the page's address.
    form = html.includes('name="login"') ? { prompt: 'login', login, password: 'x' } : { prompt: 'consent' }
  }
  throw new Error('the provider never sent the browser back')
}

describe.each(backends())('social login on $name', (backend) => {
  let server: RunningServer
  let provider: DevSocialProvider
  let frame: string
  const device = () => `device-${crypto.randomUUID()}`

  beforeAll(async () => {
    if (!backend.available) return
    server = await start(await backend.storage(), {
      walletFrame: { port: 0, assets: { files: { '/index.html': '<p>frame</p>' } } },
    })
    frame = server.walletFrameUrl ?? ''
    provider = await startDevSocialProvider({ redirectUri: `${frame}/embedded/v1/social/callback` })
    server.server.social.configure(provider.config)
  })
  afterAll(async () => {
    await server?.stop()
    await provider?.stop()
  })

  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${frame}${path}?projectId=latch-demo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as Answer }
  }

  async function begin(name: string, deviceId: string, parentOrigin = PAGE) {
    const verifier = base64url(randomBytes(32))
    const challenge = base64url(createHash('sha256').update(verifier).digest())
    const started = await post('/embedded/v1/social/start', {
      provider: name,
      codeChallenge: challenge,
      deviceId,
      parentOrigin,
    })
    return { ...started, verifier }
  }

  it.runIf(backend.available)('offers the configured providers to the modal, in the spec order', async () => {
    const response = await fetch(`${server.url}/projects/v1/social-providers?projectId=latch-demo`)
    expect(await response.json()).toEqual({
      providers: ['google', 'x', 'discord', 'github', 'apple', 'facebook'],
    })
  })

  it.runIf(backend.available)(
    'the right verifier signs in, the same user next time; a state is spent once used',
    async () => {
      const deviceId = device()
      const first = await begin('github', deviceId)
      expect(first.status).toBe(200)
      const answer = new URL(await authorize(first.body.uri, 'grace'))
      const finish = () =>
        post('/embedded/v1/social/finish', {
          state: answer.searchParams.get('state'),
          code: answer.searchParams.get('code'),
          codeVerifier: first.verifier,
          deviceId,
        })
      const done = await finish()
      expect(done.status).toBe(200)
      expect(done.body).toMatchObject({ hasWallet: false, userName: 'grace' })
      expect((await finish()).body.error.code).toBe('invalid_state')

      const second = await begin('github', deviceId)
      const again = new URL(await authorize(second.body.uri, 'grace'))
      const next = await post('/embedded/v1/social/finish', {
        state: again.searchParams.get('state'),
        code: again.searchParams.get('code'),
        codeVerifier: second.verifier,
        deviceId,
      })
      expect(next.body.userId).toBe(done.body.userId)
    },
  )

  it.runIf(backend.available)(
    'a wrong code_verifier is refused by the provider, and the code is worth nothing',
    async () => {
      const deviceId = device()
      const started = await begin('google', deviceId)
      const answer = new URL(await authorize(started.body.uri, 'mallory'))
      const refused = await post('/embedded/v1/social/finish', {
        state: answer.searchParams.get('state'),
        code: answer.searchParams.get('code'),
        codeVerifier: base64url(randomBytes(32)),
        deviceId,
      })
      expect([refused.status, refused.body.error.code]).toEqual([401, 'provider_refused'])
    },
  )

  it.runIf(backend.available)(
    "a state is bound to its device: another device's finish is refused",
    async () => {
      const started = await begin('x', device())
      const answer = new URL(await authorize(started.body.uri, 'eve'))
      const refused = await post('/embedded/v1/social/finish', {
        state: answer.searchParams.get('state'),
        code: answer.searchParams.get('code'),
        codeVerifier: started.verifier,
        deviceId: device(),
      })
      expect([refused.status, refused.body.error.code]).toEqual([400, 'invalid_state'])
    },
  )

  it.runIf(backend.available)('a start for a page origin off the project list is refused', async () => {
    const refused = await begin('google', device(), 'https://evil.example')
    expect([refused.status, refused.body.error.code]).toEqual([403, 'origin_not_allowed'])
  })

  it.runIf(backend.available)(
    'the callback page posts only to the recorded page origin, under a nonce CSP',
    async () => {
      const started = await begin('discord', device())
      const response = await fetch(`${frame}/embedded/v1/social/callback?code=c&state=${started.body.state}`)
      const html = await response.text()
      expect(html).toContain(JSON.stringify({ origin: PAGE }))
      expect(response.headers.get('content-security-policy')).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+'/)
      const unknown = await fetch(`${frame}/embedded/v1/social/callback?code=c&state=${'A'.repeat(43)}`)
      expect(unknown.status).toBe(400)
      expect(await unknown.text()).not.toContain('postMessage')
    },
  )
})
