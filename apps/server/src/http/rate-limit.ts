export interface RateLimit {
  /** Sustained requests per second. */
  perSecond: number
  /** Requests allowed at once before the rate applies. */
  burst: number
}

/** Token buckets keyed by caller; in memory, so a limit holds per server process. */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>()

  constructor(private readonly limit: RateLimit) {}

  take(key: string, now = Date.now()): boolean {
    const bucket = this.buckets.get(key) ?? { tokens: this.limit.burst, at: now }
    bucket.tokens = Math.min(
      this.limit.burst,
      // A clock that steps back (NTP, tests) neither refills nor drains.
      bucket.tokens + (Math.max(0, now - bucket.at) / 1000) * this.limit.perSecond,
    )
    bucket.at = now
    const allowed = bucket.tokens >= 1
    if (allowed) bucket.tokens -= 1
    // Forget idle callers so hostile key churn cannot grow memory without bound.
    if (!this.buckets.has(key) && this.buckets.size >= 10_000) this.buckets.clear()
    this.buckets.set(key, bucket)
    return allowed
  }
}
