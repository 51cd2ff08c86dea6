// Allowed-origin matching. Patterns look like origins with optional wildcards:
//   'https://app.example.com'  exact origin
//   '*.vercel.app'             any scheme, any subdomain (one or more labels)
//   'localhost:*'              any scheme, any port (or none)
//   '*'                        every origin: what a project that allows all means by it
// A pattern without a scheme matches any scheme; without a port, only the default port.

export const DEFAULT_ALLOWED_ORIGINS: readonly string[] = [
  'localhost:*',
  '*.pages.dev',
  '*.vercel.app',
  '*.ngrok-free.app',
  'secure-mobile.walletconnect.com',
  'secure-mobile.walletconnect.org',
]

const SUBDOMAINS = '[a-z0-9-]+(?:\\.[a-z0-9-]+)*'

function escapeRegExp(text: string): string {
  return text.replace(/[.+?^${}()|[\]\\/]/g, '\\$&')
}

// Compiled patterns, kept: the services server checks every request's origin against them.
const compiled = new Map<string, RegExp | undefined>()

function patternToRegExp(pattern: string): RegExp | undefined {
  if (compiled.has(pattern)) return compiled.get(pattern)
  // Bounded: the patterns come from project configurations, not from visitors.
  if (compiled.size >= 1000) compiled.clear()
  const regExp = compilePattern(pattern)
  compiled.set(pattern, regExp)
  return regExp
}

function compilePattern(pattern: string): RegExp | undefined {
  const trimmed = pattern.trim().toLowerCase().replace(/\/+$/, '')
  if (trimmed === '*') return /^[a-z][a-z0-9+.-]*:\/\/[^/]+$/
  const match = /^(?:([a-z*][a-z0-9+.*-]*):\/\/)?([^/:]+)(?::(\d+|\*))?$/.exec(trimmed)
  if (!match) return undefined
  const [, scheme, host = '', port] = match
  const schemePart = scheme === undefined || scheme === '*' ? '[a-z][a-z0-9+.-]*' : escapeRegExp(scheme)
  const hostPart = host.split('*').map(escapeRegExp).join(SUBDOMAINS)
  const portPart = port === undefined ? '' : port === '*' ? '(?::\\d+)?' : `:${port}`
  return new RegExp(`^${schemePart}://${hostPart}${portPart}$`)
}

/** The origin of a URL or origin string, or undefined for anything unparsable or opaque. */
function originOf(value: string): string | undefined {
  try {
    const origin = new URL(value).origin
    return origin === 'null' ? undefined : origin
  } catch {
    return undefined
  }
}

/** True when `origin` matches one of `allowed` or of the default allowed origins. */
export function isOriginAllowed(
  origin: unknown,
  allowed: readonly string[],
  defaults: readonly string[] = DEFAULT_ALLOWED_ORIGINS,
): boolean {
  if (typeof origin !== 'string') return false
  const normalised = originOf(origin)
  if (normalised === undefined) return false
  return originMatches(normalised, defaults) || originMatches(normalised, allowed)
}

/** True when an origin already in its normal form (`new URL(...).origin`) matches one of `patterns`. */
function originMatches(origin: string, patterns: readonly string[]): boolean {
  return patterns.some(
    (pattern) => typeof pattern === 'string' && patternToRegExp(pattern)?.test(origin) === true,
  )
}

/** The origin of an http(s) page, or undefined for another scheme or anything unparsable. */
export function pageOrigin(value: string): string | undefined {
  const origin = originOf(value)
  return origin?.startsWith('http://') || origin?.startsWith('https://') ? origin : undefined
}

/**
 * True when an http(s) page's origin matches one of a project's own patterns, with no default
 * origins: what the services server and the wallet frame allow, the same rule for both.
 */
export function pageOriginAllowed(origin: string, patterns: readonly string[]): boolean {
  const normalized = pageOrigin(origin)
  return normalized !== undefined && originMatches(normalized, patterns)
}
