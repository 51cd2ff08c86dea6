// Sign In With Farcaster (see embedded/farcaster.ts for the flow).
// On the wallet frame's origin:
//   POST /embedded/v1/farcaster/start    { deviceId, parentOrigin } -> { url, channelToken }
//   POST /embedded/v1/farcaster/finish   { channelToken, deviceId } -> { status: 'pending' } | a session
// On the services origin, for Farcaster clients (our relay):
//   POST /v1/farcaster/channel/authenticate  { channelToken, message, signature, fid, username }
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { z } from 'zod'
import { type Ctx, clientOf, type Env, type Services } from '../context'
import type { FarcasterLogins } from '../embedded/farcaster'
import { HttpError, parseInput, readJson } from '../http/errors'
import { type RateLimit, RateLimiter } from '../http/rate-limit'
import { allowedPageOrigin } from './page-origin'

const deviceId = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, 'must be 16 to 128 URL-safe characters')
const channelToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a channel token')
const startBody = z.object({ deviceId, parentOrigin: z.string().max(2048) })
const finishBody = z.object({ channelToken, deviceId })
const answerBody = z.object({
  channelToken,
  message: z.string().min(1).max(4096),
  signature: z.string().regex(/^0x[0-9a-fA-F]{2,8192}$/, 'must be hex'),
  fid: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  // Farcaster names (fnames) or ENS names: shown in Account, so nothing else gets through.
  username: z.string().regex(/^[a-z0-9][a-z0-9-]{0,15}(\.eth)?$/, 'must be a Farcaster user name'),
  displayName: z.string().max(64).optional(),
  pfpUrl: z.string().max(2048).optional(),
})

export function farcasterFrameRoutes(
  app: Hono<Env>,
  services: Services,
  farcaster: FarcasterLogins,
  project: (c: Ctx) => Promise<string>,
) {
  app.post('/embedded/v1/farcaster/start', async (c) => {
    const projectId = await project(c)
    const body = parseInput(startBody, await readJson(c.req.raw), 'Farcaster sign-in')
    // The signed message names this page.
    const origin = await allowedPageOrigin(services, projectId, body.parentOrigin)
    return c.json(await farcaster.start({ projectId, deviceId: body.deviceId, parentOrigin: origin }))
  })

  app.post('/embedded/v1/farcaster/finish', async (c) => {
    const projectId = await project(c)
    const body = parseInput(finishBody, await readJson(c.req.raw), 'Farcaster sign-in')
    return c.json(await farcaster.finish({ ...body, projectId }))
  })
}

/** `limit`: answers per client address (a client answers once per sign-in). */
export function farcasterRelayRoutes(farcaster: FarcasterLogins, limit: RateLimit) {
  const app = new Hono<Env>()
  const perClient = new RateLimiter(limit)
  app.post(
    '/v1/farcaster/channel/authenticate',
    bodyLimit({
      maxSize: 16_384,
      onError: () => {
        throw new HttpError(413, 'body_too_large', 'Request body is too large')
      },
    }),
    async (c) => {
      if (!perClient.take(clientOf(c), Date.now())) {
        throw new HttpError(429, 'rate_limited', 'Too many requests. Try again later.')
      }
      const body = parseInput(answerBody, await readJson(c.req.raw), 'Farcaster answer')
      return c.json(await farcaster.authenticate({ ...body, signature: body.signature as `0x${string}` }))
    },
  )
  return app
}
