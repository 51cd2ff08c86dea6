// The send form's draft. Switching network resets it (spec section 4), so it lives in the store.
import type { TokenBalance } from '../connection/accounts'

/** A receiver typed as a registered name, and where its resolution stands. */
export type ReceiverName =
  | { name: string; status: 'resolving' }
  | { name: string; status: 'resolved'; address: string }
  | { name: string; status: 'error'; error: string }

export interface SendFormState {
  token?: TokenBalance
  /** Decimal string as typed. */
  amount?: string
  /** The receiver as typed: an address, or a registered name (eip155). */
  receiverAddress?: string
  /** Set while the typed receiver is a name: the address it resolved to, or why it did not. */
  receiverName?: ReceiverName
  /** The chosen token's USD price from the services (POST /v1/fungible/price), keyed to the token. */
  price?: { token: string; usd: number }
}

export function initialSendFormState(): SendFormState {
  return {}
}
