import { createHash } from 'node:crypto'

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch,
  )

/** Up to two letters or digits that stand for a name: "Trust Wallet" -> "TW", "1inch" -> "1I". */
export function initials(label: string): string {
  const words = label.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
  const letters =
    words.length >= 2
      ? `${[...(words[0] ?? '')][0]}${[...(words[1] ?? '')][0]}`
      : [...(words[0] ?? '?')].slice(0, 2).join('')
  return letters.toUpperCase()
}

/** A square icon: initials on a colour derived from the id, so each id keeps its own look. */
export function renderIcon(id: string, label: string): { svg: string; etag: string } {
  const digest = createHash('sha256').update(id).digest()
  const hue = ((digest[0] ?? 0) * 256 + (digest[1] ?? 0)) % 360
  const text = escapeXml(initials(label))
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img"><title>${escapeXml(label)}</title><rect width="96" height="96" rx="24" fill="hsl(${hue} 62% 42%)"/><text x="48" y="50" fill="#fff" font-family="system-ui,sans-serif" font-size="36" font-weight="600" text-anchor="middle" dominant-baseline="middle">${text}</text></svg>`
  return { svg, etag: svgEtag(svg) }
}

/** A strong ETag for an SVG body. */
export function svgEtag(svg: string): string {
  return `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"`
}

export const SVG_HEADERS = {
  'Content-Type': 'image/svg+xml; charset=utf-8',
  // An SVG opened directly must not run scripts or load anything.
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'public, max-age=86400',
} as const
