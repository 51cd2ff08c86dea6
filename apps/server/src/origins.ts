import { originMatches } from '@latch/core/internal'

/**
 * Allowed-origin patterns as core reads them (`@latch/core` validation/origins): an exact origin,
 * a wildcard host (`*.example.com`), a wildcard port (`http://localhost:*`), or `*`. Only http(s)
 * pages, and no default origins: a project allows what it lists.
 */
export function originAllowed(origin: string, patterns: readonly string[]): boolean {
  const normalized = normalizeOrigin(origin)
  return normalized !== undefined && originMatches(normalized, patterns)
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
