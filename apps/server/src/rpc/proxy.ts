import { HttpError } from '../http/errors'
import type { Logger } from '../http/log'
import { callKey, DEFAULT_RPC_CACHE_LIMITS, RpcCache, type RpcCacheLimits } from './cache'
import { type Head, HeadTracker } from './head-tracker'
import { Flights, type Outcome } from './merge'
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

const idText = (call: RpcCall) => JSON.stringify(call.id ?? null)
const resultEntry = (call: RpcCall, result: string) =>
  `{"jsonrpc":"2.0","id":${idText(call)},"result":${result}}`
const errorEntry = (call: RpcCall, error: unknown) =>
  `{"jsonrpc":"2.0","id":${idText(call)},"error":${JSON.stringify(error)}}`

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

  constructor(
    readonly chain: string,
    urls: readonly string[],
    readonly finalityDepth: number,
    options: RpcProxyOptions,
    private readonly log: Logger,
  ) {
    this.pool = new UpstreamPool(urls, options.upstreamTimeoutMs)
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
   * are used, identical calls in flight are joined, and the rest go upstream as one request.
   */
  async handle(
    calls: readonly RpcCall[],
    batch: boolean,
    allowed: (method: string) => boolean,
  ): Promise<RpcReply> {
    const entries: (string | Promise<string>)[] = []
    const sending: {
      call: RpcCall
      flight?: ReturnType<Flights['start']>
      settle: (o: Outcome) => void
      fail: (e: unknown) => void
    }[] = []
    let epoch: number | undefined
    let writes = false

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
      const policy = cachePolicy(call.method, call.params)
      if (policy.kind === 'never') {
        writes ||= call.method === 'eth_sendRawTransaction'
        const { promise, settle, fail } = deferred()
        sending.push({ call, settle, fail })
        entries.push(promise.then((outcome) => this.entry(call, outcome)))
        continue
      }
      if (policy.kind !== 'forever') epoch ??= await this.head.current()
      const at = policy.kind === 'forever' ? 0 : (epoch as number)
      const key = callKey(call.method, call.params)
      const hit = this.cache.get(key, at)
      if (hit !== undefined) {
        entries.push(resultEntry(call, hit))
        continue
      }
      const flightKey = `${at}\n${key}`
      const joined = this.flights.join(flightKey)
      if (joined) {
        entries.push(joined.then((outcome) => this.entry(call, outcome)))
        continue
      }
      const flight = this.flights.start(flightKey)
      sending.push({
        call,
        flight,
        settle: (outcome) => {
          if ('result' in outcome) this.keep(key, policy, at, outcome.result)
          flight.settle(outcome)
        },
        fail: flight.fail,
      })
      entries.push(flight.promise.then((outcome) => this.entry(call, outcome)))
    }

    if (sending.length > 0) await this.send(sending, writes)

    let texts: string[]
    try {
      texts = await Promise.all(entries)
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

  private entry(call: RpcCall, outcome: Outcome): string {
    return 'result' in outcome ? resultEntry(call, outcome.result) : errorEntry(call, outcome.error)
  }

  /** Sends the calls no cache or flight could answer, as one upstream request, and settles each. */
  private async send(
    sending: { call: RpcCall; settle: (o: Outcome) => void; fail: (e: unknown) => void }[],
    writes: boolean,
  ) {
    const body =
      sending.length === 1
        ? JSON.stringify({
            jsonrpc: '2.0',
            id: 0,
            method: sending[0]?.call.method,
            params: sending[0]?.call.params,
          })
        : JSON.stringify(
            sending.map(({ call }, id) => ({ jsonrpc: '2.0', id, method: call.method, params: call.params })),
          )
    try {
      const answer = await this.pool.post(body)
      let parsed: unknown
      try {
        parsed = answer.status === 200 ? JSON.parse(answer.text) : undefined
      } catch {}
      const byId = new Map<unknown, { result?: unknown; error?: unknown }>()
      for (const item of Array.isArray(parsed) ? parsed : parsed ? [parsed] : []) {
        if (item && typeof item === 'object') byId.set((item as { id?: unknown }).id, item)
      }
      if (byId.size === 0) {
        const raw = new RawAnswer({
          status: answer.status,
          text: answer.text,
          contentType: answer.contentType,
        })
        for (const s of sending) s.fail(raw)
        return
      }
      sending.forEach((s, id) => {
        const item = byId.get(id)
        if (item && 'result' in item) s.settle({ result: JSON.stringify(item.result ?? null) })
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
  private keep(key: string, policy: CachePolicy, epoch: number, text: string) {
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
    else if (policy.kind === 'answer') block = answerBlock(JSON.parse(text))
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

function deferred() {
  let settle!: (outcome: Outcome) => void
  let fail!: (error: unknown) => void
  const promise = new Promise<Outcome>((resolve, reject) => {
    settle = resolve
    fail = reject
  })
  promise.catch(() => {})
  return { promise, settle, fail }
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
