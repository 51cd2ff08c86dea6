// Edits of the swap draft, synchronous so the views' inputs stay controlled; the quote for the new
// draft follows through the slice's actions (debounced). Loaded with the swap views.
import type { LatchState } from '../client/state'
import type { Store } from '../store/store'
import type { SwapActions } from './actions'
import { getSwapState } from './getters'
import type { SwapState } from './state'

type SwapOwner = { store: Store<LatchState>; swap: Pick<SwapActions, 'draftChanged'> }

/** Updates the draft (from, to, amount); a quote for it follows after the debounce. */
export function editSwapDraft(
  client: SwapOwner,
  patch: Partial<Pick<SwapState, 'from' | 'to' | 'amount'>>,
): void {
  client.store.setState((state) => ({ swap: { ...getSwapState(state), ...patch } }))
  void client.swap.draftChanged()
}

/** Swaps the from and to tokens, keeping the amount. */
export function flipSwapTokens(client: SwapOwner): void {
  const { from, to } = getSwapState(client.store.getState())
  editSwapDraft(client, { from: to, to: from })
}
