import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { z } from 'zod'
import { pathAndQuery, ResponseCache } from '../cache/responses'
import { type Env, limitReads, type Services } from '../context'
import { HttpError, parseInput, readJson } from '../http/errors'
import { BALANCE_CACHE_MS, type Balance, iconIdOf, priceOf } from '../portfolio/balances'
import { NATIVE_TOKEN } from '../portfolio/catalog'
import {
  accountParam,
  bitcoinAccountParam,
  chainParam,
  currencySchema,
  isBitcoinChain,
  isEvmChain,
  isSolanaChain,
  solanaAccountParam,
  tokenIconUrl,
  upstreamFailed,
} from '../portfolio/params'
import type { Portfolio } from '../portfolio/portfolio'

const MAX_PRICE_ADDRESSES = 100
const caip10Schema = z
  .string()
  .regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/, 'must be a CAIP-10 token id')
const priceBody = z.object({
  currency: currencySchema,
  addresses: z.array(caip10Schema).min(1).max(MAX_PRICE_ADDRESSES),
  projectId: z.string().max(128).optional(),
})
const balanceQuery = z.object({
  currency: currencySchema,
  forceUpdate: z.enum(['true', 'false', '1', '0', '']).optional(),
})

export function portfolioRoutes(portfolio: Portfolio, services: Pick<Services, 'publicUrl' | 'limits'>) {
  const app = new Hono<Env>()

  // Native and ERC-20 balances with USD values; every supported chain when no chainId is given.
  // Whole answers for 30 s (the portfolio's cache life), keyed by path and query (never the Host header).
  // A miss reads the chain afresh, so an answer is never older than that; forceUpdate refreshes.
  const answers = new ResponseCache({
    maxEntries: 10_000,
    maxBytes: 32 * 1024 * 1024,
    ttlMs: BALANCE_CACHE_MS,
  })
  app.get('/v1/account/:address/balance', (c) => {
    const forced = c.req.query('forceUpdate')
    const url = pathAndQuery(c.req.url)
    const key = forced === undefined ? url : url.replace(/[?&]forceUpdate=[^&]*/, '')
    return answers.json(
      key,
      async () => {
        limitReads(c, services)
        const chain = chainParam(c)
        parseInput(balanceQuery, c.req.query(), 'query')
        const icon = tokenIconUrl(services.publicUrl)
        const render = ({ iconId, ...balance }: Balance) => ({ ...balance, iconUrl: icon(iconId) })
        if (chain && isSolanaChain(chain)) {
          // A cluster the server does not read has nothing to show, whatever the address.
          if (!portfolio.solana.has(chain)) return { balances: [] }
          const owner = solanaAccountParam(c.req.param('address'))
          const list = await portfolio.solana.balances(chain, owner, true).catch(upstreamFailed)
          return { balances: list.map(render) }
        }
        if (chain && isBitcoinChain(chain)) {
          if (!portfolio.bitcoin.has(chain)) return { balances: [] }
          const owner = bitcoinAccountParam(c.req.param('address'), chain)
          const list = await portfolio.bitcoin.balances(chain, owner, true).catch(upstreamFailed)
          return { balances: list.map(render) }
        }
        const address = accountParam(c.req.param('address'))
        let lists: Balance[][]
        if (chain) {
          lists = isEvmChain(chain)
            ? [await portfolio.balances.balances(chain, address, true).catch(upstreamFailed)]
            : []
        } else {
          // Across every chain, one that cannot be read is left out rather than failing the rest.
          const settled = await Promise.allSettled(
            [...portfolio.readers.keys()].map((id) => portfolio.balances.balances(id, address, true)),
          )
          lists = settled.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []))
        }
        return { balances: lists.flat().map(render) }
      },
      forced === 'true' || forced === '1',
      c.req,
    )
  })

  // Name, symbol, icon and USD price of tokens given as CAIP-10 ids; unknown tokens are left out.
  app.post(
    '/v1/fungible/price',
    bodyLimit({
      maxSize: 32 * 1024,
      onError: () => {
        throw new HttpError(413, 'body_too_large', 'Body is limited to 32 KiB')
      },
    }),
    async (c) => {
      limitReads(c, services)
      const body = parseInput(priceBody, await readJson(c.req.raw), 'price request')
      const icon = tokenIconUrl(services.publicUrl)
      const wanted = body.addresses.map((id) => {
        const [namespace = '', reference = '', token = ''] = id.split(':')
        return { chain: `${namespace}:${reference}`, token: token.toLowerCase() }
      })
      const byChain = new Map<string, string[]>()
      for (const { chain, token } of wanted) {
        if (!/^0x[0-9a-f]{40}$/.test(token) || token === NATIVE_TOKEN || !portfolio.readers.has(chain))
          continue
        byChain.set(chain, [...(byChain.get(chain) ?? []), token])
      }
      const infos = new Map(
        await Promise.all(
          [...byChain].map(
            async ([chain, tokens]) =>
              [chain, await (portfolio.readers.get(chain)?.tokens(tokens) ?? new Map())] as const,
          ),
        ).catch(upstreamFailed),
      )
      const fungibles = wanted.flatMap(({ chain, token }) => {
        const info =
          token === NATIVE_TOKEN ? portfolio.catalog.chains.get(chain)?.native : infos.get(chain)?.get(token)
        if (!info) return []
        return [
          {
            name: info.name,
            symbol: info.symbol,
            iconUrl: icon(iconIdOf(info.symbol)),
            price: priceOf(portfolio.catalog, chain, token),
          },
        ]
      })
      return c.json({ fungibles })
    },
  )
  return app
}
