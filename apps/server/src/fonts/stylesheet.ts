import { FALLBACK_FAMILY, FONT_FAMILY, type FontFile } from './latch-sans'

/**
 * The fallback face: a local Arial (or its metric twins) scaled and given Latch Sans's vertical
 * metrics, so text set in it takes the room Latch Sans will take and the swap moves nothing.
 * Percentages, measured from the font files by test/fonts.test.ts, which fails when they drift.
 */
export const FALLBACK_METRICS = { sizeAdjust: 106.18, ascent: 91.24, descent: 22.72, lineGap: 0 }

/** The stylesheet at /fonts/latch.css; every URL in it starts with the server's public URL. */
export function fontStylesheet(publicUrl: string, files: readonly FontFile[]): string {
  const faces = files.map(
    (file) => `/* ${file.subset} */
@font-face{font-family:"${FONT_FAMILY}";font-style:normal;font-weight:100 900;font-display:swap;src:url("${publicUrl}/fonts/${file.name}") format("woff2");unicode-range:${file.unicodeRange}}`,
  )
  const m = FALLBACK_METRICS
  const fallback = `@font-face{font-family:"${FALLBACK_FAMILY}";src:local("Arial"),local("Helvetica"),local("Liberation Sans");size-adjust:${m.sizeAdjust}%;ascent-override:${m.ascent}%;descent-override:${m.descent}%;line-gap-override:${m.lineGap}%}`
  // The modal's --latch-font-family starts with var(--latch-web-font,): these names lead the
  // system stack only once this sheet has arrived, and a host's own --latch-font-family still wins.
  const families = `:root{--latch-web-font:"${FONT_FAMILY}","${FALLBACK_FAMILY}",}`
  return `/* Latch Sans: Inter (SIL Open Font License 1.1, ${publicUrl}/fonts/LICENSE.txt) */\n${[...faces, fallback, families].join('\n')}\n`
}
