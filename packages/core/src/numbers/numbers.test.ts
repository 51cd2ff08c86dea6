import BigJs from 'big.js'
import { describe, expect, test } from 'vitest'
import { LatchError } from '../errors/latch-error'
import { Big, divide, toDecimal, withDecimalErrors } from './decimal'
import { displayedBalance, formatAmount, formatBalance, formatDigits } from './format'
import { formatUnits, parseUnits } from './units'

describe('decimal library settings', () => {
  test('the decimal library uses 20 decimal places and half-up rounding', () => {
    expect(Big.DP).toBe(20)
    expect(Big.RM).toBe(1)
    expect(divide(1, 3).toFixed()).toBe('0.33333333333333333333')
    expect(divide(2, 3).toFixed()).toBe('0.66666666666666666667')
    expect(toDecimal('2.5').round(0).toFixed()).toBe('3')
  })

  test("core's Big is its own constructor: the host app's global Big settings do not leak in", () => {
    expect(Big).not.toBe(BigJs)
    const before = { dp: BigJs.DP, rm: BigJs.RM }
    BigJs.DP = 2
    BigJs.RM = BigJs.roundDown
    try {
      expect(divide(2, 3).toFixed()).toBe('0.66666666666666666667')
    } finally {
      BigJs.DP = before.dp
      BigJs.RM = before.rm
    }
  })

  test('bigint, number and string inputs become exact decimals', () => {
    expect(toDecimal(10n ** 77n).toFixed()).toBe(`1${'0'.repeat(77)}`)
    expect(toDecimal(' 1.25 ').toFixed()).toBe('1.25')
    expect(toDecimal(0.1).toFixed()).toBe('0.1')
  })
})

describe('the decimal library signals clear errors', () => {
  const codeOf = (run: () => unknown) => {
    try {
      run()
    } catch (error) {
      return error instanceof LatchError ? [error.code, error.message] : ['other', String(error)]
    }
    return ['none', '']
  }

  test('invalid number', () => {
    expect(codeOf(() => toDecimal('abc'))).toEqual(['INVALID_NUMBER', 'Invalid number'])
    expect(codeOf(() => toDecimal(Number.NaN))).toEqual(['INVALID_NUMBER', 'Invalid number'])
    expect(codeOf(() => toDecimal(Number.POSITIVE_INFINITY))).toEqual(['INVALID_NUMBER', 'Invalid number'])
    expect(codeOf(() => toDecimal('0xff'))).toEqual(['INVALID_NUMBER', 'Invalid number'])
  })

  test('division by zero', () => {
    expect(codeOf(() => divide('1', '0'))).toEqual(['DIVISION_BY_ZERO', 'Division by zero'])
  })

  test('decimal places, rounding mode, exponent and precision', () => {
    const one = toDecimal(1)
    expect(codeOf(() => withDecimalErrors(() => one.toFixed(-1)))).toEqual([
      'INVALID_DECIMAL_PLACES',
      'Invalid decimal places',
    ])
    expect(codeOf(() => withDecimalErrors(() => one.round(1, 9 as never)))).toEqual([
      'INVALID_ROUNDING_MODE',
      'Invalid rounding mode',
    ])
    expect(codeOf(() => withDecimalErrors(() => one.pow(1.5)))).toEqual([
      'INVALID_EXPONENT',
      'Invalid exponent',
    ])
    expect(codeOf(() => withDecimalErrors(() => one.prec(0)))).toEqual([
      'INVALID_PRECISION',
      'Invalid precision',
    ])
  })

  test('unrelated errors pass through unchanged', () => {
    const boom = new Error('boom')
    expect(() =>
      withDecimalErrors(() => {
        throw boom
      }),
    ).toThrow(boom)
  })
})

describe('formatting', () => {
  test('balance display rounds down to 3 decimals', () => {
    expect(formatBalance('1.23456')).toBe('1.234')
    expect(formatBalance('0.9999')).toBe('0.999')
    expect(formatBalance('2')).toBe('2')
    expect(formatBalance('1.5', 'ETH')).toBe('1.5 ETH')
    expect(formatBalance(`${'9'.repeat(40)}.9999`).replaceAll(',', '')).toBe(`${'9'.repeat(40)}.999`)
  })

  test('amounts show 2 decimals in en-US format', () => {
    expect(formatAmount('1234567.891')).toBe('1,234,567.89')
    expect(formatAmount('0.005')).toBe('0.01')
    expect(formatAmount(12)).toBe('12.00')
    expect(formatAmount('-1234.5')).toBe('-1,234.50')
    expect(formatAmount('-0.001')).toBe('0.00')
    expect(formatAmount('999.995')).toBe('1,000.00')
  })

  test('balance is shown only for supported chains and non-testnets; otherwise 0.00', () => {
    expect(displayedBalance('1.23456', { supported: true })).toBe('1.234')
    expect(displayedBalance('1.23456', { supported: true, testnet: true })).toBe('0.00')
    expect(displayedBalance('1.23456', { supported: false })).toBe('0.00')
    expect(displayedBalance(undefined, { supported: true })).toBe('0.00')
  })
})

describe('unit conversion', () => {
  test('parseUnits turns decimal text into base units exactly', () => {
    expect(parseUnits('1.5', 18)).toBe(1_500_000_000_000_000_000n)
    expect(parseUnits('0.000001', 6)).toBe(1n)
    expect(parseUnits('.5', 1)).toBe(5n)
    expect(parseUnits('7.', 2)).toBe(700n)
    expect(parseUnits('-2.25', 2)).toBe(-225n)
    expect(parseUnits('1.500', 1)).toBe(15n)
    expect(parseUnits('42', 0)).toBe(42n)
  })

  test('parseUnits rejects invalid numbers and too many decimal places', () => {
    for (const bad of ['', '.', 'abc', '1,5', '1e18', '0x10', '1.2.3', '--1', 'Infinity']) {
      expect(() => parseUnits(bad, 18)).toThrow('Invalid number')
    }
    expect(() => parseUnits('0.1234567', 6)).toThrow('Invalid decimal places: at most 6 allowed, got 7')
    expect(() => parseUnits('1', -1)).toThrow('Invalid decimals')
    expect(() => parseUnits('1', 1.5)).toThrow('Invalid decimals')
  })

  test('formatUnits turns base units into decimal text exactly', () => {
    expect(formatUnits(1_500_000_000_000_000_000n, 18)).toBe('1.5')
    expect(formatUnits(1n, 18)).toBe('0.000000000000000001')
    expect(formatUnits(0n, 18)).toBe('0')
    expect(formatUnits(-225n, 2)).toBe('-2.25')
    expect(formatUnits(42n, 0)).toBe('42')
  })

  test('78-digit integers convert without losing a digit', () => {
    const max = 2n ** 256n - 1n
    expect(max.toString()).toHaveLength(78)
    const text = formatUnits(max, 18)
    expect(text).toBe('115792089237316195423570985008687907853269984665640564039457.584007913129639935')
    expect(parseUnits(text, 18)).toBe(max)
  })
})

describe('numbers in the visitor locale', () => {
  test('en and en-US keep the spec format: comma groups, two decimals, half-up', () => {
    expect(formatAmount('1234567.125', 'en')).toBe('1,234,567.13')
    expect(formatAmount('1234567.125', 'en-US')).toBe('1,234,567.13')
  })

  test('a balance is grouped as every amount is, in English as in any other locale', () => {
    expect(formatBalance('98765.4321', 'LATCH', 'en')).toBe('98,765.432 LATCH')
    expect(formatBalance('1234.56789', 'ETH')).toBe('1,234.567 ETH')
    expect(formatBalance('-1234567.0009', undefined, 'en-US')).toBe('-1,234,567')
    expect(formatDigits('1234.000015', 'en')).toBe('1,234.000015')
    expect(formatBalance('98765.4321', 'LATCH', 'ar')).toBe(
      `${new Intl.NumberFormat('ar', { maximumFractionDigits: 3 }).format(98765.432)} LATCH`,
    )
  })

  test("digits are written as given, a decimal text's trailing zeros included", () => {
    expect(formatDigits('20000.00', 'en')).toBe('20,000.00')
    expect(formatDigits('20000.00', 'de')).toBe('20.000,00')
    expect(formatDigits(20000, 'en')).toBe('20,000')
  })

  test('another locale writes the same rounded value its way', () => {
    expect(formatAmount('1234567.125', 'de')).toBe('1.234.567,13')
    expect(formatAmount('0.5', 'fr')).toBe('0,50')
    expect(formatAmount('1234.5', 'fa')).toBe('۱٬۲۳۴٫۵۰')
    expect(formatBalance('1234.56789', 'ETH', 'de')).toBe('1.234,567 ETH')
    expect(formatBalance('2.5', undefined, 'ja')).toBe('2.5')
  })

  test('rounding happens once, as the spec says, before the locale writes it', () => {
    // Rounded down to 3 decimals for a balance, never up by the formatter.
    expect(formatBalance('0.9999', undefined, 'de')).toBe('0,999')
    expect(formatAmount('-0.001', 'de')).toBe('0,00')
  })

  test('huge amounts keep every digit in any locale', () => {
    expect(formatAmount('123456789012345678901234567890.5', 'de')).toBe(
      '123.456.789.012.345.678.901.234.567.890,50',
    )
  })

  test('bad input is refused with the same error in every locale', () => {
    expect(() => formatAmount('12abc', 'de')).toThrow('Invalid number')
  })
})
