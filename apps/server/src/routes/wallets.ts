import { Hono } from 'hono'
import { z } from 'zod'
import { queryOf, ResponseCache } from '../cache/responses'
import { caip2Schema } from '../chain/ids'
import type { Env, Services } from '../context'
import { HttpError, parseInput } from '../http/errors'
import { renderIcon, SVG_HEADERS, svgEtag } from '../images'
import { currencyMark, markFor } from '../marks'
import { queryWallets } from '../wallets/registry'

const list = (item: z.ZodType<string, string>) =>
  z
    .string()
    .max(20_000)
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(z.array(item).max(500))
    .optional()

const getWalletsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  entries: z.coerce.number().int().min(1).max(500).default(40),
  include: list(z.string().max(128)),
  exclude: list(z.string().max(128)),
  chains: list(caip2Schema),
  search: z.string().max(100).optional(),
  badge_type: z.enum(['certified', 'none']).optional(),
})

const imageId = z.string().regex(/^[A-Za-z0-9_.:-]{1,128}$/, 'must be 1-128 letters, digits, _ . : or -')

export function walletRoutes(services: Services) {
  const app = new Hono<Env>()

  // The registry never changes while the server runs: a page, once built, is kept until evicted.
  const pages = new ResponseCache({ maxEntries: 1_000, maxBytes: 32 * 1024 * 1024 })
  app.get('/getWallets', (c) =>
    pages.json(
      queryOf(c.req.url),
      () => queryWallets(services.wallets, parseInput(getWalletsQuery, c.req.query(), 'query')),
      false,
      c.req,
    ),
  )

  // A hosted mark when the server has one for the id, else the initials placeholder.
  const svg = (id: string, label: string, ifNoneMatch: string | undefined, mark?: string) => {
    const { svg, etag } = mark ? { svg: mark, etag: svgEtag(mark) } : renderIcon(id, label)
    const headers = { ...SVG_HEADERS, ETag: etag }
    if (ifNoneMatch?.split(',').some((tag) => tag.trim() === etag))
      return new Response(null, { status: 304, headers })
    return new Response(svg, { status: 200, headers })
  }

  app.get('/getWalletImage/:id', (c) => {
    const id = parseInput(imageId, c.req.param('id'), 'image id')
    const mark = markFor(id)
    if (mark) return svg(id, id, c.req.header('if-none-match'), mark)
    const wallet = services.walletsByImageId.get(id)
    if (!wallet) throw new HttpError(404, 'not_found', 'No wallet image with this id')
    return svg(id, wallet.name, c.req.header('if-none-match'))
  })

  // Asset, currency and token icons are drawn from their id (a symbol or name such as "ETH");
  // network marks the server hosts come first for assets, a currency's sign for currencies.
  for (const kind of ['Asset', 'Currency', 'Token']) {
    app.get(`/public/get${kind}Image/:id`, (c) => {
      const id = parseInput(imageId, c.req.param('id'), 'image id')
      const mark = kind === 'Asset' ? markFor(id) : kind === 'Currency' ? currencyMark(id) : undefined
      return svg(`${kind}:${id}`, id, c.req.header('if-none-match'), mark)
    })
  }
  return app
}
