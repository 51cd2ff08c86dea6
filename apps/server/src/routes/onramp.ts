// On-ramp routes (spec section 7): options, quotes, the provider URL for an order, the order's
// status for the modal to poll, the provider's callback, the `onramp` history filter, and the
// sandbox provider's own page (test card form), served on its own path.
import { randomBytes } from 'node:crypto'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { getAddress } from 'viem'
import { z } from 'zod'
import { addressSchema, caip2Schema } from '../chain/ids'
import { clientOf, type Env, projectIdOf, type Services } from '../context'
import { HttpError, parseInput, readJson } from '../http/errors'
import { RateLimiter } from '../http/rate-limit'
import { checkTestCard } from '../onramp/card'
import { PAYMENT_CURRENCIES, PAYMENT_METHOD_IDS } from '../onramp/limits'
import { missingPage, orderPage, pageHeaders } from '../onramp/page'
import { unitsText } from '../onramp/quote'
import { type OnRamp, type OnRampOrder, ORDER_ID } from '../onramp/service'
import { accountParam, chainParam, tokenIconUrl } from '../portfolio/params'

const amountSchema = z
  .union([z.string().max(32), z.number().finite().nonnegative()])
  .transform((value) => String(value).trim())
const currencySchema = z
  .string()
  .max(8)
  .transform((value) => value.toUpperCase())
  .pipe(z.enum(PAYMENT_CURRENCIES, { error: 'must be USD or EUR' }))
const methodSchema = z.enum(PAYMENT_METHOD_IDS, { error: 'must be card or ach_bank_account' }).default('card')
const symbolSchema = z.string().regex(/^[A-Za-z0-9]{1,16}$/, 'must be a currency symbol')

const quoteBody = z.object({
  purchaseCurrency: symbolSchema,
  paymentCurrency: currencySchema,
  paymentMethod: methodSchema,
  amount: amountSchema,
  network: caip2Schema,
})

const solanaAddress = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
const urlBody = z.object({
  destinationWallets: z
    .array(
      z.object({
        address: z.string().max(128),
        blockchains: z.array(caip2Schema).max(20).optional(),
        assets: z.array(symbolSchema).max(20).optional(),
      }),
    )
    .min(1)
    .max(10),
  defaultNetwork: caip2Schema.optional(),
  partnerUserId: z.string().regex(/^[A-Za-z0-9_.:-]{1,128}$/, 'must be 1-128 letters, digits or _ . : -'),
  defaultExperience: z.literal('buy', { error: 'only buy is offered' }).optional(),
  presetCryptoAmount: z.number().finite().nonnegative().optional(),
  presetFiatAmount: amountSchema.optional(),
  // Beyond the spec's parameters: the modal's choices of currency and method for the order.
  paymentCurrency: currencySchema.default('USD'),
  paymentMethod: methodSchema,
})
const callbackBody = z.object({ orderId: z.string().max(64) })
const historyQuery = z.object({ cursor: z.string().max(64).optional(), onramp: z.string().max(64) })

const PAGE_SIZE = 20
const limit = (maxSize: number) =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw new HttpError(413, 'body_too_large', `Body is limited to ${maxSize / 1024} KiB`)
    },
  })

const orderIdParam = (value: string) => {
  if (!ORDER_ID.test(value)) throw new HttpError(400, 'invalid_order_id', 'Invalid order id')
  return value
}

/** What the modal polls: the order without anything the provider keeps to itself. */
export const orderAnswer = (order: OnRampOrder) => ({
  orderId: order.id,
  status: order.status,
  network: order.chain,
  address: order.address,
  purchaseAmount: {
    amount: unitsText(BigInt(order.purchaseUnits), order.decimals),
    currency: order.purchaseCurrency,
  },
  paymentTotal: {
    amount: (Number(order.paymentTotalCents) / 100).toFixed(2),
    currency: order.paymentCurrency,
  },
  ...(order.transactionHash ? { transactionHash: order.transactionHash } : {}),
  ...(order.failure ? { failure: order.failure } : {}),
})

export function onrampRoutes(services: Services, onramp: OnRamp) {
  const app = new Hono<Env>()
  const limiter = new RateLimiter(onramp.rateLimit)
  const limited = (c: Parameters<typeof clientOf>[0]) => {
    if (!limiter.take(clientOf(c)))
      throw new HttpError(429, 'rate_limited', 'Too many requests. Try again later.')
  }

  app.get('/v1/onramp/options', (c) => c.json(onramp.options()))

  // Each quote reads the chain's gas price; each order status, the database.
  app.post('/v1/onramp/quote', limit(4 * 1024), async (c) => {
    limited(c)
    const request = parseInput(quoteBody, await readJson(c.req.raw), 'quote request')
    return c.json(onramp.quoteAnswer(request, await onramp.quote(request)))
  })

  // An order for the provider, and the provider's page for it.
  app.post('/v1/generators/onrampurl', limit(8 * 1024), async (c) => {
    limited(c)
    const body = parseInput(urlBody, await readJson(c.req.raw), 'on-ramp request')
    const network = body.defaultNetwork ?? body.destinationWallets[0]?.blockchains?.[0]
    if (!network)
      throw new HttpError(400, 'invalid_input', 'Invalid on-ramp request: defaultNetwork is required')
    const wallet =
      body.destinationWallets.find((w) => w.blockchains?.includes(network)) ??
      body.destinationWallets.find((w) => !w.blockchains)
    if (!wallet)
      throw new HttpError(
        400,
        'invalid_input',
        `Invalid on-ramp request: no destination wallet for ${network}`,
      )
    if (body.presetFiatAmount === undefined) {
      throw new HttpError(
        400,
        'invalid_input',
        'Invalid on-ramp request: presetFiatAmount is required (the sandbox sells by fiat amount)',
      )
    }
    const chain = onramp.chainFor(network)
    const address = destinationAddress(wallet.address, network)
    const asset = chain.native.symbol
    if (wallet.assets && !wallet.assets.some((a) => a.toUpperCase() === asset.toUpperCase())) {
      throw new HttpError(
        400,
        'unknown_purchase_currency',
        `Unknown purchase currency on ${network}: only ${asset} is sold there`,
      )
    }
    const order = await onramp.createOrder({
      request: {
        purchaseCurrency: asset,
        paymentCurrency: body.paymentCurrency,
        paymentMethod: body.paymentMethod,
        amount: body.presetFiatAmount,
        network,
      },
      address,
      partnerUserId: body.partnerUserId,
      projectId: projectIdOf(c)?.slice(0, 128),
    })
    return c.json({ url: `${services.publicUrl}/onramp/sandbox/${order.id}`, orderId: order.id }, 201)
  })

  app.get('/v1/onramp/orders/:id', async (c) => {
    limited(c)
    const order = await onramp.get(orderIdParam(c.req.param('id')))
    return c.json(orderAnswer(order), 200, { 'Cache-Control': 'no-store' })
  })

  // The provider tells us an order was paid. Idempotent: the order's own status decides, so a
  // repeated or forged callback can at most trigger the one payout the payment authorised.
  app.post('/v1/onramp/callback', limit(1024), async (c) => {
    limited(c)
    const { orderId } = parseInput(callbackBody, await readJson(c.req.raw), 'callback')
    return c.json(orderAnswer(await onramp.fulfil(orderIdParam(orderId))))
  })

  // The `onramp` history filter: the account's completed purchases, newest first.
  app.get('/v1/account/:account/history', async (c, next) => {
    if (c.req.query('onramp') === undefined) return next()
    const address = accountParam(c.req.param('account'))
    const chain = chainParam(c)
    const { cursor } = parseInput(historyQuery, c.req.query(), 'query')
    const before = cursor ? cursorDate(cursor) : undefined
    const { rows, more } = await onramp.purchases(address, chain, before, PAGE_SIZE)
    const icon = tokenIconUrl(services.publicUrl)
    const last = rows.at(-1)
    return c.json({
      data: rows.map((order) => purchaseTransaction(order, icon)),
      next: more && last ? String(last.createdAt.getTime()) : null,
    })
  })

  // The sandbox provider: a page per order with a test card form.
  app.get('/onramp/sandbox/:id', async (c) => {
    const nonce = randomBytes(16).toString('base64')
    const id = c.req.param('id')
    const order = ORDER_ID.test(id) ? await onramp.get(id).catch(() => undefined) : undefined
    if (!order) return c.html(missingPage(nonce), 404, pageHeaders(nonce))
    return c.html(orderPage(order, nonce), 200, pageHeaders(nonce))
  })

  app.post('/onramp/sandbox/:id/pay', limit(4 * 1024), async (c) => {
    limited(c)
    const nonce = randomBytes(16).toString('base64')
    const id = c.req.param('id')
    const order = ORDER_ID.test(id) ? await onramp.get(id).catch(() => undefined) : undefined
    if (!order) return c.html(missingPage(nonce), 404, pageHeaders(nonce))
    if (order.status === 'created') {
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
      const text = (key: string) => (typeof form[key] === 'string' ? (form[key] as string).slice(0, 32) : '')
      const card = checkTestCard({ number: text('number'), expiry: text('expiry'), cvc: text('cvc') })
      if (!card.ok) return c.html(orderPage(order, nonce, card.message), 400, pageHeaders(nonce))
      await onramp.markPaid(order.id, card.last4)
    }
    // The provider notifies the services of the payment (the callback, in process here); a
    // form posted twice lands here twice and finds the payout already taken.
    await onramp.fulfil(order.id)
    return c.redirect(`../${order.id}`, 303)
  })

  return app
}

/** A destination address as the network's namespace writes it, or a 400. */
function destinationAddress(address: string, network: string): string {
  if (network.startsWith('eip155:'))
    return getAddress(parseInput(addressSchema, address, 'destination address'))
  if (!solanaAddress.test(address)) {
    throw new HttpError(400, 'invalid_input', 'Invalid destination address: must be a base58 Solana address')
  }
  return address
}

function cursorDate(cursor: string): Date {
  if (!/^\d{1,15}$/.test(cursor)) throw new HttpError(400, 'invalid_cursor', 'Invalid cursor')
  return new Date(Number(cursor))
}

function purchaseTransaction(order: OnRampOrder, icon: (id: string) => string) {
  const amount = unitsText(BigInt(order.purchaseUnits), order.decimals)
  return {
    id: order.transactionHash ?? order.id,
    metadata: {
      minedAt: (order.completedAt ?? order.createdAt).toISOString(),
      chain: order.chain,
      operationType: 'buy',
      status: 'ONRAMP_TRANSACTION_STATUS_SUCCESS',
      sentFrom: 'Latch Sandbox Pay',
      sentTo: order.address,
      ...(order.transactionHash ? { hash: order.transactionHash } : {}),
    },
    transfers: [
      {
        fungible_info: {
          name: order.purchaseCurrency,
          symbol: order.purchaseCurrency,
          icon: { url: icon(order.purchaseCurrency) },
        },
        direction: 'in',
        quantity: { numeric: amount },
      },
    ],
  }
}
