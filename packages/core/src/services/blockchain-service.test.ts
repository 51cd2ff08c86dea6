import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import {
  type LocalServer,
  type RecordedRequest,
  sendJson,
  startLocalServer,
} from '../../test/support/local-server'
import { GAS_PRICE_LIFE_MS } from '../cache/cache'
import { LatchError } from '../errors/latch-error'
import { createBlockchainServiceClient } from './blockchain-service'
import { DEFAULT_ONRAMP_OPTIONS } from './onramp-defaults'
import { SWAP_CHAIN_IDS } from './support'

let server: LocalServer
let routes: Record<string, (req: RecordedRequest) => [number, unknown]>
beforeAll(async () => {
  server = await startLocalServer((req, res) => {
    const route = routes[`${req.method} ${req.path}`]
    const [status, body] = route ? route(req) : [404, { message: 'no route' }]
    sendJson(res, status, body)
  })
})
afterAll(() => server.close())
beforeEach(() => {
  routes = {}
})
afterEach(() => {
  vi.useRealTimers()
})

const ADDRESS = '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'
const client = () =>
  createBlockchainServiceClient({
    baseUrl: `${server.url}/bs`,
    projectId: 'proj-1',
    sdkType: 'latch',
    sdkVersion: 'react-1.0.0',
  })
const last = () => server.requests.at(-1)
/** The balances of an answered fetch (a refused or failed one has none). */
const value = <T>(result: { status: string; value?: T }) =>
  result.status === 'ok' ? result.value : undefined
const identity = { projectId: 'proj-1', st: 'latch', sv: 'react-1.0.0' }
const token = (symbol: string, decimals: string) => ({
  name: symbol,
  symbol,
  chainId: 'eip155:1',
  price: 1,
  iconUrl: '',
  quantity: { decimals, numeric: '1' },
})

describe('blockchain service: every call adds st, sv and projectId', () => {
  test('GET v1/supported-chains returns http and ws', async () => {
    routes['GET /bs/v1/supported-chains'] = () => [200, { http: ['eip155:1'], ws: ['eip155:1'] }]
    expect(await client().getSupportedChains()).toEqual({ http: ['eip155:1'], ws: ['eip155:1'] })
    expect(last()?.query).toEqual(identity)
  })

  test('GET /v1/identity/{address} returns name and avatar', async () => {
    routes[`GET /bs/v1/identity/${ADDRESS}`] = () => [200, { name: 'alice', avatar: 'https://img' }]
    expect(await client().getIdentity(ADDRESS)).toEqual({ name: 'alice', avatar: 'https://img' })
    expect(last()?.query).toEqual(identity)
  })

  test('GET /v1/account/{account}/history sends cursor, onramp and chainId; returns data and next', async () => {
    routes[`GET /bs/v1/account/${ADDRESS}/history`] = () => [200, { data: [{ id: 't1' }], next: 'c2' }]
    const result = await client().getActivity({
      account: ADDRESS,
      caipNetworkId: 'eip155:1',
      cursor: 'c1',
      onramp: 'coinbase',
    })
    expect(result).toEqual({ data: [{ id: 't1' }], next: 'c2' })
    expect(last()?.query).toEqual({ ...identity, cursor: 'c1', onramp: 'coinbase', chainId: 'eip155:1' })
  })

  test('GET /v1/account/{address}/balance sends currency usd, chainId and forceUpdate', async () => {
    routes[`GET /bs/v1/account/${ADDRESS}/balance`] = () => [200, { balances: [token('ETH', '18')] }]
    expect(
      value(await client().getBalances({ address: ADDRESS, caipNetworkId: 'eip155:1', forceUpdate: true })),
    ).toHaveLength(1)
    expect(last()?.query).toEqual({ ...identity, currency: 'usd', chainId: 'eip155:1', forceUpdate: 'true' })
  })

  test('GET /v1/sessions/{address} and POST /v1/sessions/{address}/revoke with pci and signature', async () => {
    routes[`GET /bs/v1/sessions/${ADDRESS}`] = () => [200, { pcis: [{ pci: 'p1' }] }]
    routes[`POST /bs/v1/sessions/${ADDRESS}/revoke`] = () => [200, {}]
    expect(await client().getSessions(ADDRESS)).toEqual([{ pci: 'p1' }])
    await client().revokeSession(ADDRESS, { pci: 'p1', signature: '0xsig' })
    expect(last()?.body).toEqual({ pci: 'p1', signature: '0xsig' })
    expect(last()?.query).toEqual(identity)
  })
})

describe('balances', () => {
  test("tokens whose decimals is the string '0' are dropped", async () => {
    routes[`GET /bs/v1/account/${ADDRESS}/balance`] = () => [
      200,
      { balances: [token('ETH', '18'), token('BAD', '0')] },
    ]
    const balances = value(await client().getBalances({ address: ADDRESS, caipNetworkId: 'eip155:1' }))
    expect(balances?.map((b) => b.symbol)).toEqual(['ETH'])
  })

  test('balances are fetched for eip155, solana and bip122 only; others return empty without a request', async () => {
    routes[`GET /bs/v1/account/${ADDRESS}/balance`] = () => [200, { balances: [token('X', '6')] }]
    const before = server.requests.length
    expect(
      value(
        await client().getBalances({
          address: ADDRESS,
          caipNetworkId: 'cosmos:cosmoshub-4',
        }),
      ),
    ).toEqual([])
    expect(
      value(
        await client().getBalances({
          address: ADDRESS,
          caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
        }),
      ),
    ).toEqual([])
    expect(server.requests.length).toBe(before)
    expect(
      value(
        await client().getBalances({
          address: ADDRESS,
          caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        }),
      ),
    ).toHaveLength(1)
  })

  test('portfolio cache life 30 s: a second fetch within 30 s is served from the cache', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    let calls = 0
    routes[`GET /bs/v1/account/${ADDRESS}/balance`] = () => [200, { balances: [token(`T${++calls}`, '6')] }]
    const service = client()
    const fetch = async () =>
      value(await service.getBalances({ address: ADDRESS, caipNetworkId: 'eip155:1' }))
    expect((await fetch())?.[0]?.symbol).toBe('T1')
    vi.advanceTimersByTime(29_999)
    expect((await fetch())?.[0]?.symbol).toBe('T1')
    vi.advanceTimersByTime(1)
    expect((await fetch())?.[0]?.symbol).toBe('T2')
    expect(
      value(
        await service.getBalances({ address: ADDRESS, caipNetworkId: 'eip155:1', forceUpdate: true }),
      )?.[0]?.symbol,
    ).toBe('T3')
  })

  test('a failed balance fetch answers failed, and a retry within 30 s is refused without a request', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    routes[`GET /bs/v1/account/${ADDRESS}/balance`] = () => [500, {}]
    const service = client()
    const fetch = () => service.getBalances({ address: ADDRESS, caipNetworkId: 'eip155:1' })
    expect(await fetch()).toMatchObject({ status: 'failed' })
    routes[`GET /bs/v1/account/${ADDRESS}/balance`] = () => [200, { balances: [token('ETH', '18')] }]
    const before = server.requests.length
    vi.advanceTimersByTime(29_999)
    expect(await fetch()).toEqual({ status: 'refused' })
    expect(server.requests.length).toBe(before)
    vi.advanceTimersByTime(1)
    expect(value(await fetch())).toHaveLength(1)
  })

  test('an aborted balance fetch is rethrown, not answered as a failure', async () => {
    routes[`GET /bs/v1/account/${ADDRESS}/balance`] = () => [200, { balances: [] }]
    const controller = new AbortController()
    controller.abort()
    await expect(
      client().getBalances({ address: ADDRESS, caipNetworkId: 'eip155:1', signal: controller.signal }),
    ).rejects.toThrow('Something went wrong')
  })
})

describe('names and activity are eip155 only', () => {
  test('activity on a network outside eip155 and solana is empty without a request', async () => {
    const before = server.requests.length
    expect(
      await client().getActivity({ account: 'x', caipNetworkId: 'bip122:000000000019d6689c085ae165831e93' }),
    ).toEqual({
      data: [],
      next: undefined,
    })
    expect(await client().getIdentity('x', 'solana:abc')).toEqual({ name: null, avatar: null })
    expect(server.requests.length).toBe(before)
  })

  test('identity cache life 5 min', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    let calls = 0
    routes[`GET /bs/v1/identity/${ADDRESS}`] = () => [200, { name: `n${++calls}`, avatar: null }]
    const service = client()
    expect((await service.getIdentity(ADDRESS)).name).toBe('n1')
    vi.advanceTimersByTime(5 * 60_000 - 1)
    expect((await service.getIdentity(ADDRESS)).name).toBe('n1')
    vi.advanceTimersByTime(1)
    expect((await service.getIdentity(ADDRESS)).name).toBe('n2')
  })
})

describe('swaps', () => {
  const from = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
  const to = 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'

  test('swap networks are the eip155 ids of spec section 9', () => {
    expect([...SWAP_CHAIN_IDS].sort((a, b) => a - b)).toEqual(
      [1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554].sort((a, b) => a - b),
    )
  })

  test('GET /v1/convert/quotes sends amount, userAddress, from, to and gasPrice', async () => {
    routes['GET /bs/v1/convert/quotes'] = () => [200, { quotes: [{ toAmount: '5' }] }]
    const result = await client().getSwapQuote({
      amount: '100',
      userAddress: `eip155:1:${ADDRESS}`,
      from,
      to,
      gasPrice: '7',
    })
    expect(result.quotes).toEqual([{ toAmount: '5' }])
    expect(last()?.query).toEqual({
      ...identity,
      amount: '100',
      userAddress: `eip155:1:${ADDRESS}`,
      from,
      to,
      gasPrice: '7',
    })
  })

  test('GET /v1/convert/tokens, /v1/convert/gas-price send chainId; /v1/convert/allowance sends tokenAddress, userAddress', async () => {
    routes['GET /bs/v1/convert/tokens'] = () => [200, { tokens: [{ symbol: 'USDC' }] }]
    routes['GET /bs/v1/convert/gas-price'] = () => [200, { standard: '1', fast: '2', instant: '3' }]
    routes['GET /bs/v1/convert/allowance'] = () => [200, { allowance: '10' }]
    expect(await client().getSwapTokens('eip155:10')).toEqual([{ symbol: 'USDC' }])
    expect(last()?.query).toEqual({ ...identity, chainId: 'eip155:10' })
    expect(await client().getGasPrice('eip155:8453')).toEqual({ standard: '1', fast: '2', instant: '3' })
    expect(last()?.query).toEqual({ ...identity, chainId: 'eip155:8453' })
    expect(await client().getSwapAllowance({ tokenAddress: to, userAddress: ADDRESS })).toEqual({
      allowance: '10',
    })
    expect(last()?.query).toEqual({ ...identity, tokenAddress: to, userAddress: ADDRESS })
  })

  test('POST /v1/fungible/price sends currency, addresses and projectId', async () => {
    routes['POST /bs/v1/fungible/price'] = () => [200, { fungibles: [{ symbol: 'ETH', price: 3000 }] }]
    expect(await client().getTokenPrices([from])).toEqual([{ symbol: 'ETH', price: 3000 }])
    expect(last()?.body).toEqual({ currency: 'usd', addresses: [from], projectId: 'proj-1' })
  })

  test('POST /v1/convert/build-transaction sends amount, eip155.slippage 1, projectId, from, to, userAddress, disableEstimate', async () => {
    routes['POST /bs/v1/convert/build-transaction'] = () => [200, { tx: { data: '0x' } }]
    await client().buildSwapTransaction({
      amount: '1',
      from,
      to,
      userAddress: ADDRESS,
      disableEstimate: true,
    })
    expect(last()?.body).toEqual({
      amount: '1',
      eip155: { slippage: '1' },
      projectId: 'proj-1',
      from,
      to,
      userAddress: ADDRESS,
      disableEstimate: true,
    })
  })

  test('GET /v1/convert/build-approve', async () => {
    routes['GET /bs/v1/convert/build-approve'] = () => [200, { tx: { data: '0x095e' } }]
    expect(await client().buildApproveTransaction({ amount: '1', from, to, userAddress: ADDRESS })).toEqual({
      tx: { data: '0x095e' },
    })
  })

  test('a gas price is kept GAS_PRICE_LIFE_MS per network, and callers at once share one request', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    let asked = 0
    routes['GET /bs/v1/convert/gas-price'] = (req) => {
      asked++
      const price = String(asked * 1000 + (req.query.chainId === 'eip155:1' ? 1 : 2))
      return [200, { standard: price, fast: price, instant: price }]
    }
    const service = client()
    const [first, second] = await Promise.all([
      service.getGasPrice('eip155:1'),
      service.getGasPrice('eip155:1'),
    ])
    expect([first.standard, second.standard, asked]).toEqual(['1001', '1001', 1])
    expect((await service.getGasPrice('eip155:10')).standard).toBe('2002')
    vi.advanceTimersByTime(GAS_PRICE_LIFE_MS - 1)
    expect((await service.getGasPrice('eip155:1')).standard).toBe('1001')
    vi.advanceTimersByTime(1)
    expect((await service.getGasPrice('eip155:1')).standard).toBe('3001')
  })

  test("the services refusing a network's gas price is the catalogue's 'Network not supported for Gas Price'", async () => {
    routes['GET /bs/v1/convert/gas-price'] = () => [
      400,
      { error: { code: 'network_unsupported', message: 'Network not supported for Gas Price' } },
    ]
    const refused = await client()
      .getGasPrice('eip155:1')
      .catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(LatchError)
    expect(refused).toMatchObject({
      code: 'GAS_PRICE_NETWORK_UNSUPPORTED',
      message: 'Network not supported for Gas Price',
    })
  })

  test('an unusable gas price answer is refused and not kept: the next call asks again', async () => {
    const answers: unknown[] = [
      { standard: 1000000000, fast: '2', instant: '3' },
      { standard: '-1', fast: '2', instant: '3' },
      { gasPrice: '1' },
      null,
      { standard: '7', fast: '8', instant: '9' },
    ]
    routes['GET /bs/v1/convert/gas-price'] = () => [200, answers.shift()]
    const service = client()
    for (let i = 0; i < 4; i++)
      await expect(service.getGasPrice('eip155:1')).rejects.toMatchObject({
        code: 'INVALID_RESPONSE',
        message: 'The network returned an unreadable gas price',
      })
    expect(await service.getGasPrice('eip155:1')).toEqual({ standard: '7', fast: '8', instant: '9' })
  })

  test("swaps on other networks fail with 'Network not supported for Swaps', gas price with 'Network not supported for Gas Price'", async () => {
    const before = server.requests.length
    const other = 'eip155:11155111:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
    await expect(
      client().getSwapQuote({ amount: '1', userAddress: ADDRESS, from: other, to }),
    ).rejects.toThrow('Network not supported for Swaps')
    await expect(client().getSwapTokens('solana:abc')).rejects.toThrow('Network not supported for Swaps')
    await expect(client().getGasPrice('eip155:5')).rejects.toThrow('Network not supported for Gas Price')
    await expect(client().getGasPrice('eip155:5')).rejects.toBeInstanceOf(LatchError)
    expect(server.requests.length).toBe(before)
  })
})

describe('names', () => {
  test('GET /v1/profile/account/{name} uses apiVersion 2; a free name (404) is null', async () => {
    routes['GET /bs/v1/profile/account/alice'] = () => [200, { name: 'alice', addresses: {} }]
    expect(await client().lookupName('alice')).toEqual({ name: 'alice', addresses: {} })
    expect(last()?.query).toEqual({ ...identity, apiVersion: '2' })
    expect(await client().lookupName('free-name')).toBeNull()
  })

  test('names cache life 5 min', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    let calls = 0
    routes['GET /bs/v1/profile/account/bob'] = () => [200, { name: 'bob', addresses: {}, updated: ++calls }]
    const service = client()
    expect((await service.lookupName('bob'))?.updated).toBe(1)
    vi.advanceTimersByTime(5 * 60_000 - 1)
    expect((await service.lookupName('bob'))?.updated).toBe(1)
    vi.advanceTimersByTime(1)
    expect((await service.lookupName('bob'))?.updated).toBe(2)
  })

  test('GET /v1/profile/reverse/{address} and /v1/profile/suggestions/{name} with zone', async () => {
    routes[`GET /bs/v1/profile/reverse/${ADDRESS}`] = () => [200, [{ name: 'alice', addresses: {} }]]
    routes['GET /bs/v1/profile/suggestions/ali'] = () => [
      200,
      { suggestions: [{ name: 'alice', registered: true }] },
    ]
    expect(await client().getNamesForAddress(ADDRESS)).toEqual([{ name: 'alice', addresses: {} }])
    expect(await client().getNameSuggestions('ali', 'latch.id')).toEqual([
      { name: 'alice', registered: true },
    ])
    expect(last()?.query).toEqual({ ...identity, zone: 'latch.id' })
  })

  test("name failures read 'Error resolving name', 'Error fetching names for address', 'Error fetching name suggestions'", async () => {
    routes['GET /bs/v1/profile/account/boom'] = () => [500, {}]
    routes[`GET /bs/v1/profile/reverse/${ADDRESS}`] = () => [500, {}]
    routes['GET /bs/v1/profile/suggestions/boom'] = () => [500, {}]
    await expect(client().lookupName('boom')).rejects.toThrow('Error resolving name')
    await expect(client().getNamesForAddress(ADDRESS)).rejects.toThrow('Error fetching names for address')
    await expect(client().getNameSuggestions('boom')).rejects.toThrow('Error fetching name suggestions')
  })

  test("POST /v1/profile/account registers; failure reads 'Error registering name {name}'", async () => {
    const message = client().nameRegistrationMessage('alice', ADDRESS, 1_700_000_000_500)
    expect(JSON.parse(message)).toEqual({
      name: 'alice',
      attributes: {},
      timestamp: 1_700_000_000,
      domain: new URL(server.url).hostname,
      purpose: 'latch-name-registration',
      address: ADDRESS,
    })
    const registration = { coin_type: 60, address: ADDRESS, message, signature: '0xsig' }
    routes['POST /bs/v1/profile/account'] = () => [200, { name: 'alice', addresses: {} }]
    expect(await client().registerName(registration)).toEqual({ name: 'alice', addresses: {} })
    expect(last()?.body).toEqual(registration)
    routes['POST /bs/v1/profile/account'] = () => [409, {}]
    await expect(client().registerName(registration)).rejects.toThrow('Error registering name alice')
  })
})

describe('on-ramp', () => {
  test('POST /v1/generators/onrampurl sends the wallets and defaultExperience buy; returns url', async () => {
    routes['POST /bs/v1/generators/onrampurl'] = () => [200, { url: 'https://pay.example/x' }]
    const params = {
      destinationWallets: [{ address: ADDRESS, blockchains: ['ethereum'] }],
      defaultNetwork: 'ethereum',
      partnerUserId: ADDRESS,
      presetCryptoAmount: 1,
      presetFiatAmount: 100,
    }
    expect(await client().generateOnRampUrl(params)).toBe('https://pay.example/x')
    expect(last()?.body).toEqual({ ...params, defaultExperience: 'buy' })
  })

  test('GET /v1/onramp/options; an options failure returns the built-in USD/EUR list', async () => {
    routes['GET /bs/v1/onramp/options'] = () => [
      200,
      { paymentCurrencies: [{ id: 'GBP' }], purchaseCurrencies: [] },
    ]
    expect((await client().getOnRampOptions()).paymentCurrencies).toEqual([{ id: 'GBP' }])
    routes['GET /bs/v1/onramp/options'] = () => [502, {}]
    const fallback = await client().getOnRampOptions()
    expect(fallback).toBe(DEFAULT_ONRAMP_OPTIONS)
    expect(fallback.paymentCurrencies.map((c) => c.id)).toEqual(['USD', 'EUR'])
    expect(fallback.paymentCurrencies[0]?.payment_method_limits).toEqual([
      { id: 'card', min: '10', max: '7500' },
      { id: 'ach_bank_account', min: '10', max: '25000' },
    ])
  })

  test('POST /v1/onramp/quote; a quote failure returns a mock quote', async () => {
    const request = { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '100', network: 'ethereum' }
    routes['POST /bs/v1/onramp/quote'] = () => [200, { quoteId: 'q1' }]
    expect(await client().getOnRampQuote(request)).toEqual({ quoteId: 'q1' })
    expect(last()?.body).toEqual(request)
    routes['POST /bs/v1/onramp/quote'] = () => [500, {}]
    const mock = await client().getOnRampQuote(request)
    expect(mock.mock).toBe(true)
    expect(mock.paymentTotal).toEqual({ amount: '100.00', currency: 'USD' })
    expect(mock.providerFee.amount).toBe('1.00')
    expect(mock.paymentSubtotal.amount).toBe('98.00')
  })
})
