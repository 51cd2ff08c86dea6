// The ERC-4337 bundler behind the project's key, as the RPC proxy is for chains: the embedded
// wallet sends its smart account's user operations here, and only the bundler methods a wallet
// needs pass (no debug_* or admin calls reach the bundler).
import { Hono } from 'hono'
import { z } from 'zod'
import { caip2Schema } from '../chain/ids'
import { type Env, requireProject, type Services } from '../context'
import { declaredBodyLimit } from '../http/body-limit'
import { HttpError, parseInput, readJson } from '../http/errors'

export const BUNDLER_METHODS = new Set([
  'eth_chainId',
  'eth_supportedEntryPoints',
  'eth_estimateUserOperationGas',
  'eth_sendUserOperation',
  'eth_getUserOperationByHash',
  'eth_getUserOperationReceipt',
  'pimlico_getUserOperationGasPrice',
])
const BODY_LIMIT = 64 * 1024

const request = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string().max(256), z.number(), z.null()]).optional(),
  method: z.string().max(128),
  params: z.array(z.unknown()).max(4).optional(),
})

export function bundlerRoutes(services: Services) {
  const app = new Hono<Env>()

  // The networks where smart accounts work (an EntryPoint and a bundler), for the wallet to offer.
  app.get('/v1/bundler/chains', (c) =>
    c.json({
      data: [...services.bundlers].map(([chainId, { entryPoint, factory }]) => ({
        chainId,
        entryPoint,
        factory,
      })),
    }),
  )

  app.post(
    '/v1/bundler',
    declaredBodyLimit(BODY_LIMIT, () => {
      throw new HttpError(413, 'body_too_large', `Bundler requests are limited to ${BODY_LIMIT} bytes`)
    }),
    async (c) => {
      const project = await requireProject(c, services)
      const chainId = parseInput(caip2Schema, c.req.query('chainId'), 'chainId')
      const upstream = services.bundlers.get(chainId)
      if (!upstream)
        throw new HttpError(
          400,
          'unsupported_chain',
          `Chain ${chainId} has no bundler: smart accounts are off there`,
        )
      if (!services.limits.rpc.take(project.id))
        throw new HttpError(429, 'rate_limited', 'Too many RPC requests, slow down')
      const body = parseInput(request, await readJson(c.req.raw), 'JSON-RPC request')
      if (!BUNDLER_METHODS.has(body.method))
        throw new HttpError(
          403,
          'method_not_allowed',
          `Requested RPC call is not allowed: ${body.method.slice(0, 64)}`,
        )
      const response = await fetch(upstream.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: body.id ?? 1,
          method: body.method,
          params: body.params ?? [],
        }),
        signal: AbortSignal.timeout(30_000),
      }).catch(() => {
        throw new HttpError(502, 'bundler_unavailable', 'The bundler did not answer')
      })
      // The bundler's JSON-RPC answer (errors included) goes back as it came.
      return new Response(await response.text(), {
        status: response.ok ? 200 : 502,
        headers: { 'content-type': 'application/json' },
      })
    },
  )
  return app
}
