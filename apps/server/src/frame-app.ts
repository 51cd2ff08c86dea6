// The wallet frame's origin: a second listener that serves the frame's page and script, the
// embedded wallet routes (same-origin for the frame), and the few service routes the frame reads
// (allowed origins, supported chains, the RPC proxy, the bundler), forwarded to the main app without the
// frame's Origin (the frame is this server's own page, not a host app).
import { Hono } from 'hono'
import type { Env } from './context'
import { databaseUnavailable, isDatabaseUnavailable } from './db/unavailable'
import { resolveClient, type TrustedProxies } from './http/client-address'
import { errorBody, HttpError } from './http/errors'
import type { Logger } from './http/log'

export interface FrameAssets {
  /** Path (e.g. `/index.html`, `/frame.js`) to body. */
  files: Record<string, string>
}

const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
}

const FORWARDED = [
  '/projects/v1/origins',
  '/v1/supported-chains',
  '/v1/bundler/chains',
  '/v1/bundler',
  '/v1/sessions/:address',
  '/v1/',
  '/v1',
]

export function createFrameApp(
  main: { fetch(request: Request, env?: unknown): Response | Promise<Response> },
  embedded: Hono<Env>,
  assets: () => FrameAssets | undefined,
  log: Logger,
  trustedProxies: TrustedProxies,
) {
  const app = new Hono<Env>()
  app.use('*', resolveClient(trustedProxies))
  app.onError((error, c) => {
    if (error instanceof HttpError) return c.json(errorBody(error.code, error.message), error.status)
    if (isDatabaseUnavailable(error)) {
      const { status, code, message } = databaseUnavailable()
      return c.json(errorBody(code, message), status)
    }
    log.error('unhandled error', { path: c.req.path, error: String(error), stack: (error as Error).stack })
    return c.json(errorBody('internal', 'Internal server error'), 500)
  })
  app.use('*', async (c, next) => {
    await next()
    c.res.headers.set('X-Content-Type-Options', 'nosniff')
    c.res.headers.set('Referrer-Policy', 'no-referrer')
  })
  app.route('/', embedded)
  for (const path of FORWARDED) {
    app.all(path, (c) => {
      const headers = new Headers(c.req.raw.headers)
      headers.delete('origin')
      return main.fetch(new Request(c.req.raw, { headers }), c.env)
    })
  }
  app.get('/*', (c) => {
    const files = assets()?.files
    const path = c.req.path === '/' ? '/index.html' : c.req.path
    const body = files?.[path]
    if (body === undefined) return c.json({ error: { code: 'not_found', message: 'Not found' } }, 404)
    const type = TYPES[path.split('.').pop() ?? ''] ?? 'application/octet-stream'
    const headers: Record<string, string> = { 'Content-Type': type, 'Cache-Control': 'no-cache' }
    // The frame's page may be framed by any host page; the frame itself checks who talks to it.
    if (type.startsWith('text/html')) {
      headers['Content-Security-Policy'] =
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; connect-src *; frame-ancestors *"
    }
    return c.body(body, 200, headers)
  })
  return app
}
