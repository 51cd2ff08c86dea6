import { FEATURE_ERRORS } from '../errors/codes'
import { LatchError } from '../errors/latch-error'
import { callJsonRpc, isRetryableRpcError, type JsonRpcRequest } from './json-rpc'
import {
  type EndpointScore,
  type PingSample,
  RANKING_DEFAULTS,
  rankEndpoints,
  scoreEndpoints,
} from './ranking'

// JSON-RPC across several endpoints: tried in order (or best-ranked first), moving on when one
// fails in a way another might not. Ranking polls start with the first request, never at creation,
// and stop with `stop()`.

export interface RankOptions {
  intervalMs?: number
  pingTimeoutMs?: number
  sampleCount?: number
  weights?: { latency: number; stability: number }
  ping?: JsonRpcRequest
}

export interface FallbackTransportOptions {
  urls: readonly string[]
  fetch?: typeof fetch
  /** Time limit of one request to one endpoint. */
  timeoutMs?: number
  rank?: boolean | RankOptions
  /** Called after each ranking round with the new order. */
  onRanked?: (ranked: readonly string[], scores: readonly EndpointScore[]) => void
}

export interface FallbackTransport {
  request<T = unknown>(request: JsonRpcRequest, options?: { signal?: AbortSignal }): Promise<T>
  /** Endpoints in the order the next request tries them. */
  endpoints(): readonly string[]
  /** Runs one ranking round now (also what each polling tick does). */
  rankNow(): Promise<void>
  stop(): void
}

export const DEFAULT_RPC_TIMEOUT_MS = 10_000

export function createFallbackTransport(options: FallbackTransportOptions): FallbackTransport {
  if (options.urls.length === 0) throw new LatchError('NO_RPC_URLS', FEATURE_ERRORS.NO_RPC_URLS)
  const rank = options.rank === true ? {} : options.rank || undefined
  const intervalMs = rank?.intervalMs ?? RANKING_DEFAULTS.intervalMs
  const pingTimeoutMs = rank?.pingTimeoutMs ?? RANKING_DEFAULTS.pingTimeoutMs
  const sampleCount = rank?.sampleCount ?? RANKING_DEFAULTS.sampleCount
  const ping = rank?.ping ?? { method: 'eth_blockNumber' }
  const samples = new Map<string, PingSample[]>(options.urls.map((url) => [url, []]))
  let order: readonly string[] = [...options.urls]
  let nextId = 1
  let poller: ReturnType<typeof setInterval> | undefined
  let ranking: Promise<void> | undefined

  async function sample(url: string): Promise<void> {
    const started = performance.now()
    let ok = true
    try {
      await callJsonRpc(url, ping, {
        timeoutMs: pingTimeoutMs,
        id: nextId++,
        ...(options.fetch ? { fetch: options.fetch } : {}),
      })
    } catch {
      ok = false
    }
    const list = samples.get(url) ?? []
    list.push({ ok, latencyMs: performance.now() - started })
    if (list.length > sampleCount) list.splice(0, list.length - sampleCount)
    samples.set(url, list)
  }

  function rankNow(): Promise<void> {
    // One round at a time: a slow round is not stacked on by the next tick.
    ranking ??= Promise.all(options.urls.map(sample))
      .then(() => {
        const scores = scoreEndpoints(samples, rank?.weights ?? RANKING_DEFAULTS.weights)
        order = rankEndpoints(options.urls, scores)
        options.onRanked?.(order, scores)
      })
      .finally(() => {
        ranking = undefined
      })
    return ranking
  }

  function startPolling(): void {
    if (!rank || poller !== undefined) return
    poller = setInterval(() => void rankNow(), intervalMs)
    // In Node, polling must not keep the process alive.
    ;(poller as { unref?: () => void }).unref?.()
  }

  return {
    async request<T>(request: JsonRpcRequest, callOptions: { signal?: AbortSignal } = {}): Promise<T> {
      startPolling()
      const errors: unknown[] = []
      for (const url of order) {
        try {
          return (await callJsonRpc(url, request, {
            timeoutMs: options.timeoutMs ?? DEFAULT_RPC_TIMEOUT_MS,
            id: nextId++,
            ...(options.fetch ? { fetch: options.fetch } : {}),
            ...(callOptions.signal ? { signal: callOptions.signal } : {}),
          })) as T
        } catch (error) {
          if (!isRetryableRpcError(error)) throw error
          errors.push(error)
        }
      }
      if (callOptions.signal?.aborted) throw new LatchError('RPC_ABORTED', FEATURE_ERRORS.RPC_REQUEST_ABORTED)
      const lastError = errors.at(-1)
      throw new LatchError('RPC_ALL_FAILED', FEATURE_ERRORS.RPC_ALL_FAILED(order.length, request.method), {
        cause: lastError,
        details: { errors: errors.map((e) => (e instanceof Error ? e.message : String(e))) },
      })
    },
    endpoints: () => order,
    rankNow,
    stop() {
      if (poller !== undefined) clearInterval(poller)
      poller = undefined
    },
  }
}
