import { type DecimalInput, formatAmount, formatDigits, type Locale } from '@latch/core'

/**
 * An amount in a currency, written for the locale: the currency's sign and place from Intl for a
 * fiat currency ('1.234,50 €', '$1,234.50'); other units (ETH) keep their digits, written for the
 * locale, before their symbol. English keeps the spec's plain form, grouped ('20,000.00 USD').
 */
export function moneyText(amount: string | number, currency: string, locale: Locale): string {
  const text = String(amount)
  const plain = /^-?\d+(\.\d+)?$/.test(text)
  if (locale !== 'en' && plain && fiatCurrencies().has(currency)) {
    const fiat = new Intl.NumberFormat(locale, { style: 'currency', currency })
    // More decimals than the currency has would be rounded by Intl: those keep their digits.
    if ((text.split('.')[1] ?? '').length <= (fiat.resolvedOptions().maximumFractionDigits ?? 2))
      return fiat.format(text as unknown as number)
  }
  // Grouped like every other figure of the modal ('20,000.00 USD'), its digits kept as given.
  return `${plain ? formatDigits(text, locale) : text} ${currency}`
}

let fiat: ReadonlySet<string> | undefined
/** ISO 4217 currencies, the ones Intl writes as money (ETH or SOL are not among them). */
const fiatCurrencies = () => (fiat ??= new Set(Intl.supportedValuesOf('currency')))

/**
 * A USD value with the spec's two decimals, written for the locale ($1,234.50, 1.234,50 $). Decimal
 * text or a Big keeps every digit, however large.
 */
export function usdText(value: DecimalInput, locale: string): string {
  const amount = formatAmount(typeof value === 'number' && !Number.isFinite(value) ? 0 : value, locale)
  if (locale === 'en') return `$${amount}`
  // The currency's sign and its place come from Intl; the digits are the spec's rounding.
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
  })
    .formatToParts(0)
    .map((part) =>
      part.type === 'integer'
        ? amount
        : part.type === 'decimal' || part.type === 'fraction'
          ? ''
          : part.value,
    )
    .join('')
}
