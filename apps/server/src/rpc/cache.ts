import { Lru, textBytes } from '../cache/lru'

/** Bounds of one chain's RPC cache. */
export interface RpcCacheLimits {
  maxEntries: number
  maxBytes: number
}
export const DEFAULT_RPC_CACHE_LIMITS: RpcCacheLimits = { maxEntries: 10_000, maxBytes: 32 * 1024 * 1024 }

interface Entry {
  /** The answer's `result`, as JSON text. */
  result: string
  /** The head epoch it belongs to; undefined when it can no longer change. */
  epoch: number | undefined
}

/** One chain's cached answers: final ones until evicted, head-bound ones for their epoch only. */
export class RpcCache {
  private readonly lru: Lru<Entry>

  constructor(limits: RpcCacheLimits = DEFAULT_RPC_CACHE_LIMITS) {
    this.lru = new Lru(limits)
  }

  get size() {
    return this.lru.size
  }

  get bytes() {
    return this.lru.bytes
  }

  get(key: string, epoch: number): string | undefined {
    const entry = this.lru.get(key)
    if (!entry) return undefined
    if (entry.epoch !== undefined && entry.epoch !== epoch) {
      this.lru.delete(key)
      return undefined
    }
    return entry.result
  }

  /** Keeps a final answer (`epoch` undefined) or one valid while the head stays at `epoch`. */
  put(key: string, result: string, epoch: number | undefined) {
    this.lru.set(key, { result, epoch }, textBytes(result))
  }
}
