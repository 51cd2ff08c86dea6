// Derived values of the modal slice.

import type { LatchState } from '../client/state'
import { isSiwxRequired } from '../siwx/getters'
import { canCloseModal } from './rules'

/** A rule refuses closing now (a pending approval, a required sign-in): Close shows as unavailable. */
export function isCloseBlocked(state: Pick<LatchState, 'router' | 'options' | 'siwx'>): boolean {
  return !canCloseModal({
    view: state.router.view,
    siwxRequired: isSiwxRequired(state),
    hasSiwxSession: state.siwx.hasSession,
  })
}
