import type { MiddlewareHandler } from 'hono'
import { HttpError } from './errors'

// C0 controls (NUL, line breaks, escape, ...) and DEL: no path segment, query value or id of
// this server holds one, and PostgreSQL's text refuses NUL.
export function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code < 0x20 || code === 0x7f) return true
  }
  return false
}

/**
 * Refuses, at the edge and before any route reads them, a path or query string whose decoded
 * text holds a control character: a 400 `invalid_text`, the same for every route.
 */
export const refuseControlCharacters: MiddlewareHandler = async (c, next) => {
  // Without a percent escape nothing decodes to a control character, and Node's parser refuses
  // raw ones: such a URL (the usual case) needs no decoding here.
  if (!c.req.url.includes('%') && !hasControlCharacter(c.req.url)) return next()
  const bad = hasControlCharacter
  const queries = c.req.queries()
  const inQuery = Object.entries(queries).some(([key, values]) => bad(key) || values.some(bad))
  if (bad(c.req.path) || inQuery) {
    throw new HttpError(400, 'invalid_text', 'The path and query must not contain control characters')
  }
  await next()
}
