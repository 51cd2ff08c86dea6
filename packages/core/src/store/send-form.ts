// The send form's draft. Switching network resets it (spec section 4), so it lives in the store.
import type { TokenBalance } from '../connection/accounts'

export interface SendFormState {
  token?: TokenBalance
  /** Decimal string as typed. */
  amount?: string
  receiverAddress?: string
}

export function initialSendFormState(): SendFormState {
  return {}
}
