import type { DecimalInput } from './decimal'
import { Big, toDecimal } from './decimal'

/**
 * Digits for another locale (its separators, grouping and numerals), from a decimal already
 * rounded as the spec asks: Intl reads the string exactly, so nothing is rounded twice and huge
 * values keep every digit.
 */
function localized(fixed: string, locale: Locales, decimals: number, fractionMin: number): string {
  return new Intl.NumberFormat(locale as string[], {
    minimumFractionDigits: fractionMin,
    maximumFractionDigits: decimals,
  }).format(fixed as unknown as number)
}

/** A locale, or the languages asked for in order (Intl picks the best it knows). */
export type Locales = string | readonly string[]

/** Whether numbers keep the spec's own en-US display (no locale, or English first). */
const spec = (locale: Locales = []) => /^(en\b|$)/i.test([locale].flat()[0] ?? '')

const decimalsOf = (fixed: string) => fixed.split('.')[1]?.length ?? 0

/** A plain decimal ('-1234.5') in the spec's en-US form: thousands separated by commas. */
const enUS = (fixed: string) =>
  fixed.replace(
    /^(-?)(\d+)/,
    (_, sign: string, whole: string) => `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`,
  )

/**
 * A decimal as given (up to 20 decimals, Intl's limit), grouped and written for the locale. A
 * decimal text keeps the decimals it was written with ('20000.00' is money to the cent).
 */
export function formatDigits(value: DecimalInput, locale?: Locales): string {
  const plain = toDecimal(value).toFixed()
  const written = typeof value === 'string' ? (/\.(\d+)$/.exec(value.trim())?.[1]?.length ?? 0) : 0
  const fixed = written > decimalsOf(plain) ? toDecimal(value).toFixed(written) : plain
  return spec(locale) ? enUS(fixed) : localized(fixed, locale as Locales, 20, Math.min(decimalsOf(fixed), 20))
}

/**
 * Balance display: rounded DOWN to 3 decimals, trailing zeros dropped ('1234.56789' ->
 * '1,234.567'), grouped as every amount is, in en-US format or the locale's own.
 */
export function formatBalance(value: DecimalInput, symbol?: string, locale?: Locales): string {
  const fixed = toDecimal(value).round(3, Big.roundDown).toFixed()
  const text = spec(locale) ? enUS(fixed) : localized(fixed, locale as Locales, 3, 0)
  return symbol ? `${text} ${symbol}` : text
}

/**
 * Amount display in en-US: thousands separated by commas, exactly 2 decimals, half-up; in another
 * locale, the same 2 decimals written its way.
 */
export function formatAmount(value: DecimalInput, locale?: Locales): string {
  const fixed = toDecimal(value).toFixed(2, Big.roundHalfUp)
  // '-0.00' reads oddly; a value that rounds to zero is shown unsigned.
  const shown = /^-0\.00$/.test(fixed) ? '0.00' : fixed
  return spec(locale) ? enUS(shown) : localized(shown, locale as Locales, 2, 2)
}

/** Balance is shown only for supported chains and non-testnets; otherwise '0.00'. */
export function displayedBalance(
  balance: DecimalInput | undefined,
  network: { supported: boolean; testnet?: boolean },
  locale?: Locales,
): string {
  if (!network.supported || network.testnet || balance === undefined) return formatAmount(0, locale)
  return formatBalance(balance, undefined, locale)
}
