import { Hono } from 'hono'
import { z } from 'zod'
import { caip2Schema } from '../chain/ids'
import { type Ctx, clientOf, type Env, requireProject, type Services } from '../context'
import { declaredBodyLimit } from '../http/body-limit'
import { HttpError, parseInput } from '../http/errors'
import { jsonDepth, MAX_JSON_DEPTH } from '../http/json-depth'
import { variedOnOrigin } from '../http/vary'
import { SOLANA_RPC_METHODS } from '../rpc/solana-methods'

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

const rpcRequest = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string().max(256), z.number(), z.null()]).optional(),
  method: z.string().max(128),
  params: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]).optional(),
})
const rpcBody = z.union([rpcRequest, z.array(rpcRequest).min(1).max(RPC_MAX_BATCH)])

const NO_METHODS: ReadonlySet<string> = new Set()

/** The methods relayed on a chain, by its namespace; a chain of any other namespace gets none. */
export function allowedRpcMethods(chainId: string): ReadonlySet<string> {
  if (chainId.startsWith('eip155:')) return ALLOWED_RPC_METHODS
  if (chainId.startsWith('solana:')) return SOLANA_RPC_METHODS
  return NO_METHODS
}

export function rpcRoutes(services: Services) {
  const app = new Hono<Env>()

  app.get('/v1/supported-chains', (c) => c.json({ http: [...services.upstreams.keys()], ws: [] }))

  const handler = async (c: Ctx) => {
    const project = await requireProject(c, services)
    const chainId = c.req.query('chainId')
    // A configured chain id is a valid one; anything else is checked for a precise answer.
    const chain = chainId === undefined ? undefined : services.rpc.chains.get(chainId)
    if (!chain) {
      const parsed = parseInput(caip2Schema, chainId, 'chainId')
      throw new HttpError(400, 'unsupported_chain', `Chain ${parsed} is not supported`)
    }
    const methods = allowedRpcMethods(chain.chain)
    const allowed = (method: string) => methods.has(method)
    const body = parseInput(rpcBody, parseJson(await c.req.text()), 'JSON-RPC request')
    // A batch costs its length: each client within its share, and the project within its quota.
    const cost = Array.isArray(body) ? body.length : 1
    const now = Date.now()
    if (
      !services.limits.rpcPerClient.take(`${project.id}|${clientOf(c)}`, now, cost) ||
      !(await services.limits.rpc.take(project.id, now, cost))
    )
      throw new HttpError(429, 'rate_limited', 'Too many RPC requests, slow down')
    // A lone call to a refused method is refused whole; in a batch, only its own entry is.
    if (!Array.isArray(body) && !allowed(body.method)) {
      throw new HttpError(
        403,
        'method_not_allowed',
        `Requested RPC call is not allowed: ${body.method.slice(0, 64)}`,
      )
    }
    const reply = await chain.handle(Array.isArray(body) ? body : [body], Array.isArray(body), allowed)
    return variedOnOrigin(
      new Response(reply.text, {
        status: reply.status,
        headers: { 'content-type': reply.contentType, vary: 'Origin' },
      }),
    )
  }
  app.post('/v1/', declaredBodyLimit(RPC_BODY_LIMIT, tooLarge), handler)
  app.post('/v1', declaredBodyLimit(RPC_BODY_LIMIT, tooLarge), handler)
  return app
}

const tooLarge = (): never => {
  throw new HttpError(413, 'body_too_large', `JSON-RPC body is limited to ${RPC_BODY_LIMIT} bytes`)
}

/**
 * The body as JSON. Too deep a nesting is a 400 before parsing (the schema and the cache key
 * walk the value); nothing here is stored, so the strings are not checked further.
 */
function parseJson(text: string): unknown {
  if (jsonDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
    throw new HttpError(400, 'json_too_deep', `JSON may nest at most ${MAX_JSON_DEPTH} levels`)
  }
  try {
    return JSON.parse(text)
  } catch {
    throw new HttpError(400, 'invalid_json', 'Request body must be JSON')
  }
}
