// Derived values of the send form, read by the send views (and by the wallet half before it asks
// the wallet). They live outside the client so the rules they need (address checks with their
// hashing, amounts) load with the send views, never with the page.
import type { LatchState } from '../client/state'
import { typedReceiverName } from './receiver'
import { SEND_ERRORS, type SendDraft, sendProblem } from './rules'

type SendFormView = Pick<LatchState, 'send' | 'networks'>

/** The draft as the rules see it (namespace of the active network included); a resolved name's address is its receiver. */
export function getSendDraft(state: SendFormView): SendDraft {
  const { token, amount, receiverAddress } = state.send
  const resolution = typedReceiverName(state)?.resolution
  const receiver = resolution?.status === 'resolved' ? resolution.address : receiverAddress
  return {
    namespace: state.networks.activeNamespace ?? 'eip155',
    ...(token ? { token } : {}),
    ...(amount !== undefined ? { amount } : {}),
    ...(receiver !== undefined ? { receiver } : {}),
  }
}

/**
 * The first problem blocking the send, or undefined when it may go ahead; a name still resolving,
 * or one that did not resolve, stands for the receiver's problem.
 */
export function getSendProblem(state: SendFormView): string | undefined {
  const found = sendProblem(getSendDraft(state))
  const typed = typedReceiverName(state)
  if (found !== SEND_ERRORS.INVALID_ADDRESS || !typed) return found
  if (typed.resolution?.status === 'error') return typed.resolution.error
  return typed.resolution?.status === 'resolved' ? found : SEND_ERRORS.NAME_RESOLVING
}
