// Sign in with a wallet for host apps, following @latch/siwx's ServerSessionStore contract:
//   GET  /auth/nonce     a random single-use nonce (10 minutes)
//   POST /auth/verify    { message, signature } -> { session } + HttpOnly session cookie
//   GET  /auth/session   { session } or { session: null }
//   POST /auth/signout   forgets the session and clears the cookie
//   GET  /auth/protected an example route that answers only with a valid session
// The project comes from `projectId` / `x-project-id`; its allowed origins decide which pages may
// call (with credentials) and which domains may be signed in for. `LATCH_AUTH_DOMAINS` adds
// domains for every project and for calls with no project.
import {
  createEip155Verifier,
  createSolanaVerifier,
  createVerifierRegistry,
  parseSIWXMessage,
  type SIWXSession,
  SIWXVerificationError,
  type SIWXVerifier,
} from '@latch/siwx'
import { type Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { z } from 'zod'
import { configuredDomains, domainRefusal } from '../auth/domain'
import { AuthStore } from '../auth/store'
import { clientOf, type Env, projectIdOf, type Services } from '../context'
import { databaseUnavailable, isDatabaseUnavailable } from '../db/unavailable'
import { HttpError, parseInput, readJson } from '../http/errors'
import { RateLimiter } from '../http/rate-limit'
import { normalizeOrigin, originAllowed } from '../origins'
import { PROJECT_ID } from '../projects'

export const SESSION_COOKIE = 'latch_session'

/**
 * The session cookie's name: one per project (a sign-in for one project never answers for
 * another on the same server), and `__Host-` prefixed over TLS, which binds it to this host, path
 * `/` and Secure.
 */
export const sessionCookieName = (projectId: string, secure: boolean) =>
  `${secure ? '__Host-' : ''}${SESSION_COOKIE}${projectId ? `_${projectId}` : ''}`
const COOKIE_VALUE = /^[A-Za-z0-9_-]{43}$/

const verifyBody = z.object({
  message: z.string().min(1).max(8192),
  // eip155 and polkadot sign in hex; solana's ed25519 signature is base58; cosmos's ADR-036
  // secp256k1 signature and bip122's (BIP-322 or legacy) are base64 (each verifier checks its own
  // in full).
  signature: z
    .string()
    .regex(
      /^(0x[0-9a-fA-F]{2,4096}|[1-9A-HJ-NP-Za-km-z]{64,88}|[A-Za-z0-9+/]{60,4096}={0,2})$/,
      'must be 0x-prefixed hex, base58 or base64',
    ),
})

type AuthEnv = Env & { Variables: { projectId: string; allowedOrigins: readonly string[] } }

export interface AuthRoutesOptions {
  /** Domains accepted for every project (default: `LATCH_AUTH_DOMAINS`). */
  domains?: string[]
  /** Session cookies Secure and `__Host-` even over plain HTTP (default `LATCH_SECURE_COOKIES=1`). */
  secureCookies?: boolean
}

export function authRoutes(
  services: Services,
  options: AuthRoutesOptions = { secureCookies: process.env.LATCH_SECURE_COOKIES === '1' },
) {
  const app = new Hono<AuthEnv>()
  const store = new AuthStore(services.db)
  const domains = options.domains?.map((d) => d.toLowerCase()) ?? configuredDomains()
  const nonceLimit = new RateLimiter({ perSecond: 10, burst: 60 })
  const rpcUrls = Object.fromEntries(
    [...services.upstreams].flatMap(([chain, urls]) => (urls[0] ? [[chain, urls[0]]] : [])),
  )
  const verifier = createVerifierRegistry({
    eip155: createEip155Verifier({ rpcUrls }),
    // Solana, Polkadot and Cosmos keys sign for themselves: checking them needs no RPC.
    solana: createSolanaVerifier(),
    polkadot: verifierOnFirstUse(() =>
      import('@latch/siwx/polkadot').then((m) => m.createPolkadotVerifier()),
    ),
    cosmos: verifierOnFirstUse(() => import('@latch/siwx/cosmos').then((m) => m.createCosmosVerifier())),
    // Bitcoin keys too: BIP-322 or legacy signatures over the message need no chain.
    bip122: verifierOnFirstUse(() => import('@latch/siwx/bip122').then((m) => m.createBitcoinVerifier())),
  })

  const originAccepted = (origin: string, allowedOrigins: readonly string[]) => {
    const normalized = normalizeOrigin(origin)
    if (!normalized) return false
    return originAllowed(normalized, allowedOrigins) || domains.includes(new URL(normalized).host)
  }

  // CORS with credentials: the exact origin is echoed, never `*`, and only an allowed one. A
  // preflight carries no project header: its origin must be on the project named in the query,
  // or else on some project's list or the configured domains; the request itself is checked below.
  app.use('/auth/*', async (c, next) => {
    const origin = c.req.header('origin')
    if (c.req.method === 'OPTIONS') {
      if (!origin || !(await preflightAllowed(c, origin))) return c.body(null, 403)
      return c.body(null, 204, {
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Allow-Credentials': 'true',
        'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
        'Access-Control-Allow-Headers': 'content-type, x-project-id',
        'Access-Control-Max-Age': '600',
        Vary: 'Origin',
      })
    }
    const id = projectIdOf(c) ?? ''
    let allowedOrigins: readonly string[] = []
    if (id !== '') {
      const project = PROJECT_ID.test(id) ? await services.projects.get(id) : undefined
      if (!project) throw new HttpError(401, 'invalid_key', 'Unauthorized: invalid key')
      allowedOrigins = project.allowedOrigins
    }
    if (origin !== undefined && !originAccepted(origin, allowedOrigins))
      throw new HttpError(403, 'origin_not_allowed', 'Unauthorized: origin not allowed')
    c.set('projectId', id)
    c.set('allowedOrigins', allowedOrigins)
    await next()
    if (origin !== undefined) {
      c.res.headers.set('Access-Control-Allow-Origin', origin)
      c.res.headers.set('Access-Control-Allow-Credentials', 'true')
    }
    c.res.headers.append('Vary', 'Origin')
    c.res.headers.set('Cache-Control', 'no-store')
  })

  const preflightAllowed = async (c: Context<AuthEnv>, origin: string) => {
    const id = c.req.query('projectId')
    if (id !== undefined) {
      const project = PROJECT_ID.test(id) ? await services.projects.get(id) : undefined
      return project !== undefined && originAccepted(origin, project.allowedOrigins)
    }
    return originAccepted(origin, []) || (await services.projects.anyAllows(origin))
  }

  /** Over TLS (directly, behind a trusted proxy that says so, or when configured) cookies are Secure. */
  const secure = (c: Context) =>
    options.secureCookies === true ||
    new URL(c.req.url).protocol === 'https:' ||
    (c.req.header('x-forwarded-proto') === 'https' &&
      services.trustedProxies.trusts(c.env?.incoming?.socket?.remoteAddress ?? ''))
  const cookieOf = (c: Context<AuthEnv>) => sessionCookieName(c.get('projectId'), secure(c))

  const sessionOf = async (c: Context<AuthEnv>): Promise<SIWXSession | undefined> => {
    const id = getCookie(c, cookieOf(c))
    if (!id || !COOKIE_VALUE.test(id)) return undefined
    return store.getSession(c.get('projectId'), id)
  }

  app.get('/auth/nonce', async (c) => {
    if (!nonceLimit.take(clientOf(c))) throw new HttpError(429, 'rate_limited', 'Too many nonce requests')
    return c.json({ nonce: await store.issueNonce(c.get('projectId')) })
  })

  app.post(
    '/auth/verify',
    bodyLimit({
      maxSize: 16 * 1024,
      onError: () => {
        throw new HttpError(413, 'body_too_large', 'Body is limited to 16 KiB')
      },
    }),
    async (c) => {
      const body = parseInput(verifyBody, await readJson(c.req.raw), 'sign-in')
      let session: SIWXSession
      try {
        session = { data: parseSIWXMessage(body.message), message: body.message, signature: body.signature }
      } catch (error) {
        throw new HttpError(400, 'invalid_message', `Invalid sign-in message: ${(error as Error).message}`)
      }
      const refusal = domainRefusal(session.data.domain, {
        allowedOrigins: c.get('allowedOrigins'),
        domains,
        ...(c.req.header('origin') === undefined ? {} : { origin: c.req.header('origin') }),
      })
      if (refusal) throw new HttpError(403, 'domain_not_allowed', `Sign-in refused: ${refusal}`)
      const projectId = c.get('projectId')
      // The nonce must be ours, but it is spent only once the signature checks out: a forged
      // signature or a failed chain read must not burn the visitor's nonce.
      if (!(await store.nonceLive(projectId, session.data.nonce)))
        throw new HttpError(401, 'nonce_rejected', 'the nonce was not issued here or was already used')
      try {
        await verifier.verify(session, { domain: session.data.domain })
      } catch (error) {
        if (error instanceof SIWXVerificationError)
          throw new HttpError(401, error.reason.toLowerCase(), error.message)
        if (isDatabaseUnavailable(error)) throw databaseUnavailable()
        services.log.error('sign-in check failed', { error: String(error) })
        throw new HttpError(503, 'verification_unavailable', 'The signature could not be checked; try again')
      }
      if (!(await store.consumeNonce(projectId, session.data.nonce)))
        throw new HttpError(401, 'nonce_rejected', 'the nonce was not issued here or was already used')
      const { id, expiresAt } = await store.createSession(projectId, session)
      setCookie(c, cookieOf(c), id, {
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
        secure: secure(c),
        expires: expiresAt,
      })
      return c.json({ session })
    },
  )

  app.get('/auth/session', async (c) => c.json({ session: (await sessionOf(c)) ?? null }))

  app.post('/auth/signout', async (c) => {
    const name = cookieOf(c)
    const id = getCookie(c, name)
    if (id && COOKIE_VALUE.test(id)) await store.deleteSession(id)
    deleteCookie(c, name, { httpOnly: true, sameSite: 'Lax', path: '/', secure: secure(c) })
    return c.json({ signedOut: true })
  })

  app.get('/auth/protected', async (c) => {
    const session = await sessionOf(c)
    if (!session) throw new HttpError(401, 'not_signed_in', 'Sign in with your wallet first')
    const { accountAddress, chainId } = session.data
    return c.json({ message: `Signed in as ${accountAddress} on ${chainId}`, accountAddress, chainId })
  })
  return app
}

/**
 * A verifier whose code loads with the first session it checks. The Polkadot, Cosmos and Bitcoin
 * verifiers carry large cryptography libraries; a server most of whose sign-ins are EVM ones
 * starts without them.
 */
function verifierOnFirstUse(load: () => Promise<SIWXVerifier>): SIWXVerifier {
  let loading: Promise<SIWXVerifier> | undefined
  return {
    async verify(session, context) {
      loading ??= load()
      return (await loading).verify(session, context)
    },
  }
}
