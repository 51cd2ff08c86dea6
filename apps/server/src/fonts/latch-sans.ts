// The modal's web font, "Latch Sans": Inter's variable weight axis from @fontsource-variable/inter
// (SIL Open Font License 1.1), one woff2 per unicode subset, read from the package once at start.
// Files are named after their content hash, so a new font version never meets an old cache entry
// and each file can be cached for good.

import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

export const FONT_FAMILY = 'Latch Sans'
export const FALLBACK_FAMILY = 'Latch Sans Fallback'

export interface FontFile {
  /** `latch-sans-<subset>-<hash>.woff2`: the only names the server answers. */
  name: string
  subset: string
  unicodeRange: string
  bytes: Uint8Array<ArrayBuffer>
}

export interface LatchSans {
  /** In the order the stylesheet lists them; every subset of the package, so any locale's script gets the face. */
  files: readonly FontFile[]
  byName: ReadonlyMap<string, FontFile>
  /** The font's license, served beside it as the OFL asks. */
  license: string
}

const PACKAGE = '@fontsource-variable/inter'
// What a unicode-range may hold; the package's text goes into CSS, so nothing else is let through.
const UNICODE_RANGE = /^U\+[0-9A-F?]{1,6}(-[0-9A-F]{1,6})?(,U\+[0-9A-F?]{1,6}(-[0-9A-F]{1,6})?)*$/i

/** Where the font package's upright, weight-variable woff2 files are (also read by the metrics test). */
export function fontPackageFile(subset: string): string {
  return join(packageDir(), 'files', `inter-${subset}-wght-normal.woff2`)
}

function packageDir(): string {
  return dirname(createRequire(import.meta.url).resolve(`${PACKAGE}/unicode.json`))
}

export function loadLatchSans(): LatchSans {
  const dir = packageDir()
  const ranges = JSON.parse(readFileSync(join(dir, 'unicode.json'), 'utf8')) as Record<string, string>
  const files = Object.entries(ranges).map(([subset, unicodeRange]): FontFile => {
    if (!UNICODE_RANGE.test(unicodeRange))
      throw new Error(`${PACKAGE}: unexpected unicode-range for ${subset}`)
    const bytes = new Uint8Array(readFileSync(fontPackageFile(subset)))
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 12)
    return { name: `latch-sans-${subset}-${hash}.woff2`, subset, unicodeRange, bytes }
  })
  return {
    files,
    byName: new Map(files.map((file) => [file.name, file])),
    license: readFileSync(join(dir, 'LICENSE'), 'utf8'),
  }
}
