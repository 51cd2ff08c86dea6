import { Hono } from 'hono'
import type { Env, Services } from '../context'
import type { LatchSans } from '../fonts/latch-sans'
import { fontStylesheet } from '../fonts/stylesheet'
import { HttpError } from '../http/errors'

// Font files never change under their hashed names; the stylesheet names them, so it is kept for a day.
const FILE_CACHE = 'public, max-age=31536000, immutable'
const SHEET_CACHE = 'public, max-age=86400'

/** The modal's web font: its stylesheet, its woff2 files (by exact name only) and its license. */
export function fontRoutes(font: LatchSans, services: Pick<Services, 'publicUrl'>) {
  const app = new Hono<Env>()
  // The public URL is settled once the server listens; the sheet is built again only if it changes.
  let sheet = { base: '', css: '' }
  app.get('/fonts/latch.css', (c) => {
    if (sheet.base !== services.publicUrl)
      sheet = { base: services.publicUrl, css: fontStylesheet(services.publicUrl, font.files) }
    return c.body(sheet.css, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': SHEET_CACHE })
  })
  app.get('/fonts/LICENSE.txt', (c) =>
    c.body(font.license, 200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': SHEET_CACHE }),
  )
  app.get('/fonts/:name', (c) => {
    const file = font.byName.get(c.req.param('name'))
    if (!file) throw new HttpError(404, 'not_found', 'No font file with this name')
    return c.body(file.bytes, 200, { 'Content-Type': 'font/woff2', 'Cache-Control': FILE_CACHE })
  })
  return app
}
