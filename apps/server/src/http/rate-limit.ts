import { Lru } from '../cache/lru'

export interface RateLimit {
  /** Sustained requests per second. */
  perSecond: number
  /** Requests allowed at once before the rate applies. */
  burst: number
}

/** Most callers a limiter remembers; past that the longest idle one is forgotten. */
export const DEFAULT_LIMITER_KEYS = 10_000

interface Bucket {
  tokens: number
  at: number
}

/**
 * Token buckets keyed by caller; in memory, so a limit holds per server process. The callers are
 * kept least-recently-used first: hostile key churn forgets the idlest callers one at a time,
 * never every bucket at once (which would hand a busy caller a fresh burst).
 */
export class RateLimiter {
  private readonly buckets: Lru<Bucket>

  constructor(
    private readonly limit: RateLimit,
    maxKeys = DEFAULT_LIMITER_KEYS,
  ) {
    this.buckets = new Lru({ maxEntries: maxKeys, maxBytes: Number.MAX_SAFE_INTEGER })
  }

  /** Callers remembered. */
  get size() {
    return this.buckets.size
  }

  /** Takes `cost` tokens (a JSON-RPC batch costs its length); false, taking none, when short. */
  take(key: string, now = Date.now(), cost = 1): boolean {
    let bucket = this.buckets.get(key, now)
    if (!bucket) {
      bucket = { tokens: this.limit.burst, at: now }
      this.buckets.set(key, bucket, 0)
    }
    bucket.tokens = Math.min(
      this.limit.burst,
      // A clock that steps back (NTP, tests) neither refills nor drains.
      bucket.tokens + (Math.max(0, now - bucket.at) / 1000) * this.limit.perSecond,
    )
    bucket.at = now
    if (bucket.tokens < cost) return false
    bucket.tokens -= cost
    return true
  }
}
