import { sql } from 'drizzle-orm'
import type { Db } from '../db/connect'
import { quotaBuckets } from '../db/schema'
import { isDatabaseUnavailable } from '../db/unavailable'
import { type RateLimit, RateLimiter } from './rate-limit'

/** A limit a route can wait on: in memory (one process) or in the database (all of them). */
export interface Quota {
  take(key: string, now?: number, cost?: number): boolean | Promise<boolean>
}

/** How long a process may spend tokens it took ahead from the shared bucket. */
const LEASE_MS = 1_000
/** The share of a bucket's burst a process takes at once: one statement serves this many calls. */
const LEASE_SHARE = 1 / 20

/**
 * Token buckets kept in the database, for limits that must hold for a project as a whole while
 * several server processes share one PostgreSQL. One statement refills, checks and takes, so two
 * processes taking at once cannot both spend the last token; a refused take changes nothing.
 * A process takes a small lease of tokens at a time (a twentieth of the burst, for at most a
 * second) and spends it in memory, so a busy project costs one statement per lease, not per call;
 * a lease left unspent is lost to the project, so at most N leases go unused with N processes.
 */
export class SharedRateLimiter implements Quota {
  /** While the database cannot be reached, each process keeps the limit alone. */
  private readonly local: RateLimiter
  private readonly leases = new Map<string, { tokens: number; until: number }>()
  /** A lease being taken per key: calls arriving meanwhile wait for it rather than take their own. */
  private readonly pending = new Map<string, Promise<void>>()
  private readonly leaseSize: number

  constructor(
    private readonly db: Db,
    /** Keeps each limit's keys apart in the one table. */
    private readonly kind: string,
    private readonly limit: RateLimit,
  ) {
    this.local = new RateLimiter(limit)
    this.leaseSize = Math.max(1, Math.floor(limit.burst * LEASE_SHARE))
  }

  /** Spends from this process's lease of `key`, if it has enough left. */
  private spend(key: string, now: number, cost: number): boolean {
    const lease = this.leases.get(key)
    if (lease && lease.until <= now) this.leases.delete(key)
    if (!lease || lease.until <= now || lease.tokens < cost) return false
    lease.tokens -= cost
    return true
  }

  async take(key: string, now = Date.now(), cost = 1): Promise<boolean> {
    if (cost > this.limit.burst) return false
    // Wait for a lease on its way, then spend from it; the first caller it does not cover takes the next.
    for (;;) {
      if (this.spend(key, now, cost)) return true
      const pending = this.pending.get(key)
      if (!pending) break
      await pending
    }
    try {
      const size = Math.max(cost, this.leaseSize)
      let granted = false
      const leasing = this.takeShared(key, now, size).then((ok) => {
        if (ok) this.leases.set(key, { tokens: size - cost, until: now + LEASE_MS })
        granted = ok
      })
      const settled = leasing.catch(() => {})
      this.pending.set(key, settled)
      try {
        await leasing
      } finally {
        if (this.pending.get(key) === settled) this.pending.delete(key)
      }
      // Too few tokens left for a whole lease: the call may still have its own.
      return granted || (size > cost && (await this.takeShared(key, now, cost)))
    } catch (error) {
      // A route that needs no database (the RPC proxy for a cached project) keeps working.
      if (isDatabaseUnavailable(error)) return this.local.take(key, now, cost)
      throw error
    }
  }

  private async takeShared(key: string, now: number, cost: number): Promise<boolean> {
    const burst = sql`${this.limit.burst}::float8`
    const at = sql`${Math.floor(now)}::bigint`
    // A clock that steps back (another process's, NTP) neither refills nor drains.
    const refilled = sql`least(${burst}, ${quotaBuckets.tokens} + greatest(0, ${at} - ${quotaBuckets.at}) / 1000.0 * ${this.limit.perSecond}::float8)`
    const rows = await this.db
      .insert(quotaBuckets)
      .values({ key: `${this.kind}|${key}`, tokens: this.limit.burst - cost, at: Math.floor(now) })
      .onConflictDoUpdate({
        target: quotaBuckets.key,
        set: { tokens: sql`${refilled} - ${cost}::float8`, at: sql`greatest(${quotaBuckets.at}, ${at})` },
        setWhere: sql`${refilled} >= ${cost}::float8`,
      })
      .returning({ tokens: quotaBuckets.tokens })
    return rows.length === 1
  }
}
