import * as fontkit from 'fontkit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fontPackageFile, loadLatchSans } from '../src/fonts/latch-sans'
import { FALLBACK_METRICS } from '../src/fonts/stylesheet'
import { createServer, type LatchServer } from '../src/server'
import { backends } from './helpers/backends'

// The modal's web font as the server serves it: one stylesheet whose URLs come from the public
// URL, woff2 files by exact name only, and a fallback face whose numbers match the real fonts.
const [pglite] = backends()
const PUBLIC_URL = 'https://services.example.test/latch'
const FALLBACK_FONT = '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf'

describe('the web font', () => {
  let latch: LatchServer
  const request = (path: string, init?: RequestInit) => latch.app.request(path, init)
  const stylesheet = async () => (await request('/fonts/latch.css')).text()
  const fontUrls = (css: string) => [...css.matchAll(/url\("([^"]+)"\)/g)].map((match) => match[1] as string)

  beforeAll(async () => {
    latch = await createServer({
      ...(await (pglite as NonNullable<typeof pglite>).storage()),
      log: 'silent',
      indexer: false,
      publicUrl: PUBLIC_URL,
    })
  })
  afterAll(async () => {
    await latch?.close()
  })

  it('serves a swap-displayed, weight-variable Latch Sans face per subset, latin and latin-ext among them', async () => {
    const response = await request('/fonts/latch.css')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/css; charset=utf-8')
    const css = await response.text()
    const faces = css.match(/@font-face\{font-family:"Latch Sans";[^}]+\}/g) ?? []
    expect(faces.length).toBe(loadLatchSans().files.length)
    for (const face of faces) {
      expect(face).toContain('font-display:swap')
      expect(face).toContain('font-weight:100 900')
      expect(face).toMatch(/format\("woff2"\);unicode-range:U\+/)
    }
    const latin = faces.find((face) => face.includes('latch-sans-latin-') && !face.includes('latin-ext'))
    expect(latin).toContain('unicode-range:U+0000-00FF,')
    expect(faces.some((face) => /latch-sans-latin-ext-[0-9a-f]{12}\.woff2/.test(face))).toBe(true)
    // What the modal's --latch-font-family puts in front of the system stack.
    expect(css).toContain(':root{--latch-web-font:"Latch Sans","Latch Sans Fallback",}')
  })

  it('builds every URL in the stylesheet from the public URL, never from the Host header', async () => {
    const css = await (await request('/fonts/latch.css', { headers: { host: 'evil.example' } })).text()
    expect(css).not.toContain('evil.example')
    const urls = fontUrls(css)
    expect(urls.length).toBeGreaterThan(1)
    for (const url of urls) expect(url.startsWith(`${PUBLIC_URL}/fonts/latch-sans-`)).toBe(true)
  })

  it('serves each file the stylesheet names as font/woff2, cached for good, readable cross-origin', async () => {
    for (const url of fontUrls(await stylesheet())) {
      const response = await request(url.slice(PUBLIC_URL.length), {
        headers: { origin: 'https://shop.example' },
      })
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('font/woff2')
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(response.headers.get('access-control-allow-origin')).toBe('*')
      const bytes = new Uint8Array(await response.arrayBuffer())
      expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe('wOF2')
    }
  })

  it('answers 404 for unknown names and paths that try to leave the font folder', async () => {
    const known = fontUrls(await stylesheet())[0]
      ?.split('/')
      .pop() as string
    for (const path of [
      '/fonts/inter-latin-wght-normal.woff2',
      `/fonts/${known.replace(/[0-9a-f]{12}/, '000000000000')}`,
      `/fonts/${known}.map`,
      '/fonts/..%2Fpackage.json',
      '/fonts/%2e%2e%2f%2e%2e%2fpackage.json',
      '/fonts/../package.json',
      '/fonts/',
    ]) {
      const response = await request(path)
      expect(response.status, path).toBe(404)
      expect(response.headers.get('content-type'), path).toContain('application/json')
    }
  })

  it('serves the font license and names it in the stylesheet', async () => {
    const response = await request('/fonts/LICENSE.txt')
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('SIL Open Font License, Version 1.1')
    expect(await stylesheet()).toContain(`${PUBLIC_URL}/fonts/LICENSE.txt`)
  })

  it("gives the fallback face Latch Sans's width and vertical metrics, as measured from the font files", async () => {
    const css = await stylesheet()
    const fallback = css.match(/@font-face\{font-family:"Latch Sans Fallback";[^}]+\}/)?.[0]
    expect(fallback).toContain('src:local("Arial"),local("Helvetica"),local("Liberation Sans");')
    const number = (property: string) => Number(fallback?.match(new RegExp(`${property}:([0-9.]+)%`))?.[1])
    const measured = fallbackMetrics()
    expect({
      sizeAdjust: number('size-adjust'),
      ascent: number('ascent-override'),
      descent: number('descent-override'),
      lineGap: number('line-gap-override'),
    }).toEqual(measured)
    expect(FALLBACK_METRICS).toEqual(measured)
  })
})

// Text like the modal's own: the average advance of its letters and spaces decides the scale.
const SAMPLE =
  'Connect Wallet Continue with email Select network Search wallet Installed Recent QR Code Account Send Receive Activity Disconnect Copy address Buy crypto Swap Sign in'

/**
 * The fallback's numbers: Arial (Liberation Sans has Arial's metrics) scaled to Latch Sans's
 * average width, then Latch Sans's ascent, descent and line gap relative to that scaled size.
 */
function fallbackMetrics() {
  const font = fontkit.openSync(fontPackageFile('latin')) as fontkit.Font
  const fallback = fontkit.openSync(FALLBACK_FONT) as fontkit.Font
  const averageWidth = (f: fontkit.Font) => {
    const glyphs = f.glyphsForString(SAMPLE)
    return glyphs.reduce((sum, glyph) => sum + glyph.advanceWidth, 0) / glyphs.length / f.unitsPerEm
  }
  const scale = averageWidth(font) / averageWidth(fallback)
  const percent = (value: number) => Math.round(value * 10_000) / 100
  return {
    sizeAdjust: percent(scale),
    ascent: percent(font.ascent / font.unitsPerEm / scale),
    descent: percent(-font.descent / font.unitsPerEm / scale),
    lineGap: percent(font.lineGap / font.unitsPerEm / scale),
  }
}
