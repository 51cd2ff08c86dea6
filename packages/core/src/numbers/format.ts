import type { DecimalInput } from './decimal'
import { Big, toDecimal } from './decimal'

/** Balance display: rounded DOWN to 3 decimals, trailing zeros dropped ('1.23456' -> '1.234'). */
export function formatBalance(value: DecimalInput, symbol?: string): string {
  const text = toDecimal(value).round(3, Big.roundDown).toFixed()
  return symbol ? `${text} ${symbol}` : text
}

/** Amount display in en-US: thousands separated by commas, exactly 2 decimals, half-up. */
export function formatAmount(value: DecimalInput): string {
  const fixed = toDecimal(value).toFixed(2, Big.roundHalfUp)
  const negative = fixed.startsWith('-')
  const [whole = '0', fraction = '00'] = (negative ? fixed.slice(1) : fixed).split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  // '-0.00' reads oddly; a value that rounds to zero is shown unsigned.
  const sign = negative && /[1-9]/.test(whole + fraction) ? '-' : ''
  return `${sign}${grouped}.${fraction}`
}

/** Balance is shown only for supported chains and non-testnets; otherwise '0.00'. */
export function displayedBalance(
  balance: DecimalInput | undefined,
  network: { supported: boolean; testnet?: boolean },
): string {
  if (!network.supported || network.testnet || balance === undefined) return '0.00'
  return formatBalance(balance)
}
