// Social login routes on the wallet frame's origin (see embedded/social.ts for the flow):
//   POST /embedded/v1/social/start       { provider, codeChallenge, deviceId, parentOrigin } -> { uri, state }
//   GET  /embedded/v1/social/callback    the provider's redirect: a page that hands its address to the opener
//   POST /embedded/v1/social/finish      { state, code, codeVerifier, deviceId } -> a session, as after a code
import { randomBytes } from 'node:crypto'
import type { Hono } from 'hono'
import { z } from 'zod'
import type { Ctx, Env, Services } from '../context'
import type { SocialLogins } from '../embedded/social'
import { SOCIAL_PROVIDERS } from '../embedded/social-providers'
import { HttpError, parseInput, readJson } from '../http/errors'
import { normalizeOrigin } from '../origins'
import { allowedPageOrigin } from './page-origin'

const deviceId = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, 'must be 16 to 128 URL-safe characters')
const pkce = z.string().regex(/^[A-Za-z0-9_-]{43,128}$/, 'must be 43 to 128 URL-safe characters')
const state = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a state')
const startBody = z.object({
  provider: z.enum(SOCIAL_PROVIDERS),
  codeChallenge: pkce,
  deviceId,
  parentOrigin: z.string().max(2048),
  returnUrl: z.string().max(2048).optional(),
})
const finishBody = z.object({ state, code: z.string().min(1).max(2048), codeVerifier: pkce, deviceId })

export function socialRoutes(
  app: Hono<Env>,
  services: Services,
  social: SocialLogins,
  project: (c: Ctx) => Promise<string>,
) {
  app.post('/embedded/v1/social/start', async (c) => {
    const projectId = await project(c)
    const body = parseInput(startBody, await readJson(c.req.raw), 'social login')
    // The callback page will post the provider's answer to this origin.
    const origin = await allowedPageOrigin(services, projectId, body.parentOrigin)
    // A redirect login returns to a page of that same origin, never elsewhere.
    if (body.returnUrl !== undefined && normalizeOrigin(body.returnUrl) !== origin) {
      throw new HttpError(400, 'invalid_return_url', 'returnUrl must be on the page origin')
    }
    return c.json(await social.start({ ...body, projectId, parentOrigin: origin }))
  })

  app.get('/embedded/v1/social/callback', async (c) => {
    const value = state.safeParse(c.req.query('state'))
    const target = value.success ? await social.returnOf(value.data) : undefined
    const nonce = randomBytes(16).toString('base64')
    c.header(
      'Content-Security-Policy',
      `default-src 'none'; script-src 'nonce-${nonce}'; frame-ancestors 'none'; base-uri 'none'`,
    )
    if (!target)
      return c.html(
        callbackPage('This sign-in link is not valid any more. Close this window and start again.'),
        400,
      )
    return c.html(callbackPage('Signing you in… You can close this window.', target, nonce))
  })

  app.post('/embedded/v1/social/finish', async (c) => {
    const projectId = await project(c)
    const body = parseInput(finishBody, await readJson(c.req.raw), 'social login')
    return c.json(await social.finish({ ...body, projectId }))
  })
}

/**
 * The page the provider sends the visitor back to. In a popup, it gives its own address to the
 * opener, on the recorded origin only; in a redirect login (no opener), it sends the visitor back
 * to the recorded page with its address as `result_uri`.
 */
function callbackPage(
  message: string,
  target?: { origin: string; returnUrl?: string },
  nonce?: string,
): string {
  // JSON in a script element: `<` escaped so the text can never close the element.
  const data = JSON.stringify(target ?? {}).replaceAll('<', '\\u003c')
  const script = target
    ? `<script type="application/json" id="target">${data}</script><script nonce="${nonce}">
const { origin, returnUrl } = JSON.parse(document.getElementById('target').textContent)
if (window.opener) window.opener.postMessage({ type: 'latch:social-callback', uri: location.href }, origin)
else if (returnUrl) {
  const back = new URL(returnUrl)
  back.searchParams.set('result_uri', location.href)
  location.replace(back.toString())
}
</script>`
    : ''
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Latch wallet</title></head><body><main><p>${message}</p></main>${script}</body></html>`
}
