import type { CheckedPay } from './rules'

/** The payment the Pay view shows: asked, being paid, paid (with its transaction id) or failed. */
export interface PayState {
  request: CheckedPay
  status: 'review' | 'paying' | 'paid' | 'failed'
  hash?: string
  error?: string
}
