import type { View } from '../router/views'

/** A flow the modal started that waits for a wallet request, e.g. Send waiting for its signature. */
export interface TransactionEntry {
  /** View to show once the request settles (replaces the current one). */
  view?: View
  /** Go back one view once the request settles. */
  goBack?: boolean
  onSuccess?(): void
  onCancel?(): void
}

export interface TransactionsState {
  stack: TransactionEntry[]
}

export function initialTransactionsState(): TransactionsState {
  return { stack: [] }
}
