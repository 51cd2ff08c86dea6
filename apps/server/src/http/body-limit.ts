import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'

/**
 * Hono's body limit, without its cost when the request says its length: a declared
 * Content-Length is checked against the limit (Node's parser never reads past it), and the body
 * is then read on the adapter's fast path. Hono's middleware, which streams the body through a
 * full Request object, stays for chunked bodies.
 */
export function declaredBodyLimit(maxSize: number, onError: () => never): MiddlewareHandler {
  const streaming = bodyLimit({ maxSize, onError })
  return (c, next) => {
    const declared = c.req.header('content-length')
    if (declared === undefined || c.req.header('transfer-encoding') !== undefined) return streaming(c, next)
    if (!/^\d{1,15}$/.test(declared) || Number(declared) > maxSize) onError()
    return next()
  }
}
