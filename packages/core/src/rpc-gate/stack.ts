import type { View } from '../router/views'
import type { Store } from '../store/store'
import type { TransactionEntry, TransactionsState } from './state'

/**
 * The flows waiting on a wallet request (Send waiting for its signature, the embedded wallet's
 * approval). Kept in the store and synchronous, so views and the embedded wallet push and pop
 * without loading the request gate's code.
 */
export interface TransactionStack {
  pushTransaction(entry: TransactionEntry): void
  /** Pops the newest entry: success runs its onSuccess, cancel its onCancel, then navigates. */
  popTransaction(cancel?: boolean): void
  clearTransactions(): void
}

export function createTransactionStack(
  store: Store<{ transactions: TransactionsState }>,
  deps: { back(options: { force: true }): void; replaceView(view: View): void },
): TransactionStack {
  return {
    pushTransaction(entry) {
      store.setState((state) => ({ transactions: { stack: [...state.transactions.stack, entry] } }))
    },
    popTransaction(cancel = false) {
      const stack = store.getState().transactions.stack
      const entry = stack[stack.length - 1]
      if (!entry) return
      store.setState({ transactions: { stack: stack.slice(0, -1) } })
      if (cancel) entry.onCancel?.()
      else entry.onSuccess?.()
      // The answer came: leave the approval, where Back is refused (router rules).
      if (entry.goBack) deps.back({ force: true })
      else if (entry.view) deps.replaceView(entry.view)
    },
    clearTransactions() {
      store.setState({ transactions: { stack: [] } })
    },
  }
}
