// Errors raised by the adapter itself are core's AdapterError with adapter 'evm'. Errors coming
// from a wallet are never wrapped: they reach the caller as thrown, so their EIP-1193 `code`
// (user rejection, unknown chain, ...) stays readable.

import { AdapterError, type AdapterErrorOptions } from '@latch/core'

/** The name this adapter signs its errors with. */
export const EVM_ADAPTER = 'evm'

export function evmAdapterError(message: string, options?: AdapterErrorOptions): AdapterError {
  return new AdapterError(EVM_ADAPTER, message, options)
}
