import type { Locales } from './format'

// Amounts as a visitor writes them in their locale, and back. The form shows numbers the
// locale's way ('Balance: 1,5 ETH' in German, Persian digits in Persian), so it reads them that way
// too: the locale's decimal sign and digits stand for '.' and 0-9. The plain form ('1.5') is still
// read in every locale (Max fills it in). Grouping is never read: '1.000' stays 1 in every locale.

interface Symbols {
  decimal: string
  /** The locale's ten digits, 0 to 9. */
  digits: readonly string[]
}

const symbolsByLocale = new Map<string, Symbols>()

function symbolsOf(locale: Locales): Symbols {
  const key = [locale].flat().join()
  let found = symbolsByLocale.get(key)
  if (!found) {
    const format = new Intl.NumberFormat(locale as string[], { useGrouping: false })
    found = {
      decimal: format.formatToParts(0.5).find((part) => part.type === 'decimal')?.value ?? '.',
      digits: Array.from({ length: 10 }, (_, digit) => format.format(digit)),
    }
    symbolsByLocale.set(key, found)
  }
  return found
}

/**
 * Decimal text typed in `locale`, in the plain form the rules read: the locale's digits as 0-9
 * and its decimal sign ('1,5' in German) as '.'. Text with a '.' already, or with the decimal
 * sign more than once, is left for the rules to judge; so is every text in a '.' locale.
 */
export function readLocaleDecimal(text: string, locale: Locales): string {
  const { decimal, digits } = symbolsOf(locale)
  const plain = text.replace(/\p{Nd}/gu, (digit) => {
    const value = digits.indexOf(digit)
    return value < 0 ? digit : String(value)
  })
  if (decimal === '.' || plain.includes('.') || plain.split(decimal).length !== 2) return plain
  return plain.replace(decimal, '.')
}

/** Plain decimal text written with the locale's decimal sign and digits, every digit kept ('1.5' -> '1,5'). */
export function writeLocaleDecimal(plain: string, locale: Locales): string {
  const { decimal, digits } = symbolsOf(locale)
  return plain.replace(/[.\d]/g, (char) => (char === '.' ? decimal : (digits[Number(char)] ?? char)))
}
