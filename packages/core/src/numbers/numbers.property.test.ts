import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { LatchError } from '../errors/latch-error'
import { LOCALES } from '../locale/rules'
import { toDecimal } from './decimal'
import { formatAmount, formatBalance } from './format'
import { readLocaleDecimal, writeLocaleDecimal } from './locale-text'
import { formatUnits, parseUnits } from './units'

const uint256 = fc.bigInt({ min: 0n, max: 2n ** 256n - 1n })
const signed256 = fc.bigInt({ min: -(2n ** 256n), max: 2n ** 256n })
const decimals = fc.integer({ min: 0, max: 36 })

describe('unit conversion properties', () => {
  test('formatUnits then parseUnits returns the same bigint, for any value and decimals', () => {
    fc.assert(
      fc.property(signed256, decimals, (value, places) => {
        expect(parseUnits(formatUnits(value, places), places)).toBe(value)
      }),
    )
  })

  test('no precision is lost on 78-digit integers', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 10n ** 77n, max: 2n ** 256n - 1n }), decimals, (value, places) => {
        const text = formatUnits(value, places)
        expect(
          toDecimal(text)
            .times(toDecimal(10n ** BigInt(places)))
            .toFixed(),
        ).toBe(value.toString())
      }),
    )
  })

  test('parseUnits then formatUnits returns canonical decimal text', () => {
    const canonical = fc
      .tuple(uint256, decimals)
      .map(([value, places]) => [formatUnits(value, places), places] as const)
    fc.assert(
      fc.property(canonical, ([text, places]) => {
        expect(formatUnits(parseUnits(text, places), places)).toBe(text)
      }),
    )
  })

  test('parseUnits either returns a bigint or throws a LatchError, for any string', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 100 }), decimals, (text, places) => {
        try {
          expect(typeof parseUnits(text, places)).toBe('bigint')
        } catch (error) {
          expect(error).toBeInstanceOf(LatchError)
        }
      }),
    )
  })

  test('number formatters either format or throw a LatchError, for any string', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        for (const format of [formatBalance, formatAmount]) {
          try {
            expect(typeof format(text)).toBe('string')
          } catch (error) {
            expect(error).toBeInstanceOf(LatchError)
          }
        }
      }),
    )
  })

  test('formatBalance never rounds up: the shown balance is at most the real one, within 0.001', () => {
    fc.assert(
      fc.property(uint256, fc.integer({ min: 0, max: 30 }), (value, places) => {
        const real = toDecimal(formatUnits(value, places))
        const shown = toDecimal(formatBalance(real).replaceAll(',', ''))
        expect(shown.lte(real)).toBe(true)
        expect(real.minus(shown).lt('0.001')).toBe(true)
      }),
    )
  })
})

describe('amounts written and read the locale way', () => {
  test('in every supported locale an amount written its way reads back to the same plain amount', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), uint256, decimals, (locale, value, places) => {
        const plain = formatUnits(value, places)
        const written = writeLocaleDecimal(plain, locale)
        expect(readLocaleDecimal(written, locale)).toBe(plain)
        // The plain form reads as itself too.
        expect(readLocaleDecimal(plain, locale)).toBe(plain)
      }),
    )
  })

  test('German writes a decimal comma, Persian its own digits and decimal sign', () => {
    expect(writeLocaleDecimal('1234.5', 'de')).toBe('1234,5')
    expect(writeLocaleDecimal('1234.5', 'fa')).toBe('۱۲۳۴٫۵')
    expect(readLocaleDecimal('1,5', 'en')).toBe('1,5')
    expect(readLocaleDecimal('1,000,5', 'de')).toBe('1,000,5')
  })
})
