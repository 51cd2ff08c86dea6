import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { z } from 'zod'
import { caip2Schema } from '../chain/ids'
import { type Ctx, type Env, requireProject, type Services } from '../context'
import { HttpError, parseInput, readJson } from '../http/errors'

/** Reads, fee data and raw-transaction relay only: nothing that signs, administers or debugs a node. */
export const ALLOWED_RPC_METHODS = new Set([
  'eth_blobBaseFee',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_createAccessList',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_sendRawTransaction',
  'eth_syncing',
  'net_listening',
  'net_version',
  'web3_clientVersion',
])

export const RPC_BODY_LIMIT = 512 * 1024
export const RPC_MAX_BATCH = 100
const UPSTREAM_TIMEOUT_MS = 15_000

const rpcRequest = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string().max(256), z.number(), z.null()]).optional(),
  method: z.string().max(128),
  params: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]).optional(),
})
const rpcBody = z.union([rpcRequest, z.array(rpcRequest).min(1).max(RPC_MAX_BATCH)])

export function rpcRoutes(services: Services) {
  const app = new Hono<Env>()

  app.get('/v1/supported-chains', (c) => c.json({ http: [...services.upstreams.keys()], ws: [] }))

  const handler = async (c: Ctx) => {
    const project = await requireProject(c, services)
    const chainId = parseInput(caip2Schema, c.req.query('chainId'), 'chainId')
    const urls = services.upstreams.get(chainId)
    if (!urls || urls.length === 0)
      throw new HttpError(400, 'unsupported_chain', `Chain ${chainId} is not supported`)
    if (!services.limits.rpc.take(project.id))
      throw new HttpError(429, 'rate_limited', 'Too many RPC requests, slow down')
    const body = parseInput(rpcBody, await readJson(c.req.raw), 'JSON-RPC request')
    for (const { method } of Array.isArray(body) ? body : [body]) {
      if (!ALLOWED_RPC_METHODS.has(method)) {
        throw new HttpError(
          403,
          'method_not_allowed',
          `Requested RPC call is not allowed: ${method.slice(0, 64)}`,
        )
      }
    }
    return forward(urls, JSON.stringify(body), services)
  }
  app.post('/v1/', bodyLimit({ maxSize: RPC_BODY_LIMIT, onError: tooLarge }), handler)
  app.post('/v1', bodyLimit({ maxSize: RPC_BODY_LIMIT, onError: tooLarge }), handler)
  return app
}

const tooLarge = () => {
  throw new HttpError(413, 'body_too_large', `JSON-RPC body is limited to ${RPC_BODY_LIMIT} bytes`)
}

/** Tries each upstream in order; a network failure or a 5xx moves on to the next one. */
async function forward(urls: readonly string[], body: string, services: Services): Promise<Response> {
  for (const url of urls) {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
      })
      if (response.status >= 500) {
        services.log.warn('rpc upstream failed', { upstream: url, status: response.status })
        continue
      }
      return new Response(await response.text(), {
        status: response.status,
        headers: { 'content-type': response.headers.get('content-type') ?? 'application/json' },
      })
    } catch (error) {
      services.log.warn('rpc upstream unreachable', { upstream: url, error: String(error) })
    }
  }
  throw new HttpError(502, 'upstream_unavailable', 'No RPC upstream answered for this chain')
}
