// The embedded wallet's routes, served on the wallet frame's own origin (the frame calls them
// same-origin; the host page never can with a session, it holds none):
//   POST /embedded/v1/login                  { email, deviceId } -> { action } (code or approval mailed)
//   POST /embedded/v1/login/device           { email, deviceId } -> mails the code once the device is approved
//   POST /embedded/v1/login/otp              { email, deviceId, otp } -> { token, expiresAt, hasWallet }
//   GET|POST /embedded/v1/device/approve     the mailed approval link (a page, then a form post)
//   GET  /embedded/v1/session                (bearer) -> { email, address, expiresAt }
//   POST /embedded/v1/signout                (bearer)
//   GET|POST /embedded/v1/wallet             (bearer) the wallet's shares / a new wallet's shares
//   POST /embedded/v1/email/update{,/primary,/secondary}   (bearer) change the login email
// Every input is checked with zod; every route is rate-limited per client, mails also per email.
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { z } from 'zod'
import { type Ctx, clientOf, type Env, projectIdOf, type Services } from '../context'
import type { FarcasterLogins } from '../embedded/farcaster'
import type { EmbeddedWallets } from '../embedded/service'
import type { SocialLogins } from '../embedded/social'
import { HttpError, parseInput, readJson } from '../http/errors'
import { type RateLimit, RateLimiter } from '../http/rate-limit'
import { PROJECT_ID } from '../projects'
import { farcasterFrameRoutes } from './embedded-farcaster'
import { socialRoutes } from './embedded-social'

export interface EmbeddedRateLimits {
  /** Mails (codes, approval links) per email address. */
  perEmail?: RateLimit
  /** Requests per client address on every embedded route. */
  perClient?: RateLimit
  /** Farcaster clients' answers to the relay, per client address. */
  farcasterAnswers?: RateLimit
}

export const DEFAULT_EMBEDDED_LIMITS = {
  perEmail: { perSecond: 1 / 60, burst: 5 },
  perClient: { perSecond: 2, burst: 40 },
  farcasterAnswers: { perSecond: 1, burst: 20 },
} satisfies Record<string, RateLimit>

const email = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email())
  .transform((value) => value.toLowerCase())
const deviceId = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, 'must be 16 to 128 URL-safe characters')
const otp = z.string().regex(/^\d{6}$/, 'must be 6 digits')
const loginBody = z.object({ email, deviceId })
const otpBody = z.object({ email, deviceId, otp })
const walletBody = z.object({
  address: z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be an EVM address'),
  authShare: z.string().regex(/^[0-9a-f]{2,512}$/, 'must be lower-case hex'),
  sealedRecovery: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,1024}(\.[A-Za-z0-9_-]{1,1024}){2}$/, 'must be iv.body.tag'),
})
const token = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a token')

export interface EmbeddedRouteOptions {
  limits?: EmbeddedRateLimits
  /** Social logins (OAuth), served beside the email ones. */
  social?: SocialLogins
  /** Sign In With Farcaster, beside the social logins. */
  farcaster?: FarcasterLogins
  /** The frame's own origin: a request with another Origin is refused (403). */
  frameOrigin: () => string | undefined
}

export function embeddedRoutes(services: Services, wallets: EmbeddedWallets, options: EmbeddedRouteOptions) {
  const app = new Hono<Env>()
  const perEmail = new RateLimiter(options.limits?.perEmail ?? DEFAULT_EMBEDDED_LIMITS.perEmail)
  const perClient = new RateLimiter(options.limits?.perClient ?? DEFAULT_EMBEDDED_LIMITS.perClient)

  app.use('/embedded/*', bodyLimit({ maxSize: 4096, onError: (c) => c.json(tooLarge, 413) }))
  app.use('/embedded/*', async (c, next) => {
    if (!perClient.take(clientOf(c), wallets.now())) {
      throw new HttpError(429, 'rate_limited', 'Too many requests. Try again later.')
    }
    const origin = c.req.header('origin')
    const frameOrigin = options.frameOrigin()
    // The approval page is opened from a mail: its form posts from the frame origin or none.
    if (origin !== undefined && origin !== 'null' && frameOrigin !== undefined && origin !== frameOrigin) {
      throw new HttpError(403, 'origin_not_allowed', 'Unauthorized: origin not allowed')
    }
    c.header('Cache-Control', 'no-store')
    await next()
  })

  const project = async (c: Ctx) => {
    const id = projectIdOf(c)
    if (!id) throw new HttpError(400, 'missing_project_id', 'projectId is required')
    const found = PROJECT_ID.test(id) ? await services.projects.get(id) : undefined
    if (!found) throw new HttpError(401, 'invalid_key', 'Unauthorized: invalid key')
    return found.id
  }
  const mailAllowed = (address: string) => {
    if (!perEmail.take(address, wallets.now())) {
      throw new HttpError(429, 'email_rate_limited', 'Too many mails to this address. Try again later.')
    }
  }
  const bearer = (c: Ctx) => {
    const header = c.req.header('authorization') ?? ''
    const match = /^Bearer ([A-Za-z0-9_-]{43})$/.exec(header)
    if (!match?.[1]) throw new HttpError(401, 'session_expired', 'Session Expired')
    return match[1]
  }
  const session = async (c: Ctx) => {
    const projectId = await project(c)
    const value = bearer(c)
    return { projectId, token: value, ...(await wallets.session(projectId, value)) }
  }

  app.post('/embedded/v1/login', async (c) => {
    const projectId = await project(c)
    const body = parseInput(loginBody, await readJson(c.req.raw), 'login')
    mailAllowed(body.email)
    const header = /^Bearer ([A-Za-z0-9_-]{43})$/.exec(c.req.header('authorization') ?? '')?.[1]
    return c.json(await wallets.startLogin(projectId, body.email, body.deviceId, header))
  })

  app.post('/embedded/v1/login/device', async (c) => {
    const projectId = await project(c)
    const body = parseInput(loginBody, await readJson(c.req.raw), 'device')
    // The frame polls this while the user opens the mail: only the code it finally mails counts
    // against the address's mail limit (the per-client limit bounds the polling).
    await wallets.continueAfterApproval(projectId, body.email, body.deviceId, () => mailAllowed(body.email))
    return c.json({ action: 'VERIFY_OTP' })
  })

  app.post('/embedded/v1/login/otp', async (c) => {
    const projectId = await project(c)
    const body = parseInput(otpBody, await readJson(c.req.raw), 'code')
    return c.json(await wallets.finishLogin(projectId, body.email, body.deviceId, body.otp))
  })

  app.get('/embedded/v1/device/approve', (c) => {
    const value = token.safeParse(c.req.query('token'))
    if (!value.success) return c.html(page('This approval link is not valid.'), 400)
    return c.html(
      page(
        'Approve this device to sign in to your wallet?',
        `<form method="post"><input type="hidden" name="token" value="${value.data}"><button type="submit">Approve device</button></form>`,
      ),
    )
  })

  app.post('/embedded/v1/device/approve', async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
    const value = token.safeParse(form.token)
    if (!value.success) return c.html(page('This approval link is not valid.'), 400)
    try {
      await wallets.approveDevice(value.data)
    } catch (error) {
      if (error instanceof HttpError) return c.html(page(error.message), error.status)
      throw error
    }
    return c.html(page('Device approved. Go back to the app to finish signing in.'))
  })

  app.get('/embedded/v1/session', async (c) => {
    const { user, expiresAt } = await session(c)
    return c.json({
      userId: user.id,
      email: user.email,
      address: user.address,
      userName: user.userName,
      socialProvider: user.socialProvider,
      expiresAt,
    })
  })

  app.post('/embedded/v1/signout', async (c) => {
    const projectId = await project(c)
    await wallets.signOut(bearer(c))
    void projectId
    return c.json({ signedOut: true })
  })

  app.get('/embedded/v1/wallet', async (c) => {
    const { user } = await session(c)
    return c.json(wallets.wallet(user))
  })

  app.post('/embedded/v1/wallet', async (c) => {
    const { user } = await session(c)
    const body = parseInput(walletBody, await readJson(c.req.raw), 'wallet')
    await wallets.createWallet(user, body)
    return c.json({ address: body.address }, 201)
  })

  app.post('/embedded/v1/email/update', async (c) => {
    const { user } = await session(c)
    const body = parseInput(z.object({ email }), await readJson(c.req.raw), 'email update')
    mailAllowed(user.email ?? user.id)
    return c.json(await wallets.startEmailUpdate(user, body.email))
  })

  app.post('/embedded/v1/email/update/primary', async (c) => {
    const { user } = await session(c)
    const body = parseInput(z.object({ otp }), await readJson(c.req.raw), 'code')
    mailAllowed(user.email ?? user.id)
    return c.json(await wallets.verifyPrimary(user, body.otp))
  })

  app.post('/embedded/v1/email/update/secondary', async (c) => {
    const { user } = await session(c)
    const body = parseInput(z.object({ email, otp }), await readJson(c.req.raw), 'code')
    return c.json(await wallets.verifySecondary(user, body.email, body.otp))
  })

  if (options.social) socialRoutes(app, services, options.social, project)
  if (options.farcaster) farcasterFrameRoutes(app, services, options.farcaster, project)

  return app
}

const tooLarge = { error: { code: 'body_too_large', message: 'Request body is too large' } }

const page = (message: string, body = '') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Latch wallet</title></head><body><main><p>${message}</p>${body}</main></body></html>`
