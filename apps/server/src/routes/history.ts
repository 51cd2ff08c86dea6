import { Hono } from 'hono'
import { z } from 'zod'
import type { Env, Services } from '../context'
import { parseInput } from '../http/errors'
import { accountParam, chainParam, isEvmChain, tokenIconUrl } from '../portfolio/params'
import type { Portfolio } from '../portfolio/portfolio'

const historyQuery = z.object({
  cursor: z.string().max(400).optional(),
  onramp: z.string().max(64).optional(),
})

export function historyRoutes(portfolio: Portfolio, services: Pick<Services, 'publicUrl'>) {
  const app = new Hono<Env>()

  // Transactions touching the account, newest first, 20 a page; activity is eip155 only.
  app.get('/v1/account/:account/history', async (c) => {
    const account = accountParam(c.req.param('account'))
    const chain = chainParam(c)
    const { cursor } = parseInput(historyQuery, c.req.query(), 'query')
    if (chain && !isEvmChain(chain)) return c.json({ data: [], next: null })
    return c.json(
      await portfolio.history.page(account, chain, cursor || undefined, tokenIconUrl(services.publicUrl)),
    )
  })
  return app
}
