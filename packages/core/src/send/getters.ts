// Derived values of the send form, read by the send views (and by the wallet half before it asks
// the wallet). They live outside the client so the rules they need (address checks with their
// hashing, amounts) load with the send views, never with the page.
import type { LatchState } from '../client/state'
import { formFieldMessage } from '../validation/form'
import { isAddressForNamespace } from '../validation/send'
import { typedReceiverName } from './receiver'
import { amountUnits, SEND_ERRORS, type SendDraft, sendProblem, tokenBalanceUnits } from './rules'

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

/** What the amount and receiver fields say once the form is submitted; absent when nothing is wrong. */
export interface SendFieldMessages {
  amount?: string
  receiver?: string
}

const DECIMAL_TEXT = /^\s*\d*\.?\d+\s*$/

/**
 * Each field's own message (spec section 5): 'Required' when empty, 'Invalid input' when the text
 * is no amount or no address of the namespace, then 'Insufficient balance' for an amount above the
 * token's balance. A receiver typed as a name is judged by its resolution, shown beside the field.
 */
export function getSendFieldMessages(state: SendFormView): SendFieldMessages {
  const { namespace, token, amount } = getSendDraft(state)
  const readable = (text: unknown) => {
    if (!token) return DECIMAL_TEXT.test(String(text))
    try {
      return amountUnits(String(text), token) > 0n
    } catch {
      return false
    }
  }
  const amountMessage =
    formFieldMessage(amount, readable) ??
    (token && amountUnits(amount ?? '', token) > tokenBalanceUnits(token)
      ? SEND_ERRORS.INSUFFICIENT_BALANCE
      : undefined)
  const receiverMessage = typedReceiverName(state)
    ? undefined
    : formFieldMessage(state.send.receiverAddress, (text) =>
        isAddressForNamespace(String(text).trim(), namespace),
      )
  return {
    ...(amountMessage ? { amount: amountMessage } : {}),
    ...(receiverMessage ? { receiver: receiverMessage } : {}),
  }
}
