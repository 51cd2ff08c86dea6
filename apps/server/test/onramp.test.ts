import { onRampTreasury } from '@latch/devnet'
import { type Address, createPublicClient, http, parseEther, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderPage } from '../src/onramp/page'
import type { OnRampOrder } from '../src/onramp/service'
import type { RunningServer } from '../src/server'
import { backends } from './helpers/backends'
import { call, randomAccount, start, useDevnet } from './helpers/fixture'

const devnet = useDevnet()
const chain = () => devnet.manifest.chains[0] as (typeof devnet.manifest.chains)[number]
const NETWORK = 'eip155:31337'
const TEST_CARD = { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' }

type Quote = Record<
  'paymentTotal' | 'paymentSubtotal' | 'providerFee' | 'networkFee' | 'purchaseAmount',
  { amount: string; currency: string }
>

describe.each(backends())('on-ramp on $name', (backend) => {
  let server: RunningServer
  let url: string
  const client = () => createPublicClient({ transport: http(chain().rpcUrl) })
  const quote = (body: Record<string, unknown>) =>
    call(url, '/v1/onramp/quote', {
      json: { purchaseCurrency: 'ETH', paymentCurrency: 'USD', network: NETWORK, ...body },
    })
  const order = async (
    address: Address,
    amount: string | number = '25',
    extra: Record<string, unknown> = {},
  ) => {
    const response = await call(url, '/v1/generators/onrampurl', {
      json: {
        destinationWallets: [{ address, blockchains: [NETWORK], assets: ['ETH'] }],
        defaultNetwork: NETWORK,
        partnerUserId: 'visitor-1',
        defaultExperience: 'buy',
        presetFiatAmount: amount,
        ...extra,
      },
    })
    expect(response.status, response.text).toBe(201)
    return response.body as { url: string; orderId: string }
  }
  const pay = (pageUrl: string, card: Record<string, string> = TEST_CARD) =>
    fetch(`${pageUrl}/pay`, {
      method: 'POST',
      body: new URLSearchParams(card),
      redirect: 'manual',
    })
  const callback = (orderId: string) => call(url, '/v1/onramp/callback', { json: { orderId } })
  const status = async (orderId: string) => (await call(url, `/v1/onramp/orders/${orderId}`)).body
  const treasuryNonce = () => client().getTransactionCount({ address: onRampTreasury() })

  beforeAll(async () => {
    if (!backend.available) return
    server = await start(await backend.storage(), { manifest: devnet.manifest, indexer: false })
    url = server.url
  })
  afterAll(async () => {
    await server?.stop()
  })

  describe.skipIf(!backend.available)('routes', () => {
    it('offers USD and EUR with the card and bank limits, and ETH on the devnet chains', async () => {
      const { status, body } = await call(url, '/v1/onramp/options')
      expect(status).toBe(200)
      const limits = [
        { id: 'card', min: '10', max: '7500' },
        { id: 'ach_bank_account', min: '10', max: '25000' },
      ]
      expect(body.paymentCurrencies).toEqual([
        { id: 'USD', payment_method_limits: limits },
        { id: 'EUR', payment_method_limits: limits },
      ])
      const [eth] = body.purchaseCurrencies as Array<{ id: string; networks: Array<{ name: string }> }>
      expect(eth?.id).toBe('ETH')
      expect(eth?.networks.map((n) => n.name)).toEqual(['eip155:31337', 'eip155:31338'])
    })

    it('keeps the quote fee inside 1-2 % of the payment and prices ETH at the server price', async () => {
      const price = (devnet.manifest as unknown as { ethPriceUsd: number }).ethPriceUsd
      for (const [amount, paymentMethod, paymentCurrency] of [
        ['10', 'card', 'USD'],
        ['10.01', 'ach_bank_account', 'USD'],
        ['25', 'card', 'USD'],
        ['99.99', 'card', 'EUR'],
        ['7500', 'card', 'USD'],
        ['25000', 'ach_bank_account', 'EUR'],
      ] as const) {
        const response = await quote({ amount, paymentMethod, paymentCurrency })
        expect(response.status, response.text).toBe(200)
        const q = response.body as unknown as Quote
        const cents = (a: { amount: string }) => Math.round(Number(a.amount) * 100)
        const total = cents(q.paymentTotal)
        const fees = cents(q.providerFee) + cents(q.networkFee)
        expect(total).toBe(Math.round(Number(amount) * 100))
        expect(fees).toBeGreaterThanOrEqual(total * 0.01)
        expect(fees).toBeLessThanOrEqual(total * 0.02)
        expect(cents(q.paymentSubtotal)).toBe(total - fees)
        const usd = (cents(q.paymentSubtotal) / 100) * (paymentCurrency === 'EUR' ? 1.08 : 1)
        // Rounded down to whole micro-ETH.
        expect(Number(q.purchaseAmount.amount)).toBeLessThanOrEqual(usd / price)
        expect(Number(q.purchaseAmount.amount)).toBeGreaterThan(usd / price - 1e-6)
        expect(q.purchaseAmount.amount).toMatch(/^\d+\.\d{1,6}$/)
        expect(q.purchaseAmount.currency).toBe('ETH')
      }
    })

    it('refuses amounts outside the limits and malformed amounts with a 400 naming the rule', async () => {
      for (const [amount, paymentMethod] of [
        ['9.99', 'card'],
        ['7500.01', 'card'],
        ['25000.01', 'ach_bank_account'],
        ['0', 'card'],
      ] as const) {
        const response = await quote({ amount, paymentMethod })
        expect(response.status).toBe(400)
        expect(response.body.error?.code).toBe('amount_out_of_limits')
        expect(response.body.error?.message).toMatch(/between 10 and (7500|25000) USD/)
      }
      expect((await quote({ amount: '25000', paymentMethod: 'ach_bank_account' })).status).toBe(200)
      for (const amount of ['1e3', '-5', '10.001', '9'.repeat(30), 'abc', '', Number.MAX_VALUE]) {
        const response = await quote({ amount })
        expect(response.status).toBe(400)
      }
    })

    it('refuses unknown currencies, networks and namespaces with a clear 400', async () => {
      const cases: Array<[Record<string, unknown>, RegExp]> = [
        [{ amount: '25', paymentCurrency: 'GBP' }, /USD or EUR/],
        [{ amount: '25', purchaseCurrency: 'DOGE' }, /only ETH is sold/],
        [{ amount: '25', network: 'eip155:999' }, /Network not supported for On-Ramp/],
        [{ amount: '25', network: 'cosmos:cosmoshub-4' }, /eip155 and solana/],
        [{ amount: '25', network: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }, /Network not supported/],
        [{ amount: '25', paymentMethod: 'cash' }, /card or ach_bank_account/],
      ]
      for (const [body, message] of cases) {
        const response = await quote(body)
        expect(response.status).toBe(400)
        expect(response.body.error?.message).toMatch(message)
      }
    })

    it('refuses malformed destination addresses and forged order ids', async () => {
      for (const address of ['0x1234', '<script>alert(1)</script>', `0x${'g'.repeat(40)}`]) {
        const response = await call(url, '/v1/generators/onrampurl', {
          json: {
            destinationWallets: [{ address }],
            defaultNetwork: NETWORK,
            partnerUserId: 'p',
            presetFiatAmount: 25,
          },
        })
        expect(response.status).toBe(400)
        expect(response.body.error?.message).toMatch(/destination address/)
      }
      expect((await call(url, '/v1/onramp/orders/ord_nope')).status).toBe(400)
      const unknown = `ord_${'0'.repeat(32)}`
      expect((await call(url, `/v1/onramp/orders/${unknown}`)).status).toBe(404)
      expect((await callback('../../etc')).status).toBe(400)
      expect((await callback(unknown)).status).toBe(404)
      const page = await fetch(`${url}/onramp/sandbox/${encodeURIComponent('<b>x</b>')}`)
      expect(page.status).toBe(404)
      expect(await page.text()).not.toContain('<b>x</b>')
    })

    it('pays an order once: the test card sends the quoted ETH from the treasury on devnet', async () => {
      const receiver = randomAccount().address
      const { url: pageUrl, orderId } = await order(receiver, '25')
      expect(pageUrl).toBe(`${url}/onramp/sandbox/${orderId}`)
      const page = await fetch(pageUrl)
      expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
      expect(await page.text()).toContain('Pay 25.00 USD')
      expect((await status(orderId)).status).toBe('created')
      // A callback before the payment pays nothing.
      expect((await callback(orderId)).status).toBe(409)

      const before = await treasuryNonce()
      const paid = await pay(pageUrl)
      expect(paid.status).toBe(303)
      const done = await status(orderId)
      expect(done.status).toBe('completed')
      const expected = parseUnits((done.purchaseAmount as { amount: string }).amount, 18)
      expect(await client().getBalance({ address: receiver })).toBe(expected)
      const receipt = await client().getTransactionReceipt({ hash: done.transactionHash as `0x${string}` })
      expect(receipt.to?.toLowerCase()).toBe(receiver.toLowerCase())
      expect(await treasuryNonce()).toBe(before + 1)
    })

    it('pays once under a repeated callback and a form posted again', async () => {
      const receiver = randomAccount().address
      const { url: pageUrl, orderId } = await order(receiver, '40')
      await pay(pageUrl)
      const balance = await client().getBalance({ address: receiver })
      const nonce = await treasuryNonce()
      const first = await status(orderId)
      for (let i = 0; i < 3; i++) {
        const again = await callback(orderId)
        expect(again.status).toBe(200)
        expect(again.body.transactionHash).toBe(first.transactionHash)
      }
      expect((await pay(pageUrl)).status).toBe(303)
      expect(await client().getBalance({ address: receiver })).toBe(balance)
      expect(await treasuryNonce()).toBe(nonce)
    })

    it('pays once under concurrent callbacks and concurrent form posts', async () => {
      const receiver = randomAccount().address
      const { url: pageUrl, orderId } = await order(receiver, '100', { paymentCurrency: 'EUR' })
      const nonce = await treasuryNonce()
      const posts = await Promise.all([...Array(5)].map(() => pay(pageUrl)))
      expect(posts.map((p) => p.status)).toEqual([303, 303, 303, 303, 303])
      const answers = await Promise.all([...Array(10)].map(() => callback(orderId)))
      expect(answers.every((a) => a.status === 200)).toBe(true)
      const done = await status(orderId)
      expect(done.status).toBe('completed')
      expect(new Set(answers.map((a) => a.body.transactionHash).filter(Boolean))).toEqual(
        new Set([done.transactionHash]),
      )
      expect(await treasuryNonce()).toBe(nonce + 1)
      expect(await client().getBalance({ address: receiver })).toBe(
        parseUnits((done.purchaseAmount as { amount: string }).amount, 18),
      )
    })

    it('refuses a declined or non-test card and leaves the order unpaid', async () => {
      const { url: pageUrl, orderId } = await order(randomAccount().address)
      for (const number of ['4000 0000 0000 0002', '5555 5555 5555 4444', '42']) {
        const response = await pay(pageUrl, { ...TEST_CARD, number })
        expect(response.status).toBe(400)
        expect(await response.text()).toMatch(/declined|test card|card number/)
      }
      expect((await pay(pageUrl, { ...TEST_CARD, expiry: '01/20' })).status).toBe(400)
      expect((await status(orderId)).status).toBe('created')
    })

    it('lists completed purchases under the onramp history filter', async () => {
      const receiver = randomAccount().address
      const { url: pageUrl, orderId } = await order(receiver, '30')
      await pay(pageUrl)
      const done = await status(orderId)
      const response = await call(url, `/v1/account/${receiver}/history?onramp=sandbox&chainId=${NETWORK}`)
      expect(response.status).toBe(200)
      expect(response.body.next).toBeNull()
      expect(response.body.data).toMatchObject([
        {
          id: done.transactionHash,
          metadata: { operationType: 'buy', sentTo: receiver, chain: NETWORK },
          transfers: [
            { direction: 'in', quantity: { numeric: (done.purchaseAmount as { amount: string }).amount } },
          ],
        },
      ])
      const other = await call(url, `/v1/account/${randomAccount().address}/history?onramp=sandbox`)
      expect(other.body.data).toEqual([])
    })
  })
})

describe.each(backends().slice(0, 1))('on-ramp limits on $name', (backend) => {
  let server: RunningServer
  beforeAll(async () => {
    server = await start(await backend.storage(), {
      manifest: devnet.manifest,
      indexer: false,
      onramp: { rateLimit: { perSecond: 0.001, burst: 3 } },
    })
  })
  afterAll(async () => {
    await server?.stop()
  })

  it('refuses a client past its rate limit with a 429, quotes and orders alike', async () => {
    const body = { purchaseCurrency: 'ETH', paymentCurrency: 'USD', network: NETWORK, amount: '25' }
    const answers = [
      await call(server.url, '/v1/onramp/quote', { json: body }),
      await call(server.url, '/v1/onramp/quote', { json: body }),
      await call(server.url, `/v1/onramp/orders/ord_${'0'.repeat(32)}`),
      await call(server.url, '/v1/onramp/quote', { json: body }),
      await call(server.url, '/v1/onramp/callback', { json: { orderId: `ord_${'0'.repeat(32)}` } }),
    ]
    expect(answers.map((a) => a.status)).toEqual([200, 200, 404, 429, 429])
    expect(answers[3]?.body.error?.code).toBe('rate_limited')
    // Options cost nothing and stay open.
    expect((await call(server.url, '/v1/onramp/options')).status).toBe(200)
  })
})

describe('sandbox provider page', () => {
  it('escapes everything it shows', () => {
    const hostile = '<img src=x onerror=alert(1)>'
    const order = {
      id: `ord_${'a'.repeat(32)}`,
      status: 'failed',
      address: hostile,
      chain: hostile,
      purchaseCurrency: hostile,
      paymentCurrency: hostile,
      purchaseUnits: parseEther('1').toString(),
      decimals: 18,
      paymentTotalCents: 2500n,
      providerFeeCents: 38n,
      networkFeeCents: 12n,
      failure: hostile,
      transactionHash: hostile,
    } as unknown as OnRampOrder
    for (const status of ['created', 'sending', 'completed', 'failed'] as const) {
      const html = orderPage({ ...order, status }, 'nonce', hostile)
      expect(html).not.toContain('<img')
      expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    }
  })
})
