// Generated avatar for addresses without a profile image: one base colour taken from the
// address, then 5 tints that each step 15 percent further towards white (spec section 9).
const TINT_STEP = 0.15
const TINT_COUNT = 5

function hexByte(value: number): string {
  return Math.round(Math.min(255, Math.max(0, value)))
    .toString(16)
    .padStart(2, '0')
}

/** Base colour from the address' first hex digits; a stable neutral for anything not hex. */
export function baseColor(address: string): [number, number, number] {
  const hex = address.replace(/^0x/i, '').toLowerCase()
  if (!/^[0-9a-f]{6}/.test(hex)) return [96, 112, 128]
  return [
    Number.parseInt(hex.slice(0, 2), 16),
    Number.parseInt(hex.slice(2, 4), 16),
    Number.parseInt(hex.slice(4, 6), 16),
  ]
}

/** The 5 tints, darkest first, as `#rrggbb`. */
export function avatarTints(address: string): string[] {
  const [r, g, b] = baseColor(address)
  return Array.from({ length: TINT_COUNT }, (_, index) => {
    const mix = index * TINT_STEP
    return `#${hexByte(r + (255 - r) * mix)}${hexByte(g + (255 - g) * mix)}${hexByte(b + (255 - b) * mix)}`
  })
}
