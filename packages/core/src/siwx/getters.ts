// Derived values of sign-in with a wallet.
import type { LatchState } from '../client/state'

/** The app requires sign-in (its siwx config or its siweConfig says so): the visitor cannot dismiss it. */
export function isSiwxRequired(state: {
  options: Pick<LatchState['options'], 'siwx' | 'siweConfig'>
}): boolean {
  return state.options.siwx?.getRequired?.() === true || state.options.siweConfig?.required === true
}
