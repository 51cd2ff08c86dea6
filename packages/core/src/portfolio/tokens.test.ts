import { describe, expect, test } from 'vitest'
import type { TokenBalance } from '../connection/accounts'
import { tokenQuantityText } from './token-quantity'
import { tokenContract, visibleTokens } from './tokens'

const token = (symbol: string, value: number, decimals = '18', numeric = '1'): TokenBalance => ({
  name: symbol,
  symbol,
  chainId: 'eip155:1',
  value,
  price: 1,
  iconUrl: '',
  quantity: { decimals, numeric },
})

describe('Tokens tab list', () => {
  test('tokens are sorted by USD value, highest first; equal values by symbol', () => {
    const list = visibleTokens([token('B', 5), token('A', 500), token('D', 5), token('C', 50)])
    expect(list.map((t) => t.symbol)).toEqual(['A', 'C', 'B', 'D'])
  })

  test("tokens whose decimals is the string '0' are dropped", () => {
    expect(visibleTokens([token('X', 10, '0'), token('Y', 1, '6')]).map((t) => t.symbol)).toEqual(['Y'])
  })

  test('a value that is not a finite number sorts as zero instead of breaking the order', () => {
    const list = visibleTokens([token('N', Number.NaN), token('P', 1)])
    expect(list.map((t) => t.symbol)).toEqual(['P', 'N'])
  })

  test('quantity shows rounded down to 3 decimals; unreadable text shows ?', () => {
    expect(tokenQuantityText(token('A', 1, '18', '1.23456'))).toBe('1.234')
    expect(tokenQuantityText(token('A', 1, '18', '0.9999'))).toBe('0.999')
    expect(tokenQuantityText(token('A', 1, '18', 'lots'))).toBe('?')
  })

  test('the contract of a CAIP-10 token address', () => {
    expect(tokenContract({ address: 'eip155:1:0xabc' })).toBe('0xabc')
    expect(tokenContract({})).toBeUndefined()
  })
})
