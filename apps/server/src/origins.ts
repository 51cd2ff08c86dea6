/**
 * Allowed-origin patterns: an exact origin (`https://app.example.com`), a wildcard host
 * (`*.example.com`, any scheme, subdomains only), a wildcard port (`http://localhost:*`), or `*`.
 */
export function originAllowed(origin: string, patterns: readonly string[]): boolean {
  const normalized = normalizeOrigin(origin)
  if (!normalized) return false
  return patterns.some((pattern) => patternToRegExp(pattern).test(normalized))
}

export function normalizeOrigin(origin: string): string | undefined {
  try {
    const url = new URL(origin)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
    return url.origin
  } catch {
    return undefined
  }
}

const PATTERN = /^(\*|(https?:\/\/)?(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:(\d{1,5}|\*))?)$/i

export function isValidOriginPattern(pattern: string): boolean {
  return pattern.length <= 253 && PATTERN.test(pattern)
}

const cache = new Map<string, RegExp>()

function patternToRegExp(pattern: string): RegExp {
  let regexp = cache.get(pattern)
  if (regexp) return regexp
  if (pattern === '*') regexp = /^https?:\/\/.+$/
  else {
    const withScheme = pattern.includes('://') ? pattern : `https?://${pattern}`
    const escaped = withScheme
      .toLowerCase()
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace('https\\?://', 'https?://')
      // A host wildcard spans one or more labels; a port wildcard only digits.
      .replace(/:\/\/\*\\\./, '://([a-z0-9-]+\\.)+')
      .replace(/:\*$/, '(:\\d+)?')
    regexp = new RegExp(`^${escaped}$`)
  }
  if (cache.size > 1000) cache.clear()
  cache.set(pattern, regexp)
  return regexp
}
