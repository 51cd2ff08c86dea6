// Errors raised by the adapter itself are core's AdapterError with adapter 'solana'. A wallet's own
// errors pass through unwrapped, so a rejection's code (4001) stays readable.
import { AdapterError, type AdapterErrorOptions } from '@latch/core'

export const SOLANA_ADAPTER = 'solana'

export function solanaAdapterError(message: string, options?: AdapterErrorOptions): AdapterError {
  return new AdapterError(SOLANA_ADAPTER, message, options)
}
