// Errors raised by the adapter itself are core's AdapterError with adapter 'cosmos'. A wallet's
// own errors pass through unwrapped, so a rejection ("Request rejected") stays readable by core.
import { AdapterError, type AdapterErrorOptions } from '@latch/core'

export const COSMOS_ADAPTER = 'cosmos'

export function cosmosAdapterError(message: string, options?: AdapterErrorOptions): AdapterError {
  return new AdapterError(COSMOS_ADAPTER, message, options)
}
