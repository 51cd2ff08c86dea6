// The Buy flow against the real services server on a real devnet: options, quotes, an order paid
// at the sandbox provider and followed until the funds are on chain; and the spec's fallbacks.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Devnet, devnetCaipNetwork, startDevnet } from '@latch/devnet'
import { type RunningServer, startServer } from '@latch/server'
import { createPublicClient, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestAdapter } from '../adapter/test-adapter'
import type { CaipNetwork } from '../adapter/types'
import { createLatch } from '../client/createLatch'
import { createServicesContext } from '../services/context'
import { DEFAULT_ONRAMP_OPTIONS } from '../services/onramp-defaults'
import { createMemoryBackend } from '../storage/storage'
import { createOnRampActions, type ProviderWindow } from './actions'
import { getOnRampState, isOnRampShown } from './getters'
import {
  buyAmountProblem,
  buyAmountText,
  isOnRampAvailable,
  isOrderSettled,
  isRestrictedTimeZone,
  paymentLimit,
  paymentMethodsOf,
} from './rules'

describe('on-ramp rules', () => {
  test('the mainland China time zones are restricted, neighbours are not', () => {
    for (const zone of ['Asia/Shanghai', 'Asia/Urumqi', 'PRC', 'Asia/Chongqing', 'Asia/Harbin']) {
      expect(isRestrictedTimeZone(zone)).toBe(true)
    }
    for (const zone of ['Asia/Hong_Kong', 'Asia/Taipei', 'Asia/Tokyo', 'Europe/Berlin', 'UTC', undefined]) {
      expect(isRestrictedTimeZone(zone)).toBe(false)
    }
  })

  test('buy is available on eip155 and solana only, and never in a restricted time zone', () => {
    const at = (
      namespace: Parameters<typeof isOnRampAvailable>[0]['namespace'],
      timeZone = 'Europe/Berlin',
    ) => isOnRampAvailable({ namespace, timeZone })
    expect(at('eip155')).toBe(true)
    expect(at('solana')).toBe(true)
    for (const namespace of ['bip122', 'polkadot', 'cosmos', undefined] as const)
      expect(at(namespace)).toBe(false)
    expect(at('eip155', 'Asia/Shanghai')).toBe(false)
    expect(at('solana', 'PRC')).toBe(false)
  })

  test('the built-in limits: card 10 to 7500, bank 10 to 25000, in USD and EUR', () => {
    for (const currency of ['USD', 'EUR']) {
      expect(paymentLimit(DEFAULT_ONRAMP_OPTIONS, currency, 'card')).toEqual({ min: '10', max: '7500' })
      expect(paymentLimit(DEFAULT_ONRAMP_OPTIONS, currency, 'ach_bank_account')).toEqual({
        min: '10',
        max: '25000',
      })
      expect(paymentMethodsOf(DEFAULT_ONRAMP_OPTIONS, currency)).toEqual(['card', 'ach_bank_account'])
    }
    expect(paymentLimit(DEFAULT_ONRAMP_OPTIONS, 'GBP', 'card')).toBeUndefined()
  })

  test('an amount outside the limits, malformed or missing is refused with the reason', () => {
    const card = { min: '10', max: '7500' }
    expect(buyAmountProblem('', card, 'USD')).toBe('Required')
    expect(buyAmountProblem('   ', card, 'USD')).toBe('Required')
    for (const amount of ['abc', '<b>10</b>', '10 USD']) {
      expect(buyAmountProblem(amount, card, 'USD')).toBe('Invalid input')
    }
    expect(buyAmountProblem('9.99', card, 'USD')).toBe('Amount must be between 10 and 7500 USD')
    expect(buyAmountProblem('7500.01', card, 'EUR')).toBe('Amount must be between 10 and 7500 EUR')
    for (const amount of ['10', '25', '7500', ' 25.5 '])
      expect(buyAmountProblem(amount, card, 'USD')).toBeUndefined()
  })

  test("Buy's amount says why it cannot be bought, in the words of Send's amount", () => {
    const card = { min: '10', max: '7500' }
    for (const amount of ['0', '0.00', '-5', ' -10 '])
      expect(buyAmountProblem(amount, card, 'USD'), amount).toBe('Enter an amount greater than 0')
    for (const amount of ['1e3', '10,5', '1,000', '1 000'])
      expect(buyAmountProblem(amount, card, 'USD'), amount).toBe(
        'Write the amount as a plain number, such as 0.5',
      )
    // A payment is in cents; trailing zeros are no decimals at all.
    for (const amount of ['10.001', '7.125'])
      expect(buyAmountProblem(amount, card, 'USD'), amount).toBe('Too many decimals for USD (at most 2)')
    expect(buyAmountProblem('10.500', card, 'EUR')).toBeUndefined()
    // A number of any length is judged by the limits; without limits, by what the provider takes.
    expect(buyAmountProblem('9'.repeat(400), card, 'USD')).toBe('Amount must be between 10 and 7500 USD')
    expect(buyAmountProblem('9'.repeat(12), undefined, 'USD')).toBeUndefined()
    expect(buyAmountProblem('9'.repeat(13), undefined, 'USD')).toBe('Invalid input')
  })

  test('the provider is asked for an accepted amount in its own form: digits, a point only before cents', () => {
    const provider = /^\d{1,12}(\.\d{1,2})?$/
    const cases: [string, string][] = [
      ['25', '25'],
      ['25.', '25'],
      ['.5', '0.5'],
      ['+7', '7'],
      ['025.50', '25.5'],
      [' 10.00 ', '10'],
    ]
    for (const [amount, text] of cases) {
      expect(buyAmountProblem(amount, undefined, 'USD'), amount).toBeUndefined()
      expect(buyAmountText(amount)).toBe(text)
      expect(text).toMatch(provider)
    }
  })

  test('an order is settled once completed or failed', () => {
    expect(
      ['created', 'paid', 'sending', 'completed', 'failed'].map((s) => isOrderSettled(s as never)),
    ).toEqual([false, false, false, true, true])
  })
})

describe('the Buy flow on devnet', () => {
  let devnet: Devnet
  let server: RunningServer
  let dataDir: string
  let l1: CaipNetwork

  beforeAll(async () => {
    devnet = await startDevnet()
    dataDir = mkdtempSync(join(tmpdir(), 'latch-core-onramp-'))
    server = await startServer({ dataDir, manifest: devnet.manifest, log: 'silent', indexer: false })
    l1 = devnetCaipNetwork(devnet.manifest.chains[0] as Devnet['manifest']['chains'][number])
  }, 60_000)
  afterAll(async () => {
    await server?.stop()
    await devnet?.stop()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  async function connected(servicesUrl = server.url) {
    const address = privateKeyToAccount(generatePrivateKey()).address
    const client = createLatch({
      projectId: 'latch-demo',
      networks: [l1],
      adapters: [createTestAdapter({ accounts: [address], chainId: l1.id })],
      storage: createMemoryBackend(),
      servicesUrl,
    })
    await client.start()
    await client.connect({ connectorId: 'test-eip155' })
    const views: string[] = []
    const refreshed: string[] = []
    const onramp = createOnRampActions(client.store, {
      services: createServicesContext({ baseUrl: servicesUrl, projectId: 'latch-demo' }),
      pushView: (view) => views.push(view),
      refreshAfterPurchase: async (hash) => {
        refreshed.push(hash)
      },
      pollMs: 20,
    })
    return { client, onramp, address, views, refreshed }
  }

  const providerWindow = () => {
    const window = { location: { href: '' }, opener: {} as unknown, closed: false, close: () => {} }
    window.close = () => {
      window.closed = true
    }
    return window satisfies ProviderWindow
  }

  test('buys 25 USD of ETH: quote, order, provider page paid with the test card, funds on chain', async () => {
    const { client, onramp, address, views, refreshed } = await connected()
    await onramp.loadOptions()
    const state = () => getOnRampState(client.store.getState())
    expect(state().options).toMatchObject({ status: 'ready', fallback: false })
    await onramp.setBuyForm({ amount: '25' })
    const quote = state().quote.value
    expect(quote?.mock).toBeUndefined()
    expect(quote?.paymentTotal).toEqual({ amount: '25.00', currency: 'USD' })

    const popup = providerWindow()
    await onramp.buy(popup)
    expect(popup.opener).toBeNull()
    expect(popup.location.href).toMatch(new RegExp(`^${server.url}/onramp/sandbox/ord_[0-9a-f]{32}$`))
    expect(views).toEqual(['OnRampProgress'])
    expect(state().order?.status).toBe('created')

    const paid = await fetch(`${popup.location.href}/pay`, {
      method: 'POST',
      body: new URLSearchParams({ number: '4242424242424242', expiry: '12/40', cvc: '123' }),
      redirect: 'manual',
    })
    expect(paid.status).toBe(303)
    await expect.poll(() => state().order?.status, { timeout: 10_000 }).toBe('completed')
    const order = state().order
    const balance = await createPublicClient({ transport: http(l1.rpcUrls.default.http[0]) }).getBalance({
      address: address as `0x${string}`,
    })
    expect(balance).toBe(parseEther(order?.purchaseAmount.amount ?? ''))
    expect(order?.purchaseAmount).toEqual(quote?.purchaseAmount)
    await expect.poll(() => refreshed).toEqual([order?.transactionHash])
    await expect.poll(() => state().purchases.map((t) => t.metadata.hash)).toEqual([order?.transactionHash])
  })

  test("in a decimal-comma locale 25,5 in Buy's amount is quoted as 25.5, and Persian digits are quoted and ordered as read", async () => {
    const { client, onramp, views } = await connected()
    await onramp.loadOptions()
    const state = () => getOnRampState(client.store.getState())
    client.setLocale('de')
    await onramp.setBuyForm({ amount: ' 25,5 ' })
    expect(state().quote.problem).toBeUndefined()
    expect(state().quote.value?.paymentTotal).toEqual({ amount: '25.50', currency: 'USD' })
    // The plain form is read in every locale; Persian has its own digits and decimal sign.
    client.setLocale('fa')
    await onramp.setBuyForm({ amount: '27.5' })
    expect(state().quote.value?.paymentTotal).toEqual({ amount: '27.50', currency: 'USD' })
    await onramp.setBuyForm({ amount: '۲۶٫۵' })
    expect(state().quote.value?.paymentTotal).toEqual({ amount: '26.50', currency: 'USD' })
    // What was typed stays as typed; the provider is asked for 26.5.
    expect(state().form.amount).toBe('۲۶٫۵')
    await onramp.buy(providerWindow())
    expect(views).toEqual(['OnRampProgress'])
    const services = createServicesContext({ baseUrl: server.url, projectId: 'latch-demo' })
    if (!services) throw new Error('No services for the test server')
    const ordered = await (await services.blockchain()).getOnRampOrder(state().order?.orderId ?? '')
    expect(ordered.paymentTotal).toEqual({ amount: '26.50', currency: 'USD' })
    await onramp.resetOrder()
  })

  test('an amount outside the limits asks for no quote and creates no order', async () => {
    const { client, onramp, views } = await connected()
    await onramp.loadOptions()
    await onramp.setBuyForm({ amount: '7600' })
    expect(getOnRampState(client.store.getState()).quote).toEqual({
      status: 'idle',
      problem: 'Amount must be between 10 and 7500 USD',
    })
    const popup = providerWindow()
    await onramp.buy(popup)
    expect(popup.closed).toBe(true)
    expect(views).toEqual([])
    await onramp.setBuyForm({ paymentMethod: 'ach_bank_account' })
    expect(getOnRampState(client.store.getState()).quote.status).toBe('ready')
  })

  test('options failure falls back to the built-in USD/EUR list; quote failure to the flagged estimate', async () => {
    // A port nothing listens on: every call fails at the network.
    const { client, onramp } = await connected('http://127.0.0.1:9')
    await onramp.loadOptions()
    const state = () => getOnRampState(client.store.getState())
    expect(state().options).toEqual({ status: 'ready', value: DEFAULT_ONRAMP_OPTIONS, fallback: true })
    await onramp.setBuyForm({ amount: '100' })
    expect(state().quote.value).toMatchObject({
      mock: true,
      paymentTotal: { amount: '100.00', currency: 'USD' },
      providerFee: { amount: '1.00' },
      networkFee: { amount: '1.00' },
    })
    const popup = providerWindow()
    await onramp.buy(popup)
    expect(state().error).toBe('The purchase could not be started')
    expect(popup.closed).toBe(true)
  })

  test('Buy is hidden in a restricted time zone and on namespaces without an on-ramp', async () => {
    const { client } = await connected()
    expect(isOnRampShown(client.store.getState(), 'Europe/Paris')).toBe(true)
    expect(isOnRampShown(client.store.getState(), 'Asia/Shanghai')).toBe(false)
    const elsewhere = {
      networks: { ...client.store.getState().networks, activeNamespace: 'bip122' as const },
    }
    expect(isOnRampShown(elsewhere, 'Europe/Paris')).toBe(false)
  })
})
