import type { Big as BigNumber, BigSource } from 'big.js'
import BigJs from 'big.js'
import { FEATURE_ERRORS, type LatchErrorCode } from '../errors/codes'
import { LatchError } from '../errors/latch-error'

// A private big.js constructor: 20 decimal places and half-up rounding (spec section 9), without
// touching the settings of a Big the host app may use itself.
export const Big = BigJs()
Big.DP = 20
Big.RM = Big.roundHalfUp

export type Decimal = BigNumber
export type DecimalInput = BigSource | bigint

// big.js failures and the clear errors core raises for them instead.
const DECIMAL_ERRORS: ReadonlyArray<readonly [string, LatchErrorCode, string]> = [
  ['Invalid number', 'INVALID_NUMBER', FEATURE_ERRORS.INVALID_NUMBER],
  ['Invalid value', 'INVALID_NUMBER', FEATURE_ERRORS.INVALID_NUMBER],
  ['Invalid decimal places', 'INVALID_DECIMAL_PLACES', 'Invalid decimal places'],
  ['Invalid rounding mode', 'INVALID_ROUNDING_MODE', 'Invalid rounding mode'],
  ['Division by zero', 'DIVISION_BY_ZERO', 'Division by zero'],
  ['Invalid exponent', 'INVALID_EXPONENT', 'Invalid exponent'],
  ['Invalid precision', 'INVALID_PRECISION', 'Invalid precision'],
]

/** Runs decimal maths, turning big.js errors into LatchErrors with a code and a plain message. */
export function withDecimalErrors<T>(compute: () => T, details?: unknown): T {
  try {
    return compute()
  } catch (error) {
    if (error instanceof LatchError) throw error
    const text = error instanceof Error ? error.message : String(error)
    const known = DECIMAL_ERRORS.find(([fragment]) => text.includes(fragment))
    if (!known) throw error
    throw new LatchError(known[1], known[2], { details, cause: error })
  }
}

/** A Big from a string, number, bigint or Big; throws 'Invalid number' for anything else. */
export function toDecimal(value: DecimalInput): Decimal {
  if (typeof value === 'bigint') return new Big(value.toString())
  if (typeof value === 'number' && !Number.isFinite(value)) {
    throw new LatchError('INVALID_NUMBER', FEATURE_ERRORS.INVALID_NUMBER, { details: { value } })
  }
  const input = typeof value === 'string' ? value.trim() : value
  return withDecimalErrors(() => new Big(input), { value })
}

/** a / b at 20 decimal places; throws 'Division by zero' when b is zero. */
export function divide(a: DecimalInput, b: DecimalInput): Decimal {
  const divisor = toDecimal(b)
  return withDecimalErrors(() => toDecimal(a).div(divisor), { a, b })
}
