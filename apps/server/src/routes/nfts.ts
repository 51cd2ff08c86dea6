import { Hono } from 'hono'
import { type Env, limitReads, type Services } from '../context'
import { accountParam, chainParam, isEvmChain } from '../portfolio/params'
import type { Portfolio } from '../portfolio/portfolio'

export function nftRoutes(portfolio: Portfolio, services: Pick<Services, 'limits'>) {
  const app = new Hono<Env>()

  // NFTs the account holds by the indexed transfers, with tokenURI names and pictures.
  app.get('/v1/account/:address/nfts', async (c) => {
    limitReads(c, services)
    const address = accountParam(c.req.param('address'))
    const chain = chainParam(c)
    if (chain && !isEvmChain(chain)) return c.json({ data: [] })
    return c.json({ data: await portfolio.nfts.owned(address, chain) })
  })
  return app
}
