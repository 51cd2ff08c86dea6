import { HttpError } from '../http/errors'
import type { Logger } from '../http/log'
import { DEFAULT_RPC_CACHE_LIMITS, RpcCache, type RpcCacheLimits } from './cache'
import { type Head, HeadTracker } from './head-tracker'
import { Flight, Flights, type Outcome } from './merge'
import {
  answerBlock,
  type CachePolicy,
  cachePolicy,
  DEFAULT_FINALITY_DEPTH,
  FINALITY_DEPTH,
  isEmptyAnswer,
} from './methods'
import { UpstreamPool, UpstreamsFailed } from './upstream-pool'

export interface RpcProxyOptions {
  /** Bounds of each chain's cache. */
  cache?: Partial<RpcCacheLimits>
  /** How often a chain's head is polled at most, shared by all callers (default 1000 ms). */
  headPollMs?: number
  /** Blocks after which an answer can no longer change, per CAIP-2 chain (defaults in methods.ts). */
  finality?: Record<string, number>
  /** Longest wait for one upstream before the next is tried (default 15 s). */
  upstreamTimeoutMs?: number
  /** How long an upstream's health samples count (default 30 s); see UpstreamPool. */
  healthWindowMs?: number
  /**
   * Reads from different requests arriving in the same turn of the event loop go upstream as one
   * JSON-RPC batch (default true). Off, each request's own calls still go together.
   */
  coalesce?: boolean
  /** Most calls in one upstream request; larger sets are split (default 100). */
  maxUpstreamBatch?: number
  /** Most blocks one eth_getLogs may span (default 1000); a wider range gets a -32005 error. */
  maxLogsRange?: number
  /** Largest answer to one call, in bytes of JSON (default 2 MiB); a larger one gets a -32005 error. */
  maxAnswerBytes?: number
}

export const DEFAULT_MAX_LOGS_RANGE = 1_000
export const DEFAULT_MAX_ANSWER_BYTES = 2 * 1024 * 1024

export const DEFAULT_MAX_UPSTREAM_BATCH = 100
/** Reads that may be slow to answer, sent on their own so they never hold up anyone else's. */
const ALONE = new Set(['eth_getLogs'])

/** A call on its way upstream; its answer settles everyone waiting and, for a read, may be kept. */
class Pending extends Flight {
  constructor(
    readonly method: string,
    /** Its params as JSON text; undefined when the caller sent none. */
    readonly params: string | undefined,
    flights?: Flights,
    flightKey?: string,
    private readonly keeper?: { proxy: ChainProxy; key: string; policy: CachePolicy; epoch: number },
  ) {
    super(flights, flightKey)
  }

  override settle(outcome: Outcome) {
    const k = this.keeper
    if (k && 'result' in outcome) k.proxy.keep(k.key, k.policy, k.epoch, outcome.result)
    super.settle(outcome)
  }
}

export const DEFAULT_HEAD_POLL_MS = 1_000

/** One JSON-RPC call as the client sent it (already checked against the request schema). */
export interface RpcCall {
  jsonrpc: '2.0'
  id?: string | number | null
  method: string
  params?: unknown
}

export interface RpcReply {
  status: number
  text: string
  contentType: string
}

const METHOD_REFUSED = -32601
const INTERNAL_ERROR = -32603
/** EIP-1474's "limit exceeded". */
const LIMIT_EXCEEDED = -32005
const HEAD_TAGS = new Set(['latest', 'safe', 'finalized', 'pending'])

const idText = (call: RpcCall) => JSON.stringify(call.id ?? null)
const resultEntry = (call: RpcCall, result: string) =>
  `{"jsonrpc":"2.0","id":${idText(call)},"result":${result}}`
const errorEntry = (call: RpcCall, error: unknown) =>
  `{"jsonrpc":"2.0","id":${idText(call)},"error":${JSON.stringify(error)}}`

/** One call as sent upstream: its index in the upstream request is its id. */
const upstreamCall = (p: Pending, id: number) =>
  `{"jsonrpc":"2.0","id":${id},"method":${JSON.stringify(p.method)}${p.params === undefined ? '' : `,"params":${p.params}`}}`

/** The raw answer of an upstream that did not speak JSON-RPC (e.g. a 4xx page). */
class RawAnswer extends Error {
  constructor(readonly reply: RpcReply) {
    super(`upstream answered HTTP ${reply.status}`)
  }
}

/** One chain behind the proxy: its upstreams, head, cache and calls in flight. */
export class ChainProxy {
  readonly pool: UpstreamPool
  readonly head: HeadTracker
  readonly cache: RpcCache
  readonly flights = new Flights()
  private readonly coalesce: boolean
  private readonly maxBatch: number
  private readonly maxLogsRange: bigint
  private readonly maxAnswerBytes: number
  private queue: Pending[] = []
  private flushing: ReturnType<typeof setImmediate> | undefined

  constructor(
    readonly chain: string,
    urls: readonly string[],
    readonly finalityDepth: number,
    options: RpcProxyOptions,
    private readonly log: Logger,
  ) {
    this.pool = new UpstreamPool(urls, options.upstreamTimeoutMs, options.healthWindowMs)
    this.coalesce = options.coalesce ?? true
    this.maxBatch = Math.max(1, Math.floor(options.maxUpstreamBatch ?? DEFAULT_MAX_UPSTREAM_BATCH))
    this.maxLogsRange = BigInt(Math.max(1, Math.floor(options.maxLogsRange ?? DEFAULT_MAX_LOGS_RANGE)))
    this.maxAnswerBytes = options.maxAnswerBytes ?? DEFAULT_MAX_ANSWER_BYTES
    this.cache = new RpcCache({ ...DEFAULT_RPC_CACHE_LIMITS, ...options.cache })
    this.head = new HeadTracker(() => this.readHead(), options.headPollMs ?? DEFAULT_HEAD_POLL_MS)
  }

  private async readHead(): Promise<Head> {
    const answer = await this.pool.post(
      '{"jsonrpc":"2.0","id":1,"method":"eth_getBlockByNumber","params":["latest",false]}',
    )
    const block = (JSON.parse(answer.text) as { result?: { number?: string; hash?: string } }).result
    if (!block?.number || !block.hash) throw new Error('no latest block')
    return { number: BigInt(block.number), hash: block.hash }
  }

  /**
   * Answers calls (one, or a batch in order): refused methods get an error entry, cached answers
   * are used, identical calls in flight are joined, and the rest go upstream: writes at once in a
   * request of their own, reads coalesced with the reads of other requests arriving in the same
   * turn of the event loop (one upstream batch for many callers, see `RpcProxyOptions.coalesce`).
   */
  async handle(
    calls: readonly RpcCall[],
    batch: boolean,
    allowed: (method: string) => boolean,
  ): Promise<RpcReply> {
    // Each entry: its answer text, or the call and the outcome it waits for.
    const entries: (string | { call: RpcCall; outcome: Promise<Outcome> })[] = []
    const writes: Pending[] = []
    const alone: Pending[] = []
    let epoch: number | undefined

    for (const call of calls) {
      if (!allowed(call.method)) {
        entries.push(
          errorEntry(call, {
            code: METHOD_REFUSED,
            message: `Requested RPC call is not allowed: ${call.method.slice(0, 64)}`,
          }),
        )
        continue
      }
      if (call.method === 'eth_getLogs') {
        const refusal = await this.logsRangeRefusal(call.params)
        if (refusal) {
          entries.push(errorEntry(call, { code: LIMIT_EXCEEDED, message: refusal }))
          continue
        }
      }
      const params = call.params === undefined ? undefined : JSON.stringify(call.params)
      const policy = cachePolicy(call.method, call.params)
      if (policy.kind === 'never') {
        const write = new Pending(call.method, params)
        writes.push(write)
        entries.push({ call, outcome: write.promise })
        continue
      }
      if (policy.kind !== 'forever') epoch ??= this.head.fresh() ?? (await this.head.current())
      const at = policy.kind === 'forever' ? 0 : (epoch as number)
      // The cache key: method and parameters, whatever the id.
      const key = `${call.method}\n${params ?? '[]'}`
      const hit = this.cache.get(key, at)
      if (hit !== undefined) {
        entries.push(resultEntry(call, hit))
        continue
      }
      const flightKey = `${at}\n${key}`
      const joined = this.flights.join(flightKey)
      if (joined) {
        entries.push({ call, outcome: joined })
        continue
      }
      const read = new Pending(call.method, params, this.flights, flightKey, {
        proxy: this,
        key,
        policy,
        epoch: at,
      })
      this.flights.add(read)
      if (this.coalesce && !ALONE.has(call.method)) this.enqueue(read)
      else alone.push(read)
      entries.push({ call, outcome: read.promise })
    }

    if (writes.length > 0) void this.send(writes, true)
    if (alone.length > 0) void this.send(alone, false)

    const texts: string[] = []
    try {
      for (const entry of entries)
        texts.push(typeof entry === 'string' ? entry : this.entry(entry.call, await entry.outcome))
    } catch (error) {
      if (error instanceof RawAnswer && !batch) return error.reply
      if (error instanceof UpstreamsFailed) {
        this.log.warn('rpc upstreams failed', { chain: this.chain, tried: error.tried })
        throw new HttpError(502, 'upstream_unavailable', 'No RPC upstream answered for this chain')
      }
      throw error
    }
    return {
      status: 200,
      text: batch ? `[${texts.join(',')}]` : (texts[0] as string),
      contentType: 'application/json',
    }
  }

  /**
   * Why an eth_getLogs filter spans too many blocks (a tag counts as the head, `earliest` as 0),
   * or undefined. A filter by block hash spans one block; one this cannot read is the upstream's
   * to refuse.
   */
  private async logsRangeRefusal(params: unknown): Promise<string | undefined> {
    const filter: unknown = Array.isArray(params) ? params[0] : undefined
    if (!filter || typeof filter !== 'object' || 'blockHash' in filter) return undefined
    const { fromBlock, toBlock } = filter as { fromBlock?: unknown; toBlock?: unknown }
    const blockOf = async (tag: unknown): Promise<bigint | undefined> => {
      if (tag === undefined || (typeof tag === 'string' && HEAD_TAGS.has(tag))) {
        await this.head.current()
        return this.head.head?.number
      }
      if (tag === 'earliest') return 0n
      if (typeof tag === 'string' && /^0x[0-9a-f]{1,16}$/i.test(tag)) return BigInt(tag)
      return undefined
    }
    const from = await blockOf(fromBlock)
    const to = await blockOf(toBlock)
    if (from === undefined || to === undefined || to - from < this.maxLogsRange) return undefined
    return `eth_getLogs is limited to ${this.maxLogsRange} blocks; ask for a smaller range`
  }

  private entry(call: RpcCall, outcome: Outcome): string {
    return 'result' in outcome ? resultEntry(call, outcome.result) : errorEntry(call, outcome.error)
  }

  /** Queues a read for the next upstream batch, sent once this turn's requests are all read. */
  private enqueue(pending: Pending) {
    this.queue.push(pending)
    if (this.queue.length >= this.maxBatch) this.flush()
    else if (!this.flushing) this.flushing = setImmediate(() => this.flush())
  }

  private flush() {
    if (this.flushing) clearImmediate(this.flushing)
    this.flushing = undefined
    const queued = this.queue
    this.queue = []
    if (queued.length > 0) void this.send(queued, false)
  }

  /**
   * Sends calls no cache or flight could answer, in upstream requests of at most `maxBatch`
   * calls (a lone call as a plain object), and settles each with its own answer. Never throws.
   */
  private async send(sending: readonly Pending[], writes: boolean): Promise<void> {
    if (sending.length > this.maxBatch) {
      const parts: Promise<void>[] = []
      for (let at = 0; at < sending.length; at += this.maxBatch)
        parts.push(this.send(sending.slice(at, at + this.maxBatch), writes))
      await Promise.all(parts)
      return
    }
    const body =
      sending.length === 1
        ? upstreamCall(sending[0] as Pending, 0)
        : `[${sending.map(upstreamCall).join(',')}]`
    try {
      const answer = await this.pool.post(body)
      let parsed: unknown
      try {
        parsed = answer.status === 200 ? JSON.parse(answer.text) : undefined
      } catch {}
      if (!parsed || typeof parsed !== 'object') {
        const raw = new RawAnswer({
          status: answer.status,
          text: answer.text,
          contentType: answer.contentType,
        })
        for (const s of sending) s.fail(raw)
        return
      }
      if (!Array.isArray(parsed)) {
        const only = parsed as { id?: unknown; result?: unknown; error?: unknown }
        // One error for a whole batch (too large, rate limited): every call in it gets that error.
        if (sending.length > 1 && only.error !== undefined && only.id === null) {
          for (const s of sending) s.settle({ error: only.error })
          return
        }
        parsed = [only]
      }
      const byId = new Map<unknown, { result?: unknown; error?: unknown }>()
      for (const item of parsed as unknown[]) {
        if (item && typeof item === 'object') byId.set((item as { id?: unknown }).id, item)
      }
      sending.forEach((s, id) => {
        const item = byId.get(id)
        const text = item && 'result' in item ? JSON.stringify(item.result ?? null) : undefined
        if (text !== undefined && text.length > this.maxAnswerBytes)
          s.settle({
            error: {
              code: LIMIT_EXCEEDED,
              message: `The answer is larger than ${this.maxAnswerBytes} bytes; ask for less`,
            },
          })
        else if (text !== undefined) s.settle({ result: text })
        else if (item?.error !== undefined) s.settle({ error: item.error })
        else
          s.settle({ error: { code: INTERNAL_ERROR, message: 'The upstream gave no answer to this call' } })
      })
    } catch (error) {
      for (const s of sending) s.fail(error)
    } finally {
      // A transaction went through: balances, nonces and the head may all have moved.
      if (writes) this.head.invalidate()
    }
  }

  /** Keeps an answer for as long as it cannot change (see CachePolicy). */
  keep(key: string, policy: CachePolicy, epoch: number, text: string) {
    if (text === 'null') return
    if (policy.kind === 'forever') return this.cache.put(key, text, undefined)
    if (key.startsWith('eth_blockNumber\n')) {
      const value = JSON.parse(text)
      if (typeof value === 'string' && /^0x[0-9a-f]{1,16}$/i.test(value)) this.head.observe(BigInt(value))
      return this.cache.put(key, text, this.head.epoch)
    }
    const head = this.head.head
    const finalAt = head ? head.number - BigInt(this.finalityDepth) : -1n
    let block: bigint | undefined
    if (policy.kind === 'block') block = policy.to
    else if (policy.kind === 'answer') {
      block = answerBlock(JSON.parse(text))
      // A receipt or transaction from a block past the known head (mined since the last poll,
      // outside this proxy) moves the head: answers tied to the old head, balances among them,
      // are not served again.
      if (block !== undefined && head && block > head.number) this.head.observe(block)
    }
    if (block !== undefined && block <= finalAt) return this.cache.put(key, text, undefined)
    // Not final: kept for this head only, and never an empty answer for a block not seen yet.
    if (epoch !== this.head.epoch) return
    if (
      policy.kind === 'block' &&
      (!head || block === undefined || block > head.number) &&
      isEmptyAnswer(JSON.parse(text))
    )
      return
    this.cache.put(key, text, epoch)
  }

  close() {
    this.pool.close()
  }
}

/** The RPC proxy over every configured chain. */
export class RpcProxy {
  readonly chains = new Map<string, ChainProxy>()

  constructor(upstreams: ReadonlyMap<string, readonly string[]>, options: RpcProxyOptions, log: Logger) {
    for (const [chain, urls] of upstreams) {
      if (urls.length === 0) continue
      const depth = options.finality?.[chain] ?? FINALITY_DEPTH[chain] ?? DEFAULT_FINALITY_DEPTH
      this.chains.set(chain, new ChainProxy(chain, urls, depth, options, log))
    }
  }

  close() {
    for (const chain of this.chains.values()) chain.close()
  }
}
