// Derived values of the send form, read by the send views (and by the wallet half before it asks
// the wallet). They live outside the client so the rules they need (address checks with their
// hashing, amounts) load with the send views, never with the page.
import type { LatchState } from '../client/state'
import { getLocale } from '../locale/getters'
import { readLocaleDecimal } from '../numbers/locale-text'
import { normalizeReceiver } from '../validation/send'
import { typedReceiverName } from './receiver'
import {
  amountProblem,
  amountUnits,
  receiverProblem,
  SEND_ERRORS,
  type SendDraft,
  sendProblem,
  tokenBalanceUnits,
} from './rules'

type SendFormView = Pick<LatchState, 'send' | 'networks' | 'locale'>

/**
 * The draft as the rules see it: the namespace of the active network; the amount in plain decimal
 * text (typed in the modal's locale: '1,5' in German is 1.5); the receiver trimmed, an EVM address
 * with its 0x, and a resolved name's address in place of the name.
 */
export function getSendDraft(state: SendFormView): SendDraft {
  const { token, amount, receiverAddress } = state.send
  const namespace = state.networks.activeNamespace ?? 'eip155'
  const resolution = typedReceiverName(state)?.resolution
  const receiver = resolution?.status === 'resolved' ? resolution.address : receiverAddress
  return {
    namespace,
    ...(token ? { token } : {}),
    ...(amount !== undefined ? { amount: readLocaleDecimal(amount.trim(), getLocale(state)) } : {}),
    ...(receiver !== undefined ? { receiver: normalizeReceiver(receiver, namespace) } : {}),
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

/**
 * Each field's own message: 'Required' when empty; for the amount, why it is no amount of the
 * token (not above 0, too many decimals, not a plain number) or 'Invalid input', then
 * 'Insufficient balance'; for the receiver, a wrong EIP-55 checksum or 'Invalid input' (spec
 * sections 5 and 8). A receiver typed as a name is judged by its resolution, shown beside the field.
 */
export function getSendFieldMessages(state: SendFormView): SendFieldMessages {
  const { namespace, token, amount } = getSendDraft(state)
  const amountMessage =
    amountProblem(amount, token) ??
    (token && amountUnits(amount ?? '', token) > tokenBalanceUnits(token)
      ? SEND_ERRORS.INSUFFICIENT_BALANCE
      : undefined)
  const receiverMessage = typedReceiverName(state)
    ? undefined
    : receiverProblem(state.send.receiverAddress, namespace)
  return {
    ...(amountMessage ? { amount: amountMessage } : {}),
    ...(receiverMessage ? { receiver: receiverMessage } : {}),
  }
}
