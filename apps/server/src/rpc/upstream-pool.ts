import { type Dispatcher, Pool } from 'undici'

/** Spec section 7: upstreams ranked by latency (weight 0.3) and stability (weight 0.7) over 10 samples. */
export const LATENCY_WEIGHT = 0.3
export const STABILITY_WEIGHT = 0.7
export const HEALTH_SAMPLES = 10
export const UPSTREAM_TIMEOUT_MS = 15_000
/**
 * Samples older than this no longer count. An upstream that lost its place is asked only when
 * those above it fail, so without this it could never show it recovered: once its bad samples
 * age out it scores as before any sample and is asked again in its configured place.
 */
export const HEALTH_WINDOW_MS = 30_000
/** Kept-alive connections per upstream; more requests than this wait for a free one. */
const MAX_CONNECTIONS = 64
/** Longest answer read from an upstream (a large eth_getLogs fits; a runaway stream does not). */
const MAX_ANSWER_BYTES = 32 * 1024 * 1024

export interface UpstreamAnswer {
  status: number
  text: string
  contentType: string
}

/** Why a call reached no upstream; `tried` lists what each upstream did. */
export class UpstreamsFailed extends Error {
  constructor(readonly tried: { url: string; why: string }[]) {
    super(`No RPC upstream answered: ${tried.map((t) => `${t.url} ${t.why}`).join('; ')}`)
  }
}

/**
 * One upstream endpoint: its kept-alive connections (an undici pool) and its last samples. Under
 * a load of unique reads, node:http's ClientRequest and agent were the largest JavaScript cost of
 * the miss path; undici sends the same request for less than half of it.
 */
export class Upstream {
  private readonly pool: Pool
  /** Path and query of the URL, and its fixed headers (with credentials from the URL, if any). */
  private readonly path: string
  private readonly headers: Record<string, string>
  private samples: { ok: boolean; ms: number; at: number }[] = []

  constructor(
    readonly url: string,
    private readonly windowMs = HEALTH_WINDOW_MS,
  ) {
    const parsed = new URL(url)
    this.path = `${parsed.pathname}${parsed.search}`
    this.headers = { 'content-type': 'application/json' }
    if (parsed.username || parsed.password) {
      const user = `${decodeURIComponent(parsed.username)}:${decodeURIComponent(parsed.password)}`
      this.headers.authorization = `Basic ${Buffer.from(user).toString('base64')}`
    }
    this.pool = new Pool(parsed.origin, { connections: MAX_CONNECTIONS, maxResponseSize: MAX_ANSWER_BYTES })
  }

  /** Drops samples older than the health window. */
  forgetOld(now = performance.now()) {
    if (this.samples.length > 0 && (this.samples[0]?.at ?? now) <= now - this.windowMs)
      this.samples = this.samples.filter((s) => s.at > now - this.windowMs)
  }

  /** Share of the last samples that succeeded (1 before any sample). */
  get stability() {
    if (this.samples.length === 0) return 1
    return this.samples.filter((s) => s.ok).length / this.samples.length
  }

  /** Mean latency of the last successful samples, undefined before any. */
  get latencyMs() {
    const ok = this.samples.filter((s) => s.ok)
    return ok.length === 0 ? undefined : ok.reduce((sum, s) => sum + s.ms, 0) / ok.length
  }

  record(ok: boolean, ms: number, now = performance.now()) {
    this.samples.push({ ok, ms, at: now })
    if (this.samples.length > HEALTH_SAMPLES) this.samples.shift()
  }

  /** Sends one body and reads the whole answer within `timeoutMs`. */
  post(body: string, timeoutMs: number): Promise<UpstreamAnswer> {
    return new Promise((resolve, reject) => {
      const answer = new AnswerReader(resolve, reject, timeoutMs)
      this.pool.dispatch({ method: 'POST', path: this.path, headers: this.headers, body }, answer)
    })
  }

  close() {
    void this.pool.destroy()
  }
}

/**
 * Collects one upstream answer as text, for undici's dispatch: the whole answer must arrive
 * within the deadline (a native timer; undici's own header and body time-outs tick at about a
 * second). Reading the chunks here, rather than through undici's `request`, spares each upstream
 * call a body stream, an abort signal and their listeners, which a profile of unique reads showed.
 */
class AnswerReader implements Dispatcher.DispatchHandler {
  private readonly timer: ReturnType<typeof setTimeout>
  private controller: Dispatcher.DispatchController | undefined
  private failure: Error | undefined
  private status = 502
  private contentType = 'application/json'
  private readonly chunks: Buffer[] = []

  constructor(
    private readonly resolve: (answer: UpstreamAnswer) => void,
    private readonly reject: (error: Error) => void,
    timeoutMs: number,
  ) {
    this.timer = setTimeout(() => this.fail(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs)
  }

  onRequestStart(controller: Dispatcher.DispatchController) {
    this.controller = controller
    // Timed out while waiting for a free connection: it is not sent at all.
    if (this.failure) controller.abort(this.failure)
  }

  onResponseStart(_: Dispatcher.DispatchController, status: number, headers: Record<string, unknown>) {
    this.status = status
    const type = headers['content-type']
    if (typeof type === 'string') this.contentType = type
  }

  onResponseData(_: Dispatcher.DispatchController, chunk: Buffer) {
    this.chunks.push(chunk)
  }

  onResponseEnd() {
    clearTimeout(this.timer)
    if (this.failure) return
    this.resolve({
      status: this.status,
      text: Buffer.concat(this.chunks).toString('utf8'),
      contentType: this.contentType,
    })
  }

  onResponseError(_: Dispatcher.DispatchController, error: Error) {
    this.fail(error)
  }

  private fail(error: Error) {
    clearTimeout(this.timer)
    if (this.failure) return
    this.failure = error
    this.controller?.abort(error)
    this.reject(error)
  }
}

/**
 * A chain's upstreams, asked in order of health: each scores stability x 0.7 plus latency x 0.3
 * (the fastest mean latency over this one's) on its last 10 samples of the last 30 s. Before
 * any sample, and once an upstream's samples are that old, the configured order holds. A network failure, a time-out or a 5xx moves on to the next one.
 */
export class UpstreamPool {
  readonly upstreams: Upstream[]
  private ranked: Upstream[]

  constructor(
    urls: readonly string[],
    private readonly timeoutMs = UPSTREAM_TIMEOUT_MS,
    healthWindowMs = HEALTH_WINDOW_MS,
  ) {
    this.upstreams = urls.map((url) => new Upstream(url, healthWindowMs))
    this.ranked = [...this.upstreams]
  }

  /** Upstreams best first. */
  get order(): readonly Upstream[] {
    return this.ranked
  }

  async post(body: string): Promise<UpstreamAnswer & { upstream: string }> {
    const tried: { url: string; why: string }[] = []
    for (const upstream of this.ranked) {
      const began = performance.now()
      try {
        const answer = await upstream.post(body, this.timeoutMs)
        const ok = answer.status < 500
        this.sample(upstream, ok, performance.now() - began)
        if (ok) return { ...answer, upstream: upstream.url }
        tried.push({ url: upstream.url, why: `HTTP ${answer.status}` })
      } catch (error) {
        this.sample(upstream, false, performance.now() - began)
        tried.push({ url: upstream.url, why: String((error as Error).message ?? error) })
      }
    }
    throw new UpstreamsFailed(tried)
  }

  private sample(upstream: Upstream, ok: boolean, ms: number) {
    upstream.record(ok, ms)
    if (this.upstreams.length < 2) return
    for (const u of this.upstreams) u.forgetOld()
    const latencies = this.upstreams.map((u) => u.latencyMs).filter((ms) => ms !== undefined)
    const fastest = latencies.length > 0 ? Math.max(Math.min(...latencies), 0.01) : undefined
    const score = (u: Upstream) => {
      const latency = u.latencyMs
      const speed = latency === undefined || fastest === undefined ? 1 : fastest / Math.max(latency, 0.01)
      return STABILITY_WEIGHT * u.stability + LATENCY_WEIGHT * speed
    }
    const scores = new Map(this.upstreams.map((u) => [u, score(u)]))
    // A stable sort: equal scores keep the configured order.
    this.ranked = [...this.upstreams].sort((a, b) => (scores.get(b) ?? 0) - (scores.get(a) ?? 0))
  }

  close() {
    for (const upstream of this.upstreams) upstream.close()
  }
}
