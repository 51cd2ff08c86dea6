// The send flow as store actions: the draft lives in the store's `send` slice (reset on a network
// switch), the fee comes from the network's RPC, and the wallet gets a value transfer or an ERC-20
// `transfer`. A failed or rejected send leaves the draft exactly as it was. A receiver typed as a
// registered name is resolved through the services server, debounced, newest answer only.

import type { LatchState } from '../client/state'
import { ERRORS, TOASTS } from '../errors/codes'
import { LatchError } from '../errors/latch-error'
import { receiverNameOf } from '../names/rules'
import { activeAccount } from '../portfolio/active-account'
import { tokenContract } from '../portfolio/tokens'
import type { ServicesContext } from '../services/context'
import type { Store } from '../store/store'
import type { NetworkFee } from './fees'
import {
  buildSendTransaction,
  maxSendAmount,
  SEND_ERRORS,
  type SendDraft,
  type SendTransactionRequest,
  sendProblem,
} from './rules'
import { initialSendFormState, type SendFormState } from './state'

/** How long the receiver must stay unchanged before a typed name is looked up. */
export const NAME_RESOLVE_DELAY_MS = 300

export interface SendActions {
  /** Empties the draft (a network switch does, spec section 4). */
  resetSendForm(): void
  /** Updates the draft; a receiver typed as a name starts its (debounced) resolution. */
  setSendForm(patch: Partial<SendFormState>): void
  /** The draft as the rules see it (namespace of the active network included); a resolved name's address is its receiver. */
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
  /** Runs once the wallet has the transaction: refreshes what the send changed. */
  afterSend(transactionHash: string): Promise<void>
  /** Where a receiver typed as a name is looked up; without it names do not resolve. */
  services?: ServicesContext | undefined
  fetch?: typeof fetch
}

export function createSendActions(store: Store<LatchState>, deps: SendDeps): SendActions {
  /** The typed receiver when it is a name, with its resolution if that is for the same name. */
  function typedName() {
    const state = store.getState()
    const name = receiverNameOf(state.send.receiverAddress, state.networks.activeNamespace)
    if (!name) return undefined
    const resolution = state.send.receiverName
    return { name, resolution: resolution?.name === name ? resolution : undefined }
  }

  function sendDraft(): SendDraft {
    const state = store.getState()
    const { token, amount, receiverAddress } = state.send
    const resolution = typedName()?.resolution
    const receiver = resolution?.status === 'resolved' ? resolution.address : receiverAddress
    return {
      namespace: state.networks.activeNamespace ?? 'eip155',
      ...(token ? { token } : {}),
      ...(amount !== undefined ? { amount } : {}),
      ...(receiver !== undefined ? { receiver } : {}),
    }
  }

  /** The first problem of the draft, a name still resolving or not resolved standing for the receiver's. */
  function problem(): string | undefined {
    const found = sendProblem(sendDraft())
    const typed = typedName()
    if (found !== SEND_ERRORS.INVALID_ADDRESS || !typed) return found
    if (typed.resolution?.status === 'error') return typed.resolution.error
    return typed.resolution?.status === 'resolved' ? found : SEND_ERRORS.NAME_RESOLVING
  }

  function checkedTransaction(): SendTransactionRequest {
    const found = problem()
    if (found) throw new LatchError('SEND_INVALID', found)
    return buildSendTransaction(sendDraft())
  }

  function connected() {
    const account = activeAccount(store.getState())
    if (!account) throw new LatchError('CONNECTOR_NOT_CONNECTED', ERRORS.CONNECTOR_NOT_CONNECTED)
    if (account.namespace !== 'eip155' && account.namespace !== 'solana') {
      throw new LatchError('SEND_UNSUPPORTED', SEND_ERRORS.UNSUPPORTED_NAMESPACE)
    }
    return account
  }

  /** The connected eip155 account and the network RPC reads, loaded with the first estimate (the form never needs them). */
  async function networkReads() {
    const account = connected()
    if (account.namespace !== 'eip155') {
      throw new LatchError('SEND_UNSUPPORTED', ERRORS.FEES_EIP155_ONLY)
    }
    const [{ estimateNetworkFee }, { readNativeBalance }] = await Promise.all([
      import('./fees'),
      import('./network-rpc'),
    ])
    const rpc = deps.fetch ? { fetch: deps.fetch } : {}
    return {
      fee: (transaction: SendTransactionRequest): Promise<NetworkFee> =>
        estimateNetworkFee({ network: account.network, from: account.address, transaction, ...rpc }),
      balance: () => readNativeBalance(account.network, account.address, rpc),
    }
  }

  async function feeFor(transaction: SendTransactionRequest): Promise<NetworkFee> {
    return (await networkReads()).fee(transaction)
  }

  const patchSendForm = (patch: Partial<SendFormState>) =>
    store.setState((state) => ({ send: { ...state.send, ...patch } }))

  /** Name lookups go through the services context's client (its 5-minute name cache included). */
  async function lookupName(name: string, chainId: number): Promise<string> {
    if (!deps.services) throw new LatchError('RESOLVE_NAME_FAILED', ERRORS.RESOLVE_NAME_FAILED)
    const [{ resolveName }, service] = await Promise.all([
      import('../names/resolve'),
      deps.services.blockchain(),
    ])
    return resolveName(service.lookupName, name, chainId)
  }

  let resolveTimer: ReturnType<typeof setTimeout> | undefined
  // Only the newest resolution may write its answer: a slow reply for "alice.l" must not follow "alice.latch.id".
  let resolutions = 0

  async function resolveReceiver(name: string, turn: number) {
    const stillWanted = () => turn === resolutions && typedName()?.name === name
    if (!stillWanted()) return
    const chainId = store.getState().networks.active.eip155?.id
    let outcome: SendFormState['receiverName']
    try {
      if (typeof chainId !== 'number') throw new LatchError('RESOLVE_NAME_FAILED', ERRORS.RESOLVE_NAME_FAILED)
      const address = await lookupName(name, chainId)
      outcome = { name, status: 'resolved', address }
    } catch {
      outcome = { name, status: 'error', error: ERRORS.RESOLVE_NAME_FAILED }
    }
    if (stillWanted()) patchSendForm({ receiverName: outcome })
  }

  function setSendForm(patch: Partial<SendFormState>) {
    patchSendForm(patch)
    if (!('receiverAddress' in patch)) return
    if (resolveTimer !== undefined) clearTimeout(resolveTimer)
    const turn = ++resolutions
    const name = typedName()?.name
    if (!name) {
      if (store.getState().send.receiverName) patchSendForm({ receiverName: undefined })
      return
    }
    patchSendForm({ receiverName: { name, status: 'resolving' } })
    resolveTimer = setTimeout(() => void resolveReceiver(name, turn), NAME_RESOLVE_DELAY_MS)
  }

  return {
    setSendForm,
    sendDraft,
    sendProblem: problem,
    resetSendForm: () => store.setState({ send: initialSendFormState() }),

    async fillMaxAmount() {
      const { token, receiver } = sendDraft()
      if (!token) throw new LatchError('SEND_INVALID', TOASTS.TOKEN_REQUIRED)
      let amount = maxSendAmount(token)
      if (!tokenContract(token) && connected().namespace === 'eip155') {
        // A plain value transfer's gas does not depend on the amount; the receiver may not be typed yet.
        const to =
          receiver && /^0x[0-9a-fA-F]{40}$/.test(receiver.trim()) ? receiver.trim() : connected().address
        // The balance as the chain has it now: the listed one may predate a send still in the server's cache.
        const reads = await networkReads()
        const [fee, balance] = await Promise.all([reads.fee({ to, value: 0n }), reads.balance()])
        amount = maxSendAmount(token, fee.reserve, balance)
      }
      setSendForm({ amount })
      return amount
    },

    async estimateSendFee() {
      return feeFor(checkedTransaction())
    },

    async confirmSend() {
      connected()
      const transaction = checkedTransaction()
      const hash = await deps.sendTransaction(transaction)
      store.setState({ send: {} })
      void deps.afterSend(hash).catch(() => {})
      return hash
    },
  }
}
