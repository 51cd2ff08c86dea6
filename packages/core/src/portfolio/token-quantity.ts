// Kept apart from tokens.ts: the send form (loaded with the client) needs those helpers, while
// this one brings the decimal library, which only the views that show tokens should load.
import type { TokenBalance } from '../connection/accounts'
import { formatBalance, type Locales } from '../numbers/format'

/**
 * A token's quantity for display (rounded down to 3 decimals, written for the locale when one is
 * given); unreadable service data shows '?'.
 */
export function tokenQuantityText(token: Pick<TokenBalance, 'quantity'>, locale?: Locales): string {
  try {
    return formatBalance(token.quantity?.numeric ?? '0', undefined, locale)
  } catch {
    return '?'
  }
}
