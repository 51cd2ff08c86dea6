// Derived values of the router slice.
import type { LatchState } from '../client/state'
import { allowsBack } from './rules'

/**
 * There is a view to go back to, so the header shows Back. Pressing it may still close the modal
 * (`backClosesModal`: UnsupportedChain in the history).
 */
export function canGoBack(state: Pick<LatchState, 'router'>): boolean {
  return allowsBack(state.router)
}
