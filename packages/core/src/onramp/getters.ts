import type { LatchState } from '../client/state'
import { currentTimeZone, isOnRampAvailable } from './rules'
import { initialOnRampState, type OnRampState } from './state'

const INITIAL = initialOnRampState()

/** The on-ramp's state; its first value until the Buy view is first used. */
export function getOnRampState(state: Pick<LatchState, 'onramp'>): OnRampState {
  return state.onramp ?? INITIAL
}

/** Whether Account offers Buy now: the active namespace and the browser's time zone allow it. */
export function isOnRampShown(
  state: Pick<LatchState, 'networks'>,
  timeZone: string | undefined = currentTimeZone(),
): boolean {
  return isOnRampAvailable({ namespace: state.networks.activeNamespace, timeZone })
}
