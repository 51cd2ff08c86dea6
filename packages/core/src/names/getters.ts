// Derived values of the names slice read by the Account view (they load with it, not the page).
import type { LatchState } from '../client/state'
import { nameAccount } from './rules'

/**
 * Whether the Account view offers to register a name: the active account is on eip155 and the
 * lookup of its name found none. That lookup runs only with a services server to ask
 * (names/lazy.ts), so without one, while it is on its way, or after it failed, nothing is offered.
 */
export function isNameRegistrationOffered(
  state: Pick<LatchState, 'connection' | 'accounts' | 'networks'>,
): boolean {
  return (
    state.networks.activeNamespace === 'eip155' &&
    nameAccount(state) !== undefined &&
    state.accounts.eip155?.profileName === null
  )
}
