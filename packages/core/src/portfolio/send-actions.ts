// The send flow as store actions: the draft lives in the store's `send` slice (reset on a network
// switch), the fee comes from the network's RPC, and the wallet gets a value transfer or an ERC-20
// `transfer`. A failed or rejected send leaves the draft exactly as it was.
import { LatchError } from '../errors/latch-error'
import type { SendFormState } from '../store/send-form'
import type { LatchState } from '../store/state'
import type { Store } from '../store/store'
import { estimateNetworkFee, type NetworkFee } from './fees'
import { activeAccount } from './portfolio'
import {
  buildSendTransaction,
  maxSendAmount,
  SEND_ERRORS,
  type SendDraft,
  type SendTransactionRequest,
  sendProblem,
} from './send'
import { tokenContract } from './tokens'

export interface SendActions {
  setSendForm(patch: Partial<SendFormState>): void
  /** The draft as the rules see it (namespace of the active network included). */
  sendDraft(): SendDraft
  /** The first problem blocking the send, or undefined when it may go ahead. */
  sendProblem(): string | undefined
  /** Fills in the largest amount: all of a token, or the native balance less room for gas. */
  fillMaxAmount(): Promise<string>
  /** eth_estimateGas * eth_gasPrice for the current draft, from the network's RPC. */
  estimateSendFee(): Promise<NetworkFee>
  /** Asks the wallet to send the draft; on success clears it and refreshes the portfolio. */
  confirmSend(): Promise<string>
}

export interface SendDeps {
  sendTransaction(transaction: SendTransactionRequest): Promise<string>
  afterSend(): Promise<void>
  fetch?: typeof fetch
}

export function createSendActions(store: Store<LatchState>, deps: SendDeps): SendActions {
  function sendDraft(): SendDraft {
    const state = store.getState()
    const { token, amount, receiverAddress } = state.send
    return {
      namespace: state.networks.activeNamespace ?? 'eip155',
      ...(token ? { token } : {}),
      ...(amount !== undefined ? { amount } : {}),
      ...(receiverAddress !== undefined ? { receiver: receiverAddress } : {}),
    }
  }

  function connected() {
    const account = activeAccount(store.getState())
    if (!account) throw new LatchError('CONNECTOR_NOT_CONNECTED', 'Connector not connected')
    if (account.namespace !== 'eip155' && account.namespace !== 'solana') {
      throw new LatchError('SEND_UNSUPPORTED', SEND_ERRORS.UNSUPPORTED_NAMESPACE)
    }
    return account
  }

  function feeFor(transaction: SendTransactionRequest): Promise<NetworkFee> {
    const account = connected()
    if (account.namespace !== 'eip155') {
      throw new LatchError('SEND_UNSUPPORTED', 'Network fees are estimated on eip155 networks only')
    }
    return estimateNetworkFee({
      network: account.network,
      from: account.address,
      transaction,
      ...(deps.fetch ? { fetch: deps.fetch } : {}),
    })
  }

  const setSendForm = (patch: Partial<SendFormState>) =>
    store.setState((state) => ({ send: { ...state.send, ...patch } }))

  return {
    setSendForm,
    sendDraft,
    sendProblem: () => sendProblem(sendDraft()),

    async fillMaxAmount() {
      const { token, receiver } = sendDraft()
      if (!token) throw new LatchError('SEND_INVALID', 'A token is required')
      let reserve = 0n
      if (!tokenContract(token) && connected().namespace === 'eip155') {
        // A plain value transfer's gas does not depend on the amount; the receiver may not be typed yet.
        const to =
          receiver && /^0x[0-9a-fA-F]{40}$/.test(receiver.trim()) ? receiver.trim() : connected().address
        reserve = (await feeFor({ to, value: 0n })).reserve
      }
      const amount = maxSendAmount(token, reserve)
      setSendForm({ amount })
      return amount
    },

    async estimateSendFee() {
      return feeFor(buildSendTransaction(sendDraft()))
    },

    async confirmSend() {
      const draft = sendDraft()
      connected()
      const transaction = buildSendTransaction(draft)
      const hash = await deps.sendTransaction(transaction)
      store.setState({ send: {} })
      void deps.afterSend().catch(() => {})
      return hash
    },
  }
}
