import { FEATURE_ERRORS } from '../errors/codes'
import { LatchError } from '../errors/latch-error'

// Exact conversion between decimal text and integer base units (wei, lamports). Pure string and
// bigint work: no float is ever involved, so 78-digit values (uint256) survive untouched.
const DECIMAL_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?$/
const MAX_DECIMALS = 255

function assertDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_DECIMALS) {
    throw new LatchError('INVALID_DECIMALS', FEATURE_ERRORS.INVALID_DECIMALS(String(decimals)), {
      details: { decimals },
    })
  }
}

/** Plain decimal text ('-1.50', '.5', '2.') in parts, trailing zeros of the fraction dropped; undefined for anything else. */
export function readDecimalText(
  value: unknown,
): { negative: boolean; whole: string; significant: string } | undefined {
  const match = typeof value === 'string' ? DECIMAL_TEXT.exec(value.trim()) : null
  const [, sign = '', whole = '', fraction = ''] = match ?? []
  if (!match || (whole === '' && fraction === '')) return undefined
  return { negative: sign === '-', whole, significant: fraction.replace(/0+$/, '') }
}

/** '1.5' with 18 decimals -> 1500000000000000000n. Throws on bad text or too many decimal places. */
export function parseUnits(value: string, decimals: number): bigint {
  assertDecimals(decimals)
  const read = readDecimalText(value)
  if (!read) throw new LatchError('INVALID_NUMBER', FEATURE_ERRORS.INVALID_NUMBER, { details: { value } })
  const { negative, whole, significant } = read
  if (significant.length > decimals) {
    throw new LatchError(
      'INVALID_DECIMAL_PLACES',
      FEATURE_ERRORS.INVALID_DECIMAL_PLACES(decimals, significant.length),
      {
        details: { value, decimals },
      },
    )
  }
  const units = BigInt((whole || '0') + significant.padEnd(decimals, '0'))
  return negative ? -units : units
}

/** 1500000000000000000n with 18 decimals -> '1.5'. Trailing zeros and a bare '.' are dropped. */
export function formatUnits(value: bigint, decimals: number): string {
  assertDecimals(decimals)
  if (typeof value !== 'bigint') {
    throw new LatchError('INVALID_NUMBER', FEATURE_ERRORS.INVALID_NUMBER, { details: { value } })
  }
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}
