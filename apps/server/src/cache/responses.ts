import { createHash } from 'node:crypto'
import { gzipSync } from 'node:zlib'
import { variedOnOrigin } from '../http/vary'
import { Lru, type LruLimits } from './lru'

/** One representation of an answer: its bytes and their strong entity tag. */
interface Variant {
  body: Buffer<ArrayBuffer>
  etag: string
}

/** An answer as it goes on the wire, encoded once: plain, and gzipped when that is worth it. */
interface Encoded extends Variant {
  gzip: Variant | undefined
}

/**
 * Answers from about one packet up are also kept gzipped: a page of 100 wallets shrinks from
 * ~24 kB to a few kB, which is most of what serving it costs. Below that gzip saves little.
 */
const GZIP_FROM_BYTES = 1_400

const tagOf = (body: Buffer) => createHash('sha256').update(body).digest('base64url').slice(0, 27)

const encode = (value: unknown): Encoded => {
  const body = Buffer.from(JSON.stringify(value), 'utf8')
  const tag = tagOf(body)
  // A strong tag names one representation, so the gzipped bytes get a tag of their own.
  const gzip =
    body.byteLength >= GZIP_FROM_BYTES
      ? { body: gzipSync(body, { level: 9 }) as Buffer<ArrayBuffer>, etag: `"${tag}.gz"` }
      : undefined
  return { body, etag: `"${tag}"`, gzip }
}

const sizeOf = (encoded: Encoded) =>
  encoded.body.byteLength + encoded.etag.length * 2 + (encoded.gzip ? encoded.gzip.body.byteLength + 64 : 0)

/** Whether an Accept-Encoding header allows gzip: named (or `*`) without `q=0`. */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false
  // What browsers send: a plain list of codings, no weights.
  if (!header.includes('q=')) return /(^|[\s,])(x-)?gzip([\s,]|$)|(^|[\s,])\*([\s,]|$)/i.test(header)
  let gzip: boolean | undefined
  let any: boolean | undefined
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';')
    const coding = name.trim().toLowerCase()
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const allowed = weight === undefined || Number(weight.slice(2)) > 0
    if (coding === 'gzip' || coding === 'x-gzip') gzip = allowed
    else if (coding === '*') any = allowed
  }
  return gzip ?? any ?? false
}

/** The request headers a cached answer depends on. */
interface RequestHeaders {
  header(name: string): string | undefined
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
 * costs no database round trip, no serialisation and no compression. Each answer carries a strong
 * ETag (a hash of its bytes); a request whose If-None-Match names it gets a 304 without a body.
 * Large answers go gzipped to clients that accept it. Concurrent misses of one key share one
 * computation.
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
    request?: RequestHeaders,
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
            (value) => this.lru.set(key, value, sizeOf(value)),
            () => {},
          )
          .finally(() => {
            if (this.pending.get(key) === settled) this.pending.delete(key)
          })
      }
      encoded = await computing
    }
    const gzipped = encoded.gzip && acceptsGzip(request?.header('accept-encoding'))
    const variant = gzipped ? (encoded.gzip as Variant) : encoded
    // Caches between us and the client must keep the two representations apart.
    const vary = encoded.gzip ? 'Origin, Accept-Encoding' : 'Origin'
    const ifNoneMatch = request?.header('if-none-match')
    if (ifNoneMatch !== undefined && matches(ifNoneMatch, variant.etag)) {
      return variedOnOrigin(new Response(null, { status: 304, headers: { etag: variant.etag, vary } }))
    }
    const headers: Record<string, string> = { 'content-type': 'application/json', etag: variant.etag, vary }
    if (gzipped) headers['content-encoding'] = 'gzip'
    return variedOnOrigin(new Response(variant.body, { headers }))
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
