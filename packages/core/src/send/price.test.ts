import { describe, expect, test } from 'vitest'
import type { TokenBalance } from '../connection/accounts'
import { priceId, sendValueUsd } from './rules'

const eth: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  value: 0,
  price: 3000,
  iconUrl: '',
  quantity: { decimals: '18', numeric: '1' },
}
const usdc = { ...eth, symbol: 'USDC', address: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' }

describe('the value of a send', () => {
  test('tokens are priced by their CAIP-10 id, the native currency by the 0xeee… stand-in', () => {
    expect(priceId(usdc)).toBe(usdc.address)
    expect(priceId(eth)).toBe('eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee')
    expect(priceId({ ...eth, chainId: '<b>' })).toBeUndefined()
  })

  test("is the amount times the chosen token's own price", () => {
    const price = { token: priceId(eth) as string, usd: 3000 }
    expect(sendValueUsd({ token: eth, amount: '0.5', price })).toBe('1500')
  })

  test('is exact, with every digit of a huge or tiny amount (decimal maths, never a float)', () => {
    const at = (usd: number, amount: string) =>
      sendValueUsd({ token: eth, amount, price: { token: priceId(eth) as string, usd } })
    // As floats these read 2.9999999999999996e+26 and 3.0000000000000003e+35.
    expect(at(3000, '99999999999999999999999')).toBe('299999999999999999999997000')
    expect(at(3000, '9'.repeat(32))).toBe(`2${'9'.repeat(31)}7000`)
    expect(at(3703.7, '0.1')).toBe('370.37')
    expect(at(0.1, '0.2')).toBe('0.02')
    expect(at(3000, '0.000000000000000001')).toBe('0.000000000000003')
  })

  test("is unknown for another token's price, no price, or an amount that is not a number", () => {
    const price = { token: priceId(eth) as string, usd: 3000 }
    expect(sendValueUsd({ token: usdc, amount: '1', price })).toBeUndefined()
    expect(sendValueUsd({ token: eth, amount: '1' })).toBeUndefined()
    // ETH has 18 decimals: an amount with more is no amount of ETH.
    for (const amount of ['', '1e3', '-1', '1.', 'abc', '0.1234567890123456789012345'])
      expect(sendValueUsd({ token: eth, amount, price })).toBeUndefined()
  })

  test('is not shown for an amount of 0, which the field refuses: no "Worth $0.00" under its reason', () => {
    const price = { token: priceId(eth) as string, usd: 3000 }
    for (const amount of ['0', '0.0', '000.000'])
      expect(sendValueUsd({ token: eth, amount, price })).toBeUndefined()
    expect(sendValueUsd({ token: eth, amount: '0.001', price })).toBe('3')
  })
})
