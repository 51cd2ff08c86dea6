// Errors raised by the adapter itself are core's AdapterError with adapter 'polkadot'. A wallet's
// own errors pass through unwrapped, so a rejection ("Cancelled") stays readable by core.
import { AdapterError, type AdapterErrorOptions } from '@latch/core'

export const POLKADOT_ADAPTER = 'polkadot'

export function polkadotAdapterError(message: string, options?: AdapterErrorOptions): AdapterError {
  return new AdapterError(POLKADOT_ADAPTER, message, options)
}
