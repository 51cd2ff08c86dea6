import { Lru, type LruLimits, textBytes } from './lru'

const JSON_HEADERS = { 'content-type': 'application/json' }

/**
 * Serialised JSON answers of a read route, bounded by entries, bytes and age: a hit costs no
 * database round trip and no serialisation. Concurrent misses of one key share one computation.
 */
export class ResponseCache {
  private readonly lru: Lru<string>
  private readonly pending = new Map<string, Promise<string>>()

  constructor(limits: LruLimits) {
    this.lru = new Lru(limits)
  }

  get size() {
    return this.lru.size
  }

  async json(key: string, compute: () => Promise<unknown> | unknown, refresh = false): Promise<Response> {
    let text = refresh ? undefined : this.lru.get(key)
    if (text === undefined) {
      let computing = refresh ? undefined : this.pending.get(key)
      if (!computing) {
        computing = Promise.resolve()
          .then(compute)
          .then((value) => JSON.stringify(value))
        this.pending.set(key, computing)
        const settled = computing
        computing
          .then(
            (value) => this.lru.set(key, value, textBytes(value)),
            () => {},
          )
          .finally(() => {
            if (this.pending.get(key) === settled) this.pending.delete(key)
          })
      }
      text = await computing
    }
    return new Response(text, { headers: JSON_HEADERS })
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
