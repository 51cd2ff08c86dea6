// Kept apart from tokens.ts: the send form (loaded with the client) needs those helpers, while
// this one brings the decimal library, which only the views that show tokens should load.
import type { TokenBalance } from '../connection/accounts'
import { formatBalance } from '../numbers/format'

/** A token's quantity for display (rounded down to 3 decimals); unreadable service data shows '?'. */
export function tokenQuantityText(token: Pick<TokenBalance, 'quantity'>): string {
  try {
    return formatBalance(token.quantity?.numeric ?? '0')
  } catch {
    return '?'
  }
}
