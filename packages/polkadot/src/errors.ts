// Errors raised by the adapter itself are core's AdapterError with adapter 'polkadot'. A wallet's
// own errors pass through, its worded rejections given core's rejection code.
import { AdapterError, type AdapterErrorOptions } from '@latch/core'
import { withRejectionCode } from '@latch/core/internal'

export const POLKADOT_ADAPTER = 'polkadot'

export function polkadotAdapterError(message: string, options?: AdapterErrorOptions): AdapterError {
  return new AdapterError(POLKADOT_ADAPTER, message, options)
}

// Polkadot extensions reject with a bare "Cancelled" (a signature) or "Rejected" (a site).
const REJECTED = /^(cancelled|rejected)$/i

/** Rethrows a wallet error, a worded rejection as core's code 4001 rejection. */
export function rethrowWalletError(error: unknown): never {
  throw withRejectionCode(POLKADOT_ADAPTER, error, REJECTED)
}
