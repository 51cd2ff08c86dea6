// Field checks for sign-in messages. Every field ends up on its own line of signed text, so a
// field that could smuggle a line break (or anything a wallet may render as one) is refused:
// otherwise "Domain: evil.com" could be injected into what the user believes they sign.
// createSIWX checks its options with these when the page loads; the checks only a message needs
// are in issued-fields.ts, which loads with the message code.

import { BaseError } from '@latch/core'

/** A field that cannot go into a sign-in message; `field` names it. */
export class SIWXMessageError extends BaseError<'SIWX_MESSAGE_FIELD_INVALID'> {
  override name = 'SIWXMessageError'
  constructor(
    readonly field: string,
    reason: string,
  ) {
    super('SIWX_MESSAGE_FIELD_INVALID', `Invalid SIWX message field "${field}": ${reason}`)
  }
}

// C0/C1 controls and DEL, Unicode line/paragraph separators, and bidi overrides (which can
// make a wallet display text in a different order than it is signed).
const UNSAFE_CHARS = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u

export function assertSafeText(field: string, value: unknown): string {
  if (typeof value !== 'string') throw new SIWXMessageError(field, 'must be a string')
  if (UNSAFE_CHARS.test(value))
    throw new SIWXMessageError(field, 'must be one line without newlines or control characters')
  return value
}

const DNS_LABEL = '[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?'
const HOST_NAME = new RegExp(`^(?:${DNS_LABEL}\\.)+(?:[a-zA-Z]{2,63}|[xX][nN]--[a-zA-Z0-9-]{1,59})$`)
const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/

/**
 * An RFC 3986 authority limited to what a sign-in should name: a DNS name, `localhost` or an IPv4
 * address, with an optional port. User info (`user@host`) is refused: it exists to mislead.
 */
export function assertDomain(value: unknown): string {
  const domain = assertSafeText('domain', value)
  const match = /^([^:]+)(?::(\d{1,5}))?$/.exec(domain)
  const host = match?.[1] ?? ''
  const port = match?.[2]
  const hostOk = host === 'localhost' || HOST_NAME.test(host) || IPV4.test(host)
  if (!match || !hostOk || (port !== undefined && Number(port) > 65535))
    throw new SIWXMessageError(
      'domain',
      `must be an RFC 3986 authority like "example.com" or "localhost:3000", got ${JSON.stringify(domain)}`,
    )
  return domain
}

const URI_CHARS = /^[a-zA-Z0-9\-._~:/?#[\]@!$&'()*+,;=%]*$/
const URI_PARTS = /^([a-zA-Z][a-zA-Z0-9+.-]*):(?:\/\/([^/?#]*))?([^?#]*)(?:\?([^#]*))?(?:#(.*))?$/

/** An absolute RFC 3986 URI: scheme, optional authority, path, query and fragment. */
export function isUri(value: string): boolean {
  if (!URI_CHARS.test(value)) return false
  if (/%(?![0-9a-fA-F]{2})/.test(value)) return false
  const parts = URI_PARTS.exec(value)
  if (!parts) return false
  const [, , authority, path = '', query = '', fragment = ''] = parts
  // Brackets are only legal around an IP literal in the authority.
  if (/[[\]]/.test(path + query + fragment)) return false
  if (fragment.includes('#')) return false
  if (authority !== undefined) {
    if (authority.length === 0 && path.length === 0) return false
    if (!/^(?:[^@[\]]*@)?(?:\[[0-9a-fA-F:.]+\]|[^@[\]:]*)(?::\d*)?$/.test(authority)) return false
  } else if (path.startsWith('//')) return false
  return true
}

export function assertUri(field: string, value: unknown): string {
  const uri = assertSafeText(field, value)
  if (!isUri(uri))
    throw new SIWXMessageError(
      field,
      `must be an RFC 3986 URI like "https://example.com", got ${JSON.stringify(uri)}`,
    )
  return uri
}
