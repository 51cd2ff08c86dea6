import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { type Ctx, type Env, ProjectRefusal, projectIdOf, type Services } from './context'
import { databaseUnavailable, isDatabaseUnavailable } from './db/unavailable'
import type { FarcasterLogins } from './embedded/farcaster'
import { loadLatchSans } from './fonts/latch-sans'
import { resolveClient } from './http/client-address'
import { refuseControlCharacters } from './http/control-chars'
import { errorBody, HttpError } from './http/errors'
import type { RateLimit } from './http/rate-limit'
import { variesOnOrigin } from './http/vary'
import type { DevMailbox } from './mail/dev-mailbox'
import { normalizeOrigin, originAllowed } from './origins'
import type { Portfolio } from './portfolio/portfolio'
import { PROJECT_ID } from './projects'
import { authRoutes } from './routes/auth'
import { bundlerRoutes } from './routes/bundler'
import { convertRoutes } from './routes/convert'
import { farcasterRelayRoutes } from './routes/embedded-farcaster'
import { fontRoutes } from './routes/fonts'
import { historyRoutes } from './routes/history'
import { nftRoutes } from './routes/nfts'
import { onrampRoutes } from './routes/onramp'
import { portfolioRoutes } from './routes/portfolio'
import { profileRoutes } from './routes/profile'
import { projectRoutes } from './routes/projects'
import { rpcRoutes } from './routes/rpc'
import { sessionRoutes } from './routes/sessions'
import { walletRoutes } from './routes/wallets'
import type { SwapMarkets } from './swap/markets'

/** Routes that belong to a project: they need its id, and CORS follows its allowed origins. */
const PROJECT_SCOPED = new Set([
  '/projects/v1/origins',
  '/projects/v1/social-providers',
  '/getAnalyticsConfig',
  '/e',
  '/v1',
  '/v1/',
])

/**
 * Decides the Access-Control-Allow-Origin for a request. Project routes answer only origins on
 * the project's list; open routes (wallets, images, names) follow the list when a known project
 * id is given and otherwise allow any origin, as the hosted service does.
 */
async function corsOrigin(c: Ctx, services: Services) {
  const origin = c.req.header('origin')
  if (!origin) return undefined
  const id = projectIdOf(c)
  const project = id && PROJECT_ID.test(id) ? await services.projects.get(id) : undefined
  if (project) return originAllowed(origin, project.allowedOrigins) ? origin : undefined
  return PROJECT_SCOPED.has(c.req.path) ? undefined : '*'
}

export interface AppExtras {
  /** Development only: the in-process mailbox, listed at /dev/mailbox. */
  devMailbox?: DevMailbox | undefined
  /** Sign In With Farcaster: its relay answers Farcaster clients here, at most `limit` per client. */
  farcaster?: { logins: FarcasterLogins; limit: RateLimit }
  /** Swaps: the markets `/v1/convert/*` quotes and builds on. */
  swaps?: SwapMarkets
}

export function createApp(services: Services, portfolio: Portfolio, extras: AppExtras = {}) {
  const { devMailbox } = extras
  const app = new Hono<Env>()

  // Decided once: a silent logger adds no step to any request.
  if (!services.log.silent)
    app.use('*', async (c, next) => {
      const began = performance.now()
      await next()
      services.log.info('request', {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - began) * 10) / 10,
      })
    })

  app.use('*', resolveClient(services.trustedProxies))
  app.use('*', refuseControlCharacters)
  app.route('/', authRoutes(services)) // before the shared CORS: sign-in answers with credentials
  app.use('*', async (c, next) => {
    const allow = await corsOrigin(c, services)
    if (c.req.method === 'OPTIONS') {
      if (!allow) return c.json(errorBody('origin_not_allowed', 'Unauthorized: origin not allowed'), 403)
      return new Response(null, {
        status: 204,
        headers: {
          'Access-Control-Allow-Origin': allow,
          'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
          'Access-Control-Allow-Headers':
            c.req.header('access-control-request-headers')?.slice(0, 512) ?? 'content-type, x-project-id',
          'Access-Control-Max-Age': '600',
          Vary: 'Origin',
        },
      })
    }
    await next()
    if (allow) c.res.headers.set('Access-Control-Allow-Origin', allow)
    if (!variesOnOrigin(c.res)) c.res.headers.append('Vary', 'Origin')
  })

  app.get('/health', (c) => c.json({ status: 'ok' }))
  // Development only: the in-process mailbox's mails (codes, links). Absent unless configured.
  if (devMailbox) {
    app.get('/dev/mailbox', (c) => {
      const to = c.req.query('to')?.slice(0, 254)
      return c.json({ mails: devMailbox.list(to).slice(0, 50) }, 200, { 'Cache-Control': 'no-store' })
    })
  }
  app.route('/', walletRoutes(services))
  app.route('/', fontRoutes(loadLatchSans(), services))
  app.route('/', projectRoutes(services))
  app.route('/', bundlerRoutes(services))
  app.route('/', rpcRoutes(services))
  app.route('/', profileRoutes(services))
  app.route('/', sessionRoutes(services))
  app.route('/', portfolioRoutes(portfolio, services))
  // Before history: it answers the history route's `onramp` filter and passes the rest on.
  if (services.onramp) app.route('/', onrampRoutes(services, services.onramp))
  app.route('/', historyRoutes(portfolio, services))
  app.route('/', nftRoutes(portfolio, services))
  if (extras.farcaster) app.route('/', farcasterRelayRoutes(extras.farcaster.logins, extras.farcaster.limit))
  if (extras.swaps) app.route('/', convertRoutes(extras.swaps, services, portfolio.catalog))

  app.notFound((c) =>
    c.json(errorBody('not_found', `No route for ${c.req.method} ${c.req.path.slice(0, 200)}`), 404),
  )
  app.onError((error, c) => {
    if (error instanceof ProjectRefusal) {
      // Readable by the refused page itself (no credentials): the CORS step above grants only
      // origins on the list, and this answer holds nothing but why it was refused.
      const origin = normalizeOrigin(c.req.header('origin') ?? '')
      const readable = origin ? { 'Access-Control-Allow-Origin': origin } : undefined
      return c.json(errorBody(error.code, error.message), error.status, readable)
    }
    if (error instanceof HttpError) return c.json(errorBody(error.code, error.message), error.status)
    if (error instanceof HTTPException && error.status < 500) {
      return c.json(errorBody('bad_request', error.message || 'Bad request'), error.status)
    }
    if (isDatabaseUnavailable(error)) {
      services.log.warn('database unavailable', { path: c.req.path, error: String(error).slice(0, 300) })
      const { status, code, message } = databaseUnavailable()
      return c.json(errorBody(code, message), status)
    }
    services.log.error('unhandled error', {
      path: c.req.path,
      error: String(error),
      stack: (error as Error).stack,
    })
    return c.json(errorBody('internal', 'Internal server error'), 500)
  })
  return app
}
