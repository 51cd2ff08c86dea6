import { sql } from 'drizzle-orm'
import type { Db } from '../db/connect'
import { quotaBuckets } from '../db/schema'
import { isDatabaseUnavailable } from '../db/unavailable'
import { type RateLimit, RateLimiter } from './rate-limit'

/** A limit a route can wait on: in memory (one process) or in the database (all of them). */
export interface Quota {
  take(key: string, now?: number, cost?: number): boolean | Promise<boolean>
}

/**
 * Token buckets kept in the database, for limits that must hold for a project as a whole while
 * several server processes share one PostgreSQL. One statement refills, checks and takes, so two
 * processes taking at once cannot both spend the last token; a refused take changes nothing.
 */
export class SharedRateLimiter implements Quota {
  /** While the database cannot be reached, each process keeps the limit alone. */
  private readonly local: RateLimiter

  constructor(
    private readonly db: Db,
    /** Keeps each limit's keys apart in the one table. */
    private readonly kind: string,
    private readonly limit: RateLimit,
  ) {
    this.local = new RateLimiter(limit)
  }

  async take(key: string, now = Date.now(), cost = 1): Promise<boolean> {
    if (cost > this.limit.burst) return false
    try {
      return await this.takeShared(key, now, cost)
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
