import { describe, expect, test } from 'vitest'
import { GAS_PRICE_LIFE_MS } from '../cache/cache'
import { FEATURE_ERRORS } from '../errors/codes'
import { LatchError } from '../errors/latch-error'
import type { SwapToken } from '../services/types'
import { gasPriceNetwork, networkCostUsd, quoteGasPrice, quoteRequest, swapNetworkCost } from './network-cost'
import { isQuoteRetryable, NATIVE_TOKEN_ADDRESS, QUOTE_STALE_MS } from './rules'

const eth: SwapToken = {
  name: 'Ether',
  symbol: 'ETH',
  address: `eip155:31337:${NATIVE_TOKEN_ADDRESS}`,
  decimals: 18,
  logoUri: '',
}
const lusd: SwapToken = {
  name: 'Latch USD',
  symbol: 'lUSD',
  address: 'eip155:31337:0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
  decimals: 6,
  logoUri: '',
}
const USER = '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'

describe('the swap network cost', () => {
  test("a quotable draft needs its tokens' network's gas price; a draft that cannot be quoted needs none", () => {
    expect(gasPriceNetwork({ from: eth, to: lusd, amount: '0.5' })).toBe('eip155:31337')
    expect(gasPriceNetwork({ from: eth, to: lusd })).toBeUndefined()
    expect(gasPriceNetwork({ from: eth, to: lusd, amount: 'abc' })).toBeUndefined()
    expect(gasPriceNetwork({ from: eth, to: eth, amount: '1' })).toBeUndefined()
    expect(gasPriceNetwork({ to: lusd, amount: '1' })).toBeUndefined()
  })

  test('a quote is asked with the standard gas price, never the faster ones', () => {
    expect(quoteGasPrice({ standard: '1200000000', fast: '1500000000', instant: '2000000000' })).toBe(
      '1200000000',
    )
  })

  test('the quote request carries the amount in base units, both tokens, the gas price and the address once connected', () => {
    expect(quoteRequest({ from: lusd, to: eth, amount: '12.5' }, '1200000000', USER)).toEqual({
      amount: '12500000',
      from: lusd.address,
      to: eth.address,
      gasPrice: '1200000000',
      userAddress: USER,
    })
    expect(quoteRequest({ from: lusd, to: eth, amount: '1' }, '7')).toEqual({
      amount: '1000000',
      from: lusd.address,
      to: eth.address,
      gasPrice: '7',
    })
    expect(quoteRequest({ from: lusd, to: eth, amount: '0' }, '7', USER)).toBeUndefined()
    expect(quoteRequest({ from: lusd, amount: '1' }, '7', USER)).toBeUndefined()
  })

  test('the network cost is the quote gas times the gas price it was asked with, in wei', () => {
    expect(swapNetworkCost('150000', '1000000000')).toBe(150_000_000_000_000n)
    expect(swapNetworkCost('150000', '0')).toBe(0n)
    // Past a float's precision: bigint maths throughout.
    expect(swapNetworkCost('200000', '123456789123456789')).toBe(24_691_357_824_691_357_800_000n)
  })

  test('a missing or malformed gas or gas price leaves the cost unknown rather than guessed', () => {
    for (const [gas, price] of [
      [undefined, '1'],
      ['150000', undefined],
      ['-1', '1'],
      ['1.5', '1'],
      ['150000', '1e9'],
      ['0x10', '1'],
      ['150000', '9'.repeat(41)],
      ['', '1'],
    ])
      expect(swapNetworkCost(gas, price)).toBeUndefined()
  })

  test('the cost reads in dollars at the native price; without a price there is no dollar figure', () => {
    expect(networkCostUsd(150_000_000_000_000n, 18, 3000)).toBeCloseTo(0.45, 10)
    expect(networkCostUsd(150_000_000_000_000n, 18, undefined)).toBeUndefined()
    expect(networkCostUsd(150_000_000_000_000n, 18, 0)).toBeUndefined()
  })

  test('a gas price lives less than a quote, so every stale quote asked again is priced afresh', () => {
    expect(GAS_PRICE_LIFE_MS).toBeLessThan(QUOTE_STALE_MS)
  })

  test('a network the services refuse is not worth a Try again; a failed call is', () => {
    expect(
      isQuoteRetryable(
        new LatchError('GAS_PRICE_NETWORK_UNSUPPORTED', FEATURE_ERRORS.GAS_PRICE_NETWORK_UNSUPPORTED),
      ),
    ).toBe(false)
    expect(
      isQuoteRetryable(new LatchError('SWAP_NETWORK_UNSUPPORTED', FEATURE_ERRORS.SWAPS_NETWORK_UNSUPPORTED)),
    ).toBe(false)
    expect(isQuoteRetryable(new LatchError('NETWORK_ERROR', 'Network request failed'))).toBe(true)
    expect(isQuoteRetryable(new LatchError('HTTP_STATUS', FEATURE_ERRORS.HTTP_STATUS(502)))).toBe(true)
    expect(isQuoteRetryable(new Error('anything else'))).toBe(true)
  })
})
