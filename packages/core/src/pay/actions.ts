// The pay flow, loaded with the first `client.pay(...)`: the request is checked, the modal opens on
// Pay (on Connect first when nobody is connected, then on Pay once someone is), and the promise
// settles with the transaction id once the wallet has it, or with a typed error when the visitor
// declines, closes the modal or the host asks for another payment.
import type { CaipNetwork } from '../adapter/types'
import type { LatchState } from '../client/state'
import { LatchError } from '../errors/latch-error'
import type { ModalActions } from '../modal/actions'
import { activeAccount } from '../portfolio/active-account'
import type { RouterActions } from '../router/actions'
import { type SendTransactionRequest, sendErrorMessage } from '../send/rules'
import type { Store } from '../store/store'
import { checkPayRequest, PAY_ERRORS, type PayRequest, payTransaction } from './rules'
import type { PayState } from './state'

export interface PayActions {
  /** Opens the Pay view for this payment; resolves with the transaction id. Needs features.pay. */
  pay(request: PayRequest): Promise<string>
  /** The Pay view's button: switches to the payment's network when needed, then asks the wallet. */
  confirmPay(): Promise<string>
}

export interface PayDeps {
  modal: Pick<ModalActions, 'open' | 'onClose'>
  router: Pick<RouterActions, 'replace'>
  switchNetwork(network: CaipNetwork): Promise<void>
  /** Sends on the active namespace, which the switch above has made the payment's. */
  sendTransaction(transaction: SendTransactionRequest): Promise<string>
  afterSend(hash: string): Promise<void>
}

type PayStore = Store<Pick<LatchState, 'pay' | 'options' | 'connection' | 'accounts' | 'networks' | 'router'>>

export function createPayActions(store: PayStore, deps: PayDeps): PayActions {
  let pending: { resolve(hash: string): void; reject(error: unknown): void } | undefined
  let stopWaiting: (() => void) | undefined

  const setPay = (patch: Partial<PayState>) =>
    store.setState((state) => (state.pay ? { pay: { ...state.pay, ...patch } } : {}))

  function settle(outcome: { hash: string } | { error: unknown }) {
    const current = pending
    pending = undefined
    stopWaiting?.()
    stopWaiting = undefined
    if (!current) return
    if ('hash' in outcome) current.resolve(outcome.hash)
    else current.reject(outcome.error)
  }

  // Closing the modal before the wallet has the payment cancels it; once paid or failed it has settled.
  deps.modal.onClose(() => {
    if (store.getState().pay?.status === 'review')
      settle({ error: new LatchError('PAY_CANCELLED', PAY_ERRORS.CANCELLED) })
  })

  return {
    pay(request) {
      const state = store.getState()
      if (!state.options.features.pay)
        return Promise.reject(new LatchError('PAY_DISABLED', PAY_ERRORS.DISABLED))
      let checked: ReturnType<typeof checkPayRequest>
      try {
        checked = checkPayRequest(request, state.networks.requested)
      } catch (error) {
        return Promise.reject(error)
      }
      settle({ error: new LatchError('PAY_CANCELLED', PAY_ERRORS.REPLACED) })
      const settled = new Promise<string>((resolve, reject) => {
        pending = { resolve, reject }
      })
      store.setState({ pay: { request: checked, status: 'review' } })
      if (activeAccount(store.getState())) {
        deps.modal.open({ view: 'Pay' })
        return settled
      }
      // Nobody connected yet: Connect first, and Pay as soon as an account is there.
      deps.modal.open({ view: 'Connect' })
      stopWaiting = store.subscribe(() => {
        if (!activeAccount(store.getState()) || !stopWaiting) return
        const stop = stopWaiting
        stopWaiting = undefined
        stop()
        deps.router.replace('Pay')
      })
      return settled
    },

    async confirmPay() {
      const payment = store.getState().pay
      if (payment?.status !== 'review') throw new LatchError('PAY_INVALID', PAY_ERRORS.CANCELLED)
      const { network } = payment.request
      setPay({ status: 'paying', error: undefined })
      try {
        const active = store.getState().networks.active[network.chainNamespace]
        if (active?.caipNetworkId !== network.caipNetworkId) await deps.switchNetwork(network)
        const hash = await deps.sendTransaction(payTransaction(payment.request))
        setPay({ status: 'paid', hash })
        void deps.afterSend(hash).catch(() => {})
        settle({ hash })
        return hash
      } catch (error) {
        setPay({ status: 'failed', error: sendErrorMessage(error) })
        settle({ error })
        throw error
      }
    },
  }
}
