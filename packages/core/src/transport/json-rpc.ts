import { FEATURE_ERRORS } from '../errors/codes'
import { LatchError } from '../errors/latch-error'

// One JSON-RPC call over HTTP to one endpoint, with a time limit and the caller's AbortSignal.

export interface JsonRpcRequest {
  method: string
  params?: unknown
}

export interface RpcCallOptions {
  fetch?: typeof fetch
  signal?: AbortSignal
  timeoutMs: number
  id: number
}

/** Error codes a different endpoint may answer differently (overload, missing method, internal). */
const RETRYABLE_RPC_CODES = new Set([-32601, -32603, -32005, -32002, -32001])

/** An error another endpoint might not give: worth falling back for. */
export function isRetryableRpcError(error: unknown): boolean {
  if (!(error instanceof LatchError)) return true
  if (error.code === 'RPC_ABORTED') return false
  if (error.code === 'RPC_ERROR')
    return RETRYABLE_RPC_CODES.has((error.details as { rpcCode?: number }).rpcCode ?? 0)
  return true
}

export async function callJsonRpc(
  url: string,
  request: JsonRpcRequest,
  options: RpcCallOptions,
): Promise<unknown> {
  if (options.signal?.aborted) throw new LatchError('RPC_ABORTED', FEATURE_ERRORS.RPC_REQUEST_ABORTED)
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, options.timeoutMs)
  const onAbort = () => controller.abort()
  options.signal?.addEventListener('abort', onAbort, { once: true })
  try {
    const doFetch = options.fetch ?? globalThis.fetch
    const response = await doFetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: options.id,
        method: request.method,
        params: request.params ?? [],
      }),
      signal: controller.signal,
    })
    const text = await response.text()
    if (!response.ok) {
      throw new LatchError('HTTP_STATUS', FEATURE_ERRORS.HTTP_STATUS(response.status), {
        details: { url, status: response.status },
      })
    }
    let body: { result?: unknown; error?: { code?: number; message?: string; data?: unknown } }
    try {
      body = JSON.parse(text)
    } catch (error) {
      throw new LatchError('RPC_INVALID_RESPONSE', FEATURE_ERRORS.RPC_INVALID_RESPONSE(url), { cause: error })
    }
    if (body.error) {
      throw new LatchError('RPC_ERROR', body.error.message ?? FEATURE_ERRORS.RPC_ERROR, {
        details: { url, rpcCode: body.error.code, data: body.error.data },
      })
    }
    return body.result
  } catch (error) {
    if (options.signal?.aborted)
      throw new LatchError('RPC_ABORTED', FEATURE_ERRORS.RPC_REQUEST_ABORTED, { cause: error })
    if (timedOut) throw new LatchError('RPC_TIMEOUT', FEATURE_ERRORS.RPC_TIMEOUT(options.timeoutMs, url))
    if (error instanceof LatchError) throw error
    throw new LatchError('NETWORK_ERROR', FEATURE_ERRORS.RPC_FAILED(url), { cause: error })
  } finally {
    clearTimeout(timer)
    options.signal?.removeEventListener('abort', onAbort)
  }
}
