import { Hono } from 'hono'
import { z } from 'zod'
import { pathAndQuery, ResponseCache } from '../cache/responses'
import { type Env, limitReads, type Services } from '../context'
import { parseInput } from '../http/errors'
import { BALANCE_CACHE_MS } from '../portfolio/balances'
import { accountParam, chainParam, isEvmChain, tokenIconUrl } from '../portfolio/params'
import type { Portfolio } from '../portfolio/portfolio'

const historyQuery = z.object({
  cursor: z.string().max(400).optional(),
  onramp: z.string().max(64).optional(),
})

export function historyRoutes(portfolio: Portfolio, services: Pick<Services, 'publicUrl' | 'limits'>) {
  const app = new Hono<Env>()

  // Transactions touching the account, newest first, 20 a page; activity is eip155 only.
  // Pages for the portfolio's cache life (30 s), keyed by path and query (never the Host header); the
  // indexer storing new transfers clears them, so a new transaction shows on the next read.
  const pages = new ResponseCache({ maxEntries: 5_000, maxBytes: 32 * 1024 * 1024, ttlMs: BALANCE_CACHE_MS })
  portfolio.history.onChange(() => pages.clear())
  app.get('/v1/account/:account/history', (c) =>
    pages.json(
      pathAndQuery(c.req.url),
      async () => {
        limitReads(c, services)
        const account = accountParam(c.req.param('account'))
        const chain = chainParam(c)
        const { cursor } = parseInput(historyQuery, c.req.query(), 'query')
        if (chain && !isEvmChain(chain)) return { data: [], next: null }
        return portfolio.history.page(account, chain, cursor || undefined, tokenIconUrl(services.publicUrl))
      },
      false,
      c.req,
    ),
  )
  return app
}
