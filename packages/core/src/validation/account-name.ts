// Account names (spec section 5): at least 4 characters of letters, digits or hyphen.
const ACCOUNT_NAME = /^[A-Za-z0-9-]{4,}$/

export const ACCOUNT_NAME_MIN_LENGTH = 4

export function isValidAccountName(value: unknown): value is string {
  return typeof value === 'string' && ACCOUNT_NAME.test(value)
}
