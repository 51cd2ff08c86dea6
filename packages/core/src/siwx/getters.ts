// Derived values of sign-in with a wallet.
import type { LatchState } from '../client/state'

/** The app requires sign-in (its siwx config says so): the visitor cannot dismiss it. */
export function isSiwxRequired(state: Pick<LatchState, 'options'>): boolean {
  return state.options.siwx?.getRequired?.() === true
}
