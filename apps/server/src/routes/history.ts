import { Hono } from 'hono'
import { z } from 'zod'
import { pathAndQuery, ResponseCache } from '../cache/responses'
import { type Env, limitReads, type Services } from '../context'
import { parseInput } from '../http/errors'
import { BALANCE_CACHE_MS } from '../portfolio/balances'
import {
  accountParam,
  chainParam,
  isEvmChain,
  isSolanaChain,
  solanaAccountParam,
  tokenIconUrl,
  upstreamFailed,
} from '../portfolio/params'
import type { Portfolio } from '../portfolio/portfolio'
import { solanaHistoryPage } from '../portfolio/solana-history'

const historyQuery = z.object({
  cursor: z.string().max(400).optional(),
  onramp: z.string().max(64).optional(),
})

export function historyRoutes(portfolio: Portfolio, services: Pick<Services, 'publicUrl' | 'limits'>) {
  const app = new Hono<Env>()

  // Transactions touching the account, newest first, 20 a page: eip155 from the indexed transfers,
  // solana read from the cluster (not cached: the cluster is the index, and a send shows at once).
  // Pages for the portfolio's cache life (30 s), keyed by path and query (never the Host header); the
  // indexer storing new transfers clears them, so a new transaction shows on the next read.
  const pages = new ResponseCache({ maxEntries: 5_000, maxBytes: 32 * 1024 * 1024, ttlMs: BALANCE_CACHE_MS })
  portfolio.history.onChange(() => pages.clear())
  app.get('/v1/account/:account/history', async (c) => {
    const chain = chainParam(c)
    if (chain && isSolanaChain(chain)) {
      // A cluster the server does not read has nothing to show (as other namespaces).
      if (!portfolio.solana.has(chain)) return c.json({ data: [], next: null })
      limitReads(c, services)
      const owner = solanaAccountParam(c.req.param('account'))
      const { cursor } = parseInput(historyQuery, c.req.query(), 'query')
      const page = await solanaHistoryPage(
        portfolio.solana,
        chain,
        owner,
        cursor || undefined,
        tokenIconUrl(services.publicUrl),
      ).catch(upstreamFailed)
      return c.json(page)
    }
    return pages.json(
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
    )
  })
  return app
}
