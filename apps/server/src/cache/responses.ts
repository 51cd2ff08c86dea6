import { createHash } from 'node:crypto'
import { variedOnOrigin } from '../http/vary'
import { Lru, type LruLimits } from './lru'

/** An answer as it goes on the wire: its bytes, encoded once, and their strong entity tag. */
interface Encoded {
  body: Buffer<ArrayBuffer>
  etag: string
}

const encode = (value: unknown): Encoded => {
  const body = Buffer.from(JSON.stringify(value), 'utf8')
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` }
}

/** Whether an If-None-Match header names this tag (or is `*`). */
const matches = (ifNoneMatch: string, etag: string) =>
  ifNoneMatch === etag ||
  ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim()
    return t === etag || t === '*' || t === `W/${etag}`
  })

/**
 * JSON answers of a read route, kept as the bytes sent, bounded by entries, bytes and age: a hit
 * costs no database round trip, no serialisation and no encoding. Each answer carries a strong
 * ETag (a hash of its bytes); a request whose If-None-Match names it gets a 304 without a body.
 * Concurrent misses of one key share one computation.
 */
export class ResponseCache {
  private readonly lru: Lru<Encoded>
  private readonly pending = new Map<string, Promise<Encoded>>()

  constructor(limits: LruLimits) {
    this.lru = new Lru(limits)
  }

  get size() {
    return this.lru.size
  }

  /** Bytes held, keys and bookkeeping included (within `maxBytes`). */
  get bytes() {
    return this.lru.bytes
  }

  async json(
    key: string,
    compute: () => Promise<unknown> | unknown,
    refresh = false,
    ifNoneMatch?: string,
  ): Promise<Response> {
    let encoded = refresh ? undefined : this.lru.get(key)
    if (encoded === undefined) {
      let computing = refresh ? undefined : this.pending.get(key)
      if (!computing) {
        computing = Promise.resolve().then(compute).then(encode)
        this.pending.set(key, computing)
        const settled = computing
        computing
          .then(
            (value) => this.lru.set(key, value, value.body.byteLength + value.etag.length * 2),
            () => {},
          )
          .finally(() => {
            if (this.pending.get(key) === settled) this.pending.delete(key)
          })
      }
      encoded = await computing
    }
    if (ifNoneMatch !== undefined && matches(ifNoneMatch, encoded.etag)) {
      return variedOnOrigin(
        new Response(null, { status: 304, headers: { etag: encoded.etag, vary: 'Origin' } }),
      )
    }
    return variedOnOrigin(
      new Response(encoded.body, {
        headers: { 'content-type': 'application/json', etag: encoded.etag, vary: 'Origin' },
      }),
    )
  }

  delete(key: string) {
    this.lru.delete(key)
  }

  clear() {
    this.lru.clear()
  }
}

/** The part of a URL after `?` (empty without one), without parsing the URL. */
export const queryOf = (url: string) => {
  const at = url.indexOf('?')
  return at === -1 ? '' : url.slice(at + 1)
}

/** A cache key from a request URL: its path and query only, so a forged Host header cannot add entries. */
export function pathAndQuery(url: string): string {
  const parsed = new URL(url)
  return `${parsed.pathname}${parsed.search}`
}
