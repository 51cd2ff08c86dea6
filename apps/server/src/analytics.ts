// What the analytics endpoint keeps: enough to count events per page, nothing that names a
// person. Page addresses lose their query and fragment (tokens, emails and codes travel there),
// client addresses lose their host part, and events leave after a bounded time.
import { isIP } from 'node:net'
import { lt } from 'drizzle-orm'
import type { Db } from './db/connect'
import { analyticsEvents } from './db/schema'

/** How long an event is kept (default). */
export const ANALYTICS_RETENTION_MS = 30 * 24 * 60 * 60_000
/** How often, at most, expired events are swept (on the next event stored). */
const SWEEP_EVERY_MS = 60_000

/** A page address as origin and path only; anything that is not an http(s) URL is dropped. */
export function pageOnly(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return ''
    return `${parsed.origin}${parsed.pathname}`
  } catch {
    return ''
  }
}

/** An IPv4 address to its /24, an IPv6 address to its /48; anything else is not kept. */
export function truncatedClient(address: string): string {
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address
  const family = isIP(plain)
  if (family === 4) return `${plain.split('.').slice(0, 3).join('.')}.0`
  if (family === 6) {
    const [head = '', tail] = plain.split('::')
    const groups = head.split(':').filter(Boolean)
    // With `::` inside the first three groups the rest of the prefix is zeros.
    const prefix = tail === undefined || groups.length >= 3 ? groups : [...groups, '0', '0', '0']
    return `${prefix.slice(0, 3).join(':')}::`
  }
  return 'unknown'
}

/** Deletes events older than the retention, at most once a minute. */
export class AnalyticsRetention {
  private sweptAt = 0

  constructor(
    private readonly db: Db,
    readonly retentionMs = ANALYTICS_RETENTION_MS,
  ) {}

  async sweep(now = Date.now()) {
    if (now - this.sweptAt < SWEEP_EVERY_MS) return
    this.sweptAt = now
    await this.db
      .delete(analyticsEvents)
      .where(lt(analyticsEvents.receivedAt, new Date(now - this.retentionMs)))
  }
}
