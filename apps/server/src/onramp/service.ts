// The on-ramp: options, quotes, orders and their payout from the treasury. Each order's status
// only moves forward through conditional updates, so the payout happens at most once per order
// however often, and however concurrently, the provider's callback arrives.
import { randomBytes } from 'node:crypto'
import { and, desc, eq, lt } from 'drizzle-orm'
import type { Hex } from 'viem'
import type { Db } from '../db/connect'
import { onrampOrders } from '../db/schema'
import { HttpError } from '../http/errors'
import type { Logger } from '../http/log'
import type { RateLimit } from '../http/rate-limit'
import { type Catalog, type ChainCatalog, NATIVE_TOKEN, tokenId } from '../portfolio/catalog'
import {
  DEFAULT_FIAT_USD,
  ONRAMP_NAMESPACES,
  PAYMENT_METHODS,
  type PaymentCurrency,
  type PaymentMethod,
  paymentCurrencyOptions,
} from './limits'
import { centsText, computeQuote, type QuoteAmounts, toCents, toMicro, unitsText } from './quote'
import type { Treasury } from './treasury'

export type OnRampOrder = typeof onrampOrders.$inferSelect

export const DEFAULT_ONRAMP_RATE_LIMIT: RateLimit = { perSecond: 10, burst: 100 }

export interface QuoteRequest {
  purchaseCurrency: string
  paymentCurrency: PaymentCurrency
  paymentMethod: PaymentMethod
  amount: string
  network: string
}

/** Order ids are 128 random bits: knowing one is what lets a page show or pay that order. */
export const ORDER_ID = /^ord_[0-9a-f]{32}$/
const newOrderId = () => `ord_${randomBytes(16).toString('hex')}`

export class OnRamp {
  constructor(
    private readonly db: Db,
    private readonly catalog: Catalog,
    /** Absent when no treasury is configured: quotes still work, orders are refused. */
    readonly treasury: Treasury | undefined,
    private readonly log: Logger,
    private readonly fiatUsd: Record<PaymentCurrency, number> = DEFAULT_FIAT_USD,
    /** Per client, over quotes, orders, status reads, payments and callbacks together. */
    readonly rateLimit: RateLimit = DEFAULT_ONRAMP_RATE_LIMIT,
  ) {}

  /** Chains whose native currency has a price: what the on-ramp can sell. */
  chains(): ChainCatalog[] {
    return [...this.catalog.chains.values()].filter((chain) => this.nativePrice(chain) > 0)
  }

  private nativePrice(chain: ChainCatalog) {
    return this.catalog.prices.get(tokenId(chain.chain, NATIVE_TOKEN)) ?? 0
  }

  options() {
    const bySymbol = new Map<string, { id: string; symbol: string; name: string; networks: unknown[] }>()
    for (const chain of this.chains()) {
      const { symbol, name } = chain.native
      const entry = bySymbol.get(symbol) ?? { id: symbol, symbol, name, networks: [] }
      entry.networks.push({
        name: chain.chain,
        display_name: chain.chain,
        chain_id: String(chain.chainId),
        contract_address: '',
      })
      bySymbol.set(symbol, entry)
    }
    return { paymentCurrencies: paymentCurrencyOptions(), purchaseCurrencies: [...bySymbol.values()] }
  }

  /** The chain a network names, or a 400 saying why it cannot be bought on. */
  chainFor(network: string): ChainCatalog {
    const namespace = network.split(':')[0] ?? ''
    if (!(ONRAMP_NAMESPACES as readonly string[]).includes(namespace)) {
      throw new HttpError(
        400,
        'unsupported_namespace',
        `The on-ramp supports eip155 and solana networks only`,
      )
    }
    const chain = this.chains().find((c) => c.chain === network)
    if (!chain)
      throw new HttpError(400, 'unsupported_network', `Network not supported for On-Ramp: ${network}`)
    return chain
  }

  async quote(request: QuoteRequest) {
    const chain = this.chainFor(request.network)
    if (request.purchaseCurrency.toUpperCase() !== chain.native.symbol.toUpperCase()) {
      throw new HttpError(
        400,
        'unknown_purchase_currency',
        `Unknown purchase currency on ${request.network}: only ${chain.native.symbol} is sold there`,
      )
    }
    const totalCents = checkedAmount(request.amount, request.paymentMethod, request.paymentCurrency)
    const gasCost = this.treasury ? await this.treasury.transferCost(chain).catch(chainUnavailable) : 0n
    const amounts = computeQuote({
      totalCents,
      method: request.paymentMethod,
      fiatUsdMicro: toMicro(this.fiatUsd[request.paymentCurrency]),
      priceUsdMicro: toMicro(this.nativePrice(chain)),
      decimals: chain.native.decimals,
      gasCost,
    })
    return { chain, totalCents, amounts }
  }

  /** The quote as the modal reads it (amounts as decimal strings). */
  quoteAnswer(request: QuoteRequest, { chain, totalCents, amounts }: Awaited<ReturnType<OnRamp['quote']>>) {
    const fiat = (cents: bigint) => ({ amount: centsText(cents), currency: request.paymentCurrency })
    return {
      paymentTotal: fiat(totalCents),
      paymentSubtotal: fiat(amounts.subtotalCents),
      providerFee: fiat(amounts.providerFeeCents),
      networkFee: fiat(amounts.networkFeeCents),
      purchaseAmount: {
        amount: unitsText(amounts.purchase, chain.native.decimals),
        currency: chain.native.symbol,
      },
      quoteId: `quote_${randomBytes(8).toString('hex')}`,
    }
  }

  async createOrder(order: {
    request: QuoteRequest
    address: string
    partnerUserId: string
    projectId: string | undefined
  }): Promise<OnRampOrder> {
    if (!this.treasury) {
      throw new HttpError(503, 'onramp_unavailable', 'The on-ramp has no treasury configured on this server')
    }
    const quoted = await this.quote(order.request)
    const { chain, totalCents, amounts } = quoted
    if (amounts.purchase <= 0n) throw new HttpError(400, 'amount_too_small', 'The amount buys nothing')
    const [row] = await this.db
      .insert(onrampOrders)
      .values({
        id: newOrderId(),
        projectId: order.projectId ?? null,
        partnerUserId: order.partnerUserId,
        address: order.address,
        chain: chain.chain,
        purchaseCurrency: chain.native.symbol,
        decimals: chain.native.decimals,
        purchaseUnits: amounts.purchase.toString(),
        paymentCurrency: order.request.paymentCurrency,
        paymentMethod: order.request.paymentMethod,
        paymentTotalCents: totalCents,
        providerFeeCents: amounts.providerFeeCents,
        networkFeeCents: amounts.networkFeeCents,
        status: 'created',
      })
      .returning()
    return row as OnRampOrder
  }

  async get(id: string): Promise<OnRampOrder> {
    const [row] = ORDER_ID.test(id)
      ? await this.db.select().from(onrampOrders).where(eq(onrampOrders.id, id))
      : []
    if (!row) throw new HttpError(404, 'order_not_found', 'No on-ramp order with this id')
    return row
  }

  /** The provider took the (test) payment: created -> paid, once. A second payment changes nothing. */
  async markPaid(id: string, cardLast4: string): Promise<OnRampOrder> {
    const [row] = await this.db
      .update(onrampOrders)
      .set({ status: 'paid', paidAt: new Date(), cardLast4 })
      .where(and(eq(onrampOrders.id, id), eq(onrampOrders.status, 'created')))
      .returning()
    return row ?? (await this.get(id))
  }

  /**
   * The provider's callback: a paid order's funds go out. Only the caller whose update moves the
   * order from paid to sending pays; every other caller (repeated, concurrent) gets the order as
   * it stands. An order not paid yet is refused.
   */
  async fulfil(id: string): Promise<OnRampOrder> {
    const [claimed] = await this.db
      .update(onrampOrders)
      .set({ status: 'sending' })
      .where(and(eq(onrampOrders.id, id), eq(onrampOrders.status, 'paid')))
      .returning()
    if (!claimed) {
      const order = await this.get(id)
      if (order.status === 'created')
        throw new HttpError(409, 'order_not_paid', 'This order has not been paid')
      return order
    }
    return this.payOut(claimed)
  }

  private async payOut(order: OnRampOrder): Promise<OnRampOrder> {
    const chain = this.catalog.chains.get(order.chain)
    const finish = async (patch: Partial<OnRampOrder>) => {
      const [row] = await this.db
        .update(onrampOrders)
        .set(patch)
        .where(eq(onrampOrders.id, order.id))
        .returning()
      return row as OnRampOrder
    }
    if (!chain || !this.treasury)
      return finish({ status: 'failed', failure: 'The chain is no longer configured' })
    let hash: Hex
    try {
      hash = await this.treasury.send(chain, order.address as Hex, BigInt(order.purchaseUnits))
    } catch (error) {
      // Never retried: a send that may have reached the node must not be sent a second time.
      this.log.error('onramp payout failed', { order: order.id, error: String(error).slice(0, 300) })
      return finish({ status: 'failed', failure: 'The payout could not be sent' })
    }
    await finish({ transactionHash: hash })
    const ok = await this.treasury.confirmed(chain, hash).catch(() => false)
    return finish(
      ok
        ? { status: 'completed', completedAt: new Date() }
        : { status: 'failed', failure: 'The payout transaction did not succeed' },
    )
  }

  /** An address's completed purchases, newest first, as history transactions (`onramp` filter). */
  async purchases(address: string, chain: string | undefined, before: Date | undefined, limit: number) {
    const rows = await this.db
      .select()
      .from(onrampOrders)
      .where(
        and(
          eq(onrampOrders.address, address),
          eq(onrampOrders.status, 'completed'),
          chain ? eq(onrampOrders.chain, chain) : undefined,
          before ? lt(onrampOrders.createdAt, before) : undefined,
        ),
      )
      .orderBy(desc(onrampOrders.createdAt))
      .limit(limit + 1)
    return { rows: rows.slice(0, limit), more: rows.length > limit }
  }
}

/** The amount in cents, or a 400 naming the method's limits. */
export function checkedAmount(amount: string, method: PaymentMethod, currency: PaymentCurrency): bigint {
  let cents: bigint
  try {
    cents = toCents(amount)
  } catch {
    throw new HttpError(400, 'invalid_amount', 'amount must be a decimal number with at most 2 decimals')
  }
  const { min, max, name } = PAYMENT_METHODS[method]
  if (cents < BigInt(min) * 100n || cents > BigInt(max) * 100n) {
    throw new HttpError(
      400,
      'amount_out_of_limits',
      `${name} payments must be between ${min} and ${max} ${currency}`,
    )
  }
  return cents
}

const chainUnavailable = (): never => {
  throw new HttpError(502, 'upstream_unavailable', 'The chain could not be read, try again later')
}

export type { QuoteAmounts }
