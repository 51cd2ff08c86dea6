import { Hono } from 'hono'
import { erc20Abi, getAddress, maxUint256 } from 'viem'
import { z } from 'zod'
import { addressSchema, caip2Schema } from '../chain/ids'
import { clientOf, type Env, type Services } from '../context'
import { declaredBodyLimit } from '../http/body-limit'
import { HttpError, parseInput, readJson } from '../http/errors'
import { iconIdOf, priceOf } from '../portfolio/balances'
import { type Catalog, NATIVE_TOKEN } from '../portfolio/catalog'
import { tokenIconUrl, upstreamFailed } from '../portfolio/params'
import { minimumOut, POOL_FEE_PERCENT, poolFeeAmount, priceImpactPercent } from '../swap/amounts'
import type { Route, SwapMarket, SwapMarkets } from '../swap/markets'
import {
  approveCall,
  gasPrices,
  SWAP_DEADLINE_S,
  swapCall,
  type TransactionRequest,
  TYPICAL_SWAP_GAS,
} from '../swap/transactions'

// The swap services of spec section 7 (`/v1/convert/*`) over the configured chains' Uniswap V2
// pools. Token ids are CAIP-10 (`eip155:1:0x…`, the native currency `0xeeee…eeee`); amounts are
// base units as decimal text. Every input is checked before the chain is read.

const NETWORK_UNSUPPORTED = 'Network not supported for Swaps'
const GAS_PRICE_UNSUPPORTED = 'Network not supported for Gas Price'
/** Reserves are uint112 in a V2 pair: no larger amount can ever be swapped. */
const MAX_AMOUNT = 2n ** 112n - 1n
/**
 * A million gwei: a 150,000-gas swap would cost 150 ether at this price. The caller's gas price
 * only sets the quote's network cost, so anything above is a mistake to refuse, never a price.
 */
const MAX_GAS_PRICE = 10n ** 15n

const tokenSchema = z
  .string()
  .max(128)
  .regex(/^eip155:\d{1,10}:0x[0-9a-fA-F]{40}$/, 'must be a CAIP-10 token id (eip155:{chain}:0x…)')
const amountSchema = z
  .string()
  .max(80)
  .regex(/^\d+$/, 'must be a whole number of base units')
  .transform((text, ctx) => {
    const value = BigInt(text)
    if (value === 0n) ctx.addIssue({ code: 'custom', message: 'must be greater than zero' })
    else if (value > MAX_AMOUNT) ctx.addIssue({ code: 'custom', message: 'is larger than any pool can hold' })
    return value
  })
/** Wei per gas as decimal text, from 0 (a devnet may charge nothing) to MAX_GAS_PRICE. */
const gasPriceSchema = z.string().transform((text, ctx) => {
  if (!/^\d+$/.test(text)) {
    ctx.addIssue({ code: 'custom', message: 'must be wei as a whole number' })
    return z.NEVER
  }
  // Compared as text first: a thousand-digit value is refused without making a bigint of it.
  const digits = text.replace(/^0+(?=\d)/, '')
  if (digits.length > String(MAX_GAS_PRICE).length || BigInt(digits) > MAX_GAS_PRICE) {
    ctx.addIssue({ code: 'custom', message: `must be at most ${MAX_GAS_PRICE} wei (a million gwei)` })
    return z.NEVER
  }
  return BigInt(digits)
})
/** Percent, as the spec's default tolerance of 1: from 0 to 50 with at most two decimals. */
const slippageSchema = z
  .union([z.string().max(8), z.number()])
  .transform((value) => String(value))
  .refine(
    (text) => /^\d{1,2}(\.\d{1,2})?$/.test(text) && Number(text) <= 50,
    'must be a percent from 0 to 50',
  )
  .transform((text) => Math.round(Number(text) * 100))

const pairQuery = z.object({
  amount: amountSchema,
  from: tokenSchema,
  to: tokenSchema,
  userAddress: addressSchema,
})
const quoteQuery = pairQuery.extend({
  userAddress: addressSchema.optional(),
  gasPrice: gasPriceSchema.optional(),
})
const allowanceQuery = z.object({ tokenAddress: tokenSchema, userAddress: addressSchema })
const chainQuery = z.object({ chainId: caip2Schema })
const buildBody = z.object({
  amount: amountSchema,
  from: tokenSchema,
  to: tokenSchema,
  userAddress: addressSchema,
  eip155: z.object({ slippage: slippageSchema }).optional(),
  projectId: z.string().max(128).optional(),
  disableEstimate: z.boolean().optional(),
})

/** Amounts and wei go out as decimal text: JSON numbers would lose precision. */
const decimal = (value: bigint) => value.toString()
const render = (tx: TransactionRequest, extra: { gas?: bigint; gasPrice?: bigint } = {}) => ({
  from: tx.from,
  to: tx.to,
  data: tx.data,
  value: decimal(tx.value),
  ...(extra.gas !== undefined ? { gas: decimal(extra.gas) } : {}),
  ...(extra.gasPrice !== undefined ? { gasPrice: decimal(extra.gasPrice) } : {}),
})

export function convertRoutes(
  markets: SwapMarkets,
  services: Pick<Services, 'publicUrl' | 'limits'>,
  catalog: Catalog,
) {
  const app = new Hono<Env>()
  // Each quote or build reads the chain: limited per client address.
  app.use('/v1/convert/*', async (c, next) => {
    if (!services.limits.swaps.take(clientOf(c)))
      throw new HttpError(429, 'rate_limited', 'Too many swap requests, slow down')
    await next()
  })

  /** The chain of a CAIP-2 or CAIP-10 id, checked against the swap list. */
  const swapChain = (caipId: string, message = NETWORK_UNSUPPORTED) => {
    const chain = caipId.split(':').slice(0, 2).join(':')
    if (!markets.supports(chain)) throw new HttpError(400, 'network_unsupported', message)
    return chain
  }
  const marketOf = (chain: string) => {
    const market = markets.market(chain)
    if (!market) throw new HttpError(400, 'no_liquidity', `No pools are configured on ${chain}`)
    return market
  }
  /** A listed token of the market, as its lower-case address (or NATIVE_TOKEN). */
  const listed = (market: SwapMarket, caipId: string, field: string) => {
    const address = (caipId.split(':')[2] ?? '').toLowerCase()
    if (!market.tokens.some((t) => t.address === address))
      throw new HttpError(
        400,
        'unknown_token',
        `${field}: ${caipId} is not a token swapped on ${market.chain}`,
      )
    return address
  }
  /** Both sides of a swap: one chain, two different listed tokens. */
  const sides = (from: string, to: string) => {
    const chain = swapChain(from)
    if (swapChain(to) !== chain)
      throw new HttpError(400, 'invalid_input', 'from and to must be on the same chain')
    const market = marketOf(chain)
    const a = listed(market, from, 'from')
    const b = listed(market, to, 'to')
    if (a === b) throw new HttpError(400, 'invalid_input', 'from and to must be different tokens')
    return { market, from: a, to: b }
  }
  const route = async (market: SwapMarket, from: string, to: string, amount: bigint): Promise<Route> => {
    const found = await markets.bestRoute(market, from, to, amount).catch(upstreamFailed)
    if (!found) throw new HttpError(400, 'no_route', 'No pool route between these tokens')
    return found
  }
  const caip10 = (market: SwapMarket, token: string) =>
    `${market.chain}:${token === NATIVE_TOKEN ? NATIVE_TOKEN : getAddress(token)}`

  app.get('/v1/convert/tokens', (c) => {
    const { chainId } = parseInput(chainQuery, c.req.query(), 'query')
    const chain = swapChain(chainId)
    const market = markets.market(chain)
    const icon = tokenIconUrl(services.publicUrl)
    const tokens = (market?.tokens ?? []).map((t) => ({
      name: t.name,
      symbol: t.symbol,
      address: caip10(market as SwapMarket, t.address),
      decimals: t.decimals,
      logoUri: icon(iconIdOf(t.symbol)),
      price: priceOf(catalog, chain, t.address),
    }))
    return c.json({ tokens })
  })

  app.get('/v1/convert/quotes', async (c) => {
    const query = parseInput(quoteQuery, c.req.query(), 'query')
    const { market, from, to } = sides(query.from, query.to)
    const best = await route(market, from, to, query.amount)
    const toAmount = best.amounts[best.amounts.length - 1] as bigint
    const hopCount = best.path.length - 1
    // The caller's gas price when it sent one (the modal sends the one it showed), else the chain's.
    const gasPrice = query.gasPrice ?? (await gasPrices(market.reader.client).catch(upstreamFailed)).standard
    const gas = TYPICAL_SWAP_GAS.base + TYPICAL_SWAP_GAS.perHop * BigInt(hopCount)
    return c.json({
      quotes: [
        {
          fromAmount: decimal(query.amount),
          toAmount: decimal(toAmount),
          // The route as the router takes it (wrapped native for the native currency).
          path: best.path,
          blockNumber: decimal(best.block),
          priceImpact: priceImpactPercent(query.amount, toAmount, best.hops),
          fee: {
            percent: POOL_FEE_PERCENT * hopCount,
            amount: decimal(poolFeeAmount(query.amount, hopCount)),
            token: caip10(market, from),
          },
          gas: decimal(gas),
          gasPrice: decimal(gasPrice),
          networkCost: decimal(gas * gasPrice),
          fromPrice: priceOf(catalog, market.chain, from),
          toPrice: priceOf(catalog, market.chain, to),
        },
      ],
    })
  })

  app.get('/v1/convert/allowance', async (c) => {
    const query = parseInput(allowanceQuery, c.req.query(), 'query')
    const market = marketOf(swapChain(query.tokenAddress))
    const token = listed(market, query.tokenAddress, 'tokenAddress')
    if (token === NATIVE_TOKEN) return c.json({ allowance: decimal(maxUint256), spender: market.dex.router })
    const allowance = await market.reader.client
      .readContract({
        address: getAddress(token),
        abi: erc20Abi,
        functionName: 'allowance',
        args: [getAddress(query.userAddress), market.dex.router],
      })
      .catch(upstreamFailed)
    return c.json({ allowance: decimal(allowance), spender: market.dex.router })
  })

  app.get('/v1/convert/gas-price', async (c) => {
    const { chainId } = parseInput(chainQuery, c.req.query(), 'query')
    const market = markets.market(swapChain(chainId, GAS_PRICE_UNSUPPORTED))
    if (!market) throw new HttpError(400, 'network_unsupported', GAS_PRICE_UNSUPPORTED)
    const prices = await gasPrices(market.reader.client).catch(upstreamFailed)
    return c.json({
      standard: decimal(prices.standard),
      fast: decimal(prices.fast),
      instant: decimal(prices.instant),
    })
  })

  app.get('/v1/convert/build-approve', async (c) => {
    const query = parseInput(pairQuery.partial({ to: true }), c.req.query(), 'query')
    const market = marketOf(swapChain(query.from))
    const token = listed(market, query.from, 'from')
    if (token === NATIVE_TOKEN)
      throw new HttpError(400, 'invalid_input', 'The native currency is swapped without an approval')
    const tx = approveCall(market, getAddress(token), query.amount, getAddress(query.userAddress))
    const gasPrice = (await gasPrices(market.reader.client).catch(upstreamFailed)).standard
    return c.json({ tx: render(tx, { gasPrice }) })
  })

  app.post(
    '/v1/convert/build-transaction',
    declaredBodyLimit(8 * 1024, () => {
      throw new HttpError(413, 'body_too_large', 'Body is limited to 8 KiB')
    }),
    async (c) => {
      const body = parseInput(buildBody, await readJson(c.req.raw), 'swap request')
      const { market, from, to } = sides(body.from, body.to)
      const user = getAddress(body.userAddress)
      const best = await route(market, from, to, body.amount)
      const toAmount = best.amounts[best.amounts.length - 1] as bigint
      const slippage = body.eip155?.slippage ?? 100
      const amountOutMin = minimumOut(toAmount, slippage)
      const client = market.reader.client
      const [block, prices] = await Promise.all([
        client.getBlock({ blockNumber: best.block }),
        gasPrices(client),
      ]).catch(upstreamFailed)
      const deadline = block.timestamp + BigInt(SWAP_DEADLINE_S)
      const tx = swapCall(market, from, to, best, amountOutMin, user, deadline)
      let gas: bigint | undefined
      if (!body.disableEstimate) {
        gas = await client
          .estimateGas({ account: user, to: tx.to, data: tx.data, value: tx.value })
          .catch((error: unknown) => {
            throw new HttpError(400, 'estimate_failed', `The swap would fail: ${shortReason(error)}`)
          })
      }
      return c.json({
        tx: render(tx, { ...(gas !== undefined ? { gas } : {}), gasPrice: prices.standard }),
        toAmount: decimal(toAmount),
        amountOutMin: decimal(amountOutMin),
        deadline: decimal(deadline),
        path: best.path,
        blockNumber: decimal(best.block),
      })
    },
  )
  return app
}

/** The revert reason or the node's short message, one line, never a stack. */
function shortReason(error: unknown): string {
  const e = error as { shortMessage?: string; details?: string; message?: string }
  const text = e?.details || e?.shortMessage || e?.message || 'unknown reason'
  return text.replace(/\s+/g, ' ').slice(0, 200)
}
