// Errors raised by the adapter itself are core's AdapterError with adapter 'cosmos'. A wallet's
// own errors pass through, its worded rejections given core's rejection code.
import { AdapterError, type AdapterErrorOptions } from '@latch/core'
import { withRejectionCode } from '@latch/core/internal'

export const COSMOS_ADAPTER = 'cosmos'

export function cosmosAdapterError(message: string, options?: AdapterErrorOptions): AdapterError {
  return new AdapterError(COSMOS_ADAPTER, message, options)
}

// Keplr-style wallets reject with "Request rejected".
const REJECTED = /^request rejected$/i

/** Rethrows a wallet error, a worded rejection as core's code 4001 rejection. */
export function rethrowWalletError(error: unknown): never {
  throw withRejectionCode(COSMOS_ADAPTER, error, REJECTED)
}
