import { alertError } from '../errors/alerts'
import { type AlertCode, FEATURE_ERRORS } from '../errors/codes'
import { LatchError } from '../errors/latch-error'
import type { OpenParameters } from '../modal/state'
import type { View } from '../router/views'
import type { Store } from '../store/store'
import { gateRpcMethod } from './rules'
import { createTransactionStack, type TransactionStack } from './stack'
import type { TransactionsState } from './state'

/** Delay before the "not allowed" error, so it lands after the modal has settled (spec section 9). */
export const MODAL_ERROR_DELAY_MS = 300

/** The transaction hash an eth_sendTransaction answered with, if it did. */
export function sentTransactionHash(method: string, result: unknown): string | undefined {
  return method === 'eth_sendTransaction' && typeof result === 'string' && /^0x[0-9a-fA-F]{64}$/.test(result)
    ? result
    : undefined
}

export interface RpcGateDeps {
  isModalOpen(): boolean
  /** The client's own opening (modal.show): the approval and the refusal show under manual control too. */
  openModal(parameters: OpenParameters): void
  closeModal(parameters: { force: boolean }): void
  pushView(view: View): void
  replaceView(view: View): void
  back(options: { force: true }): void
  showAlert(code: AlertCode): void
  /** The alert raised last is in view (alerts open only with the app's `debug` on). */
  isAlertShown(): boolean
  /**
   * After an unsafe request succeeds: the native balance is read again at once, and for a sent
   * transaction (`sentTransaction` names its hash) once more when it is mined.
   */
  refreshNativeBalance(sentTransaction?: string): void | Promise<void>
  /** Registers a modal-close listener. */
  onModalClose(listener: () => void): () => void
}

export interface RpcGateRequestOptions {
  silent?: boolean
  embedded?: boolean
}

export interface RpcGate extends TransactionStack {
  /**
   * Runs `execute` for `method` under the gate's rules; `silent`: no approval view (a call under a
   * granted smart session); `embedded`: the wallet is the embedded one, whose method lists are
   * strict (the default: the lists hold unless the wallet is known to be another).
   */
  request<T>(
    args: { method: string; params?: unknown },
    execute: () => Promise<T>,
    options?: RpcGateRequestOptions,
  ): Promise<T>
  /** Rejects every open unsafe request (safe ones are left to finish). */
  rejectOpenRequests(): void
  destroy(): void
}

/** `stack`: the client's runtime's own, when it already holds one (./stack); else the gate makes it. */
export function createRpcGate(
  store: Store<{ transactions: TransactionsState }>,
  deps: RpcGateDeps,
  stack: TransactionStack = createTransactionStack(store, deps),
): RpcGate {
  const open = new Set<(error: Error) => void>()
  const stackEmpty = () => store.getState().transactions.stack.length === 0

  function notAllowed<T>(): Promise<T> {
    return new Promise<T>((_, reject) => {
      setTimeout(() => {
        deps.showAlert('RPC_METHOD_NOT_ALLOWED')
        // Alerts are drawn in the modal: a closed one opens to show the error, never leaving it
        // to greet the next opening, whatever that is for.
        if (deps.isAlertShown() && !deps.isModalOpen()) deps.openModal({})
        reject(alertError('RPC_METHOD_NOT_ALLOWED'))
      }, MODAL_ERROR_DELAY_MS)
    })
  }

  function showApproval(): void {
    if (!deps.isModalOpen()) deps.openModal({ view: 'ApproveTransaction' })
    else if (!stackEmpty()) deps.pushView('ApproveTransaction')
  }

  /** Closes the modal, or hands control back to the flow waiting on the stack. */
  function settle(cancel: boolean): void {
    if (stackEmpty()) deps.closeModal({ force: true })
    else gate.popTransaction(cancel)
  }

  const stopListening = deps.onModalClose(() => {
    if (stackEmpty()) gate.rejectOpenRequests()
  })

  const gate: RpcGate = {
    ...stack,
    async request(args, execute, { silent = false, embedded = true } = {}) {
      const kind = gateRpcMethod(args?.method, { embedded })
      if (kind === 'not-allowed') return notAllowed()
      // Calls under a granted smart session (silent) run without a prompt: the wallet checks them
      // against the session's limits and refuses what it does not cover. A method outside the
      // lists goes to a wallet that prompts for it itself, if it must.
      if (kind === 'safe' || kind === 'wallet' || silent) return execute()
      showApproval()
      let rejectOpen: (error: Error) => void = () => {}
      const aborted = new Promise<never>((_, reject) => {
        rejectOpen = reject
      })
      open.add(rejectOpen)
      try {
        const result = await Promise.race([execute(), aborted])
        open.delete(rejectOpen)
        settle(false)
        void Promise.resolve(deps.refreshNativeBalance(sentTransactionHash(args.method, result))).catch(
          (error) => console.warn('[latch] could not refresh the balance', error),
        )
        return result
      } catch (error) {
        // Already removed when the modal closing aborted the request: nothing left to settle.
        if (open.delete(rejectOpen) && deps.isModalOpen()) settle(true)
        throw error
      }
    },
    rejectOpenRequests() {
      const rejects = [...open]
      open.clear()
      for (const reject of rejects)
        reject(new LatchError('RPC_REQUEST_ABORTED', FEATURE_ERRORS.RPC_REQUEST_ABORTED))
    },
    destroy() {
      stopListening()
      gate.rejectOpenRequests()
    },
  }
  return gate
}
