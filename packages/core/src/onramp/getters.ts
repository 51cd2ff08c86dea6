import type { LatchState } from '../client/state'
import { currentTimeZone, isOnRampAvailable } from './rules'

/** Whether Account offers Buy now: the active namespace and the browser's time zone allow it. */
export function isOnRampShown(
  state: Pick<LatchState, 'networks'>,
  timeZone: string | undefined = currentTimeZone(),
): boolean {
  return isOnRampAvailable({ namespace: state.networks.activeNamespace, timeZone })
}
