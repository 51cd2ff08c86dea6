// Errors raised by the adapter itself are core's AdapterError with adapter 'bitcoin'. A wallet's own
// errors pass through with their code, a sats-connect refusal (-32000) read as a rejection (4001).
import { AdapterError, type AdapterErrorOptions, BaseError } from '@latch/core'

export const BITCOIN_ADAPTER = 'bitcoin'

export function bitcoinAdapterError(message: string, options?: AdapterErrorOptions): AdapterError {
  return new AdapterError(BITCOIN_ADAPTER, message, options)
}

/** A wallet error as core reads it: `code` 4001 for a refusal, the wallet's message kept. */
export class BitcoinWalletError extends BaseError<number> {
  override name = 'BitcoinWalletError'
}
