import { FEATURE_ERRORS } from '../errors/codes'
import { readDecimalText } from '../numbers/units'
import { formFieldMessage } from './form'

// What an amount field says about the text in it, for every form that takes one (Send, Swap, Buy):
// one rule and one set of reasons, so the same text reads the same way everywhere. The text is
// plain decimal text, as the forms read what was typed in the modal's locale (readLocaleDecimal).

export const AMOUNT_MESSAGES = {
  NOT_POSITIVE: 'Enter an amount greater than 0',
  NOT_PLAIN: 'Write the amount as a plain number, such as 0.5',
} as const

/** An amount with more decimals than its token (or currency) has. */
export const tooManyDecimals = (symbol: string, decimals: number) =>
  `Too many decimals for ${symbol} (at most ${decimals})`

/** What an amount is counted in: a token, or a currency with its cents. */
export interface AmountUnit {
  symbol: string
  /** Decimal places it has; anything but a whole number from 0 to 255 makes no amount of it. */
  decimals: number
}

// Text that is a number written another way than the forms read: an exponent (1e3), grouping or a
// decimal comma in a locale that does not use one (1,000 / 1,5), spaces or a sign apart. The digit
// the mantissa needs is looked for ahead, once, so a long paste is judged in linear time (a digit
// between two runs that may hold digits would try every split of them).
const NUMBER_LIKE = /^[-+]?(?=[^eE]*\d)[\d.,'’_\s]*(?:e[-+]?\d+)?$/i

/**
 * What the amount field says about `amount`, or undefined for an amount of `unit`: 'Required' for
 * none; then why it cannot be used: not above 0, a number not written plainly, more decimals than
 * the unit has; 'Invalid input' for text that is no number at all (spec section 8). Without a unit
 * only the number itself is judged. Limits and balances are checked apart.
 */
export function decimalAmountProblem(amount: string | undefined, unit?: AmountUnit): string | undefined {
  const empty = formFieldMessage(amount, () => true)
  if (empty) return empty
  const text = (amount ?? '').trim()
  const read = readDecimalText(text)
  if (!read) return NUMBER_LIKE.test(text) ? AMOUNT_MESSAGES.NOT_PLAIN : FEATURE_ERRORS.FORM_INVALID
  if (read.negative || !/[1-9]/.test(read.whole + read.significant)) return AMOUNT_MESSAGES.NOT_POSITIVE
  if (!unit) return undefined
  const { decimals } = unit
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) return FEATURE_ERRORS.FORM_INVALID
  return read.significant.length > decimals ? tooManyDecimals(unit.symbol, decimals) : undefined
}
