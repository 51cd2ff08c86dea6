// The amount rule Send, Swap and Buy share, on what a visitor may paste: it answers at once with a
// reason, whatever the length.
import { describe, expect, test } from 'vitest'
import { AMOUNT_MESSAGES, decimalAmountProblem } from './amount'

const timed = (text: string) => {
  const started = performance.now()
  const said = decimalAmountProblem(text, { symbol: 'ETH', decimals: 18 })
  return { said, ms: performance.now() - started }
}

describe('the amount rule', () => {
  test('a long pasted text is judged at once, with its reason', () => {
    // 100,000 digits and a letter: no number, however many digits lead it.
    const garbage = timed(`${'1'.repeat(100_000)}x`)
    expect(garbage.said).toBe('Invalid input')
    expect(garbage.ms).toBeLessThan(500)
    // Grouped digits are a number written another way, at any length.
    const grouped = timed(`${'1,'.repeat(50_000)}5`)
    expect(grouped.said).toBe(AMOUNT_MESSAGES.NOT_PLAIN)
    expect(grouped.ms).toBeLessThan(500)
    const exponent = timed(`${'9'.repeat(100_000)}e`)
    expect(exponent.said).toBe('Invalid input')
    expect(exponent.ms).toBeLessThan(500)
  })

  test('a number written another way needs a digit before its exponent', () => {
    expect(decimalAmountProblem('1e3')).toBe(AMOUNT_MESSAGES.NOT_PLAIN)
    expect(decimalAmountProblem(' 1 000 ')).toBe(AMOUNT_MESSAGES.NOT_PLAIN)
    for (const text of ['e3', '.e3', ',e5', 'E1', '1e', '1e3e3'])
      expect(decimalAmountProblem(text), text).toBe('Invalid input')
  })

  test('a unit that cannot hold amounts makes every amount of it invalid', () => {
    for (const decimals of [-1, 1.5, 256, Number.NaN])
      expect(decimalAmountProblem('1', { symbol: 'X', decimals }), String(decimals)).toBe('Invalid input')
    expect(decimalAmountProblem('1.25', { symbol: 'USD', decimals: 2 })).toBeUndefined()
    expect(decimalAmountProblem('1.255', { symbol: 'USD', decimals: 2 })).toBe(
      'Too many decimals for USD (at most 2)',
    )
  })
})
