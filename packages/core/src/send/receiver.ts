// The receiver typed as a name (e.g. "alice.latch.id") and its resolution when that is for the
// same name: read by the form (to start a lookup) and by the getters (to judge the draft).
import type { LatchState } from '../client/state'
import { receiverNameOf } from '../names/rules'

export function typedReceiverName(state: Pick<LatchState, 'send' | 'networks'>) {
  const name = receiverNameOf(state.send.receiverAddress, state.networks.activeNamespace)
  if (!name) return undefined
  const resolution = state.send.receiverName
  return { name, resolution: resolution?.name === name ? resolution : undefined }
}
