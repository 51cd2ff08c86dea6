import type { LatchState } from '../client/state'
import { isConnected } from '../connection/getters'
import { isRestoringAccount } from '../connection/remembered-address'
import type { Store } from '../store/store'
import type { RouterActions } from './actions'

// Where the modal goes once Networks has switched the network. Only that view needs it, so it
// loads with the view rather than with every page (it is not one of the router's actions).

/**
 * Rule (spec section 2's opening rules, section 4's switching): a switch that leaves the visitor's
 * connection behind on another namespace shows Connect for the new one, on a fresh history so Back
 * closes rather than returning to an Account with no account. Any other switch just goes back.
 * Both ways into Networks (the header's button, Account's network icon) follow it.
 */
export function connectsAfterSwitch(state: LatchState): boolean {
  const connectedOnActive = isConnected(state, state.networks.activeNamespace) || isRestoringAccount(state)
  return isConnected(state) && !connectedOnActive
}

/** Leaves Networks once its switch is done, as `connectsAfterSwitch` says. */
export function leaveNetworksAfterSwitch(client: {
  store: Store<LatchState>
  router: Pick<RouterActions, 'reset' | 'back'>
}): void {
  if (connectsAfterSwitch(client.store.getState())) client.router.reset('Connect')
  else client.router.back()
}
