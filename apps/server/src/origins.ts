// The services server's origin rules are core's, so the wallet frame it serves allows the same
// pages: an exact origin, a wildcard host (`*.example.com`), a wildcard port
// (`http://localhost:*`), or `*`; only http(s) pages, and no default origins (a project allows
// what it lists).
export {
  pageOrigin as normalizeOrigin,
  pageOriginAllowed as originAllowed,
} from '@latch/core/internal'

const PATTERN = /^(\*|(https?:\/\/)?(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:(\d{1,5}|\*))?)$/i

export function isValidOriginPattern(pattern: string): boolean {
  return pattern.length <= 253 && PATTERN.test(pattern)
}
