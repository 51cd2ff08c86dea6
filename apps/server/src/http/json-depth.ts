/**
 * Guards for untrusted JSON that never recurse: deeply nested input must end in a clean 400, not
 * in a stack overflow inside `JSON.stringify` or a schema walk.
 */

/** Deeper than any request this server takes (JSON-RPC params included). */
export const MAX_JSON_DEPTH = 64

/**
 * The deepest nesting of arrays and objects in JSON text, counted in one pass over the
 * characters (brackets inside strings are skipped). Stops counting once `limit` is passed.
 */
export function jsonDepth(text: string, limit = Number.POSITIVE_INFINITY): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i)
    if (inString) {
      if (ch === 0x5c)
        i++ // backslash: the next character is escaped
      else if (ch === 0x22) inString = false
      continue
    }
    if (ch === 0x22) inString = true
    else if (ch === 0x5b || ch === 0x7b) {
      depth++
      if (depth > deepest) {
        deepest = depth
        if (deepest > limit) return deepest
      }
    } else if (ch === 0x5d || ch === 0x7d) depth--
  }
  return deepest
}

// NUL, and a UTF-16 surrogate without its pair: PostgreSQL's text and jsonb store neither.
const UNSTORABLE = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/** True when a string can be kept in a text or jsonb column as it is. */
export const storable = (value: string) => !UNSTORABLE.test(value)

/** Whether every string (keys included) in a parsed JSON value can be stored; walks with a queue. */
export function storableJson(value: unknown): boolean {
  const pending: unknown[] = [value]
  while (pending.length > 0) {
    const item = pending.pop()
    if (typeof item === 'string') {
      if (!storable(item)) return false
    } else if (Array.isArray(item)) {
      for (const element of item) pending.push(element)
    } else if (item !== null && typeof item === 'object') {
      for (const [key, element] of Object.entries(item)) {
        if (!storable(key)) return false
        pending.push(element)
      }
    }
  }
  return true
}
