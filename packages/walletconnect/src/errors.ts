// Errors raised by the adapter itself. A wallet's answers become Errors in ./wallet-errors, which
// loads with the session part: the page's shell never reads one.

import { AdapterError, type AdapterErrorOptions } from '@latch/core'

/** The name this adapter signs its errors with. */
export const WALLETCONNECT_ADAPTER = 'walletconnect'

/** Core's AdapterError with adapter 'walletconnect'. */
export class WalletConnectAdapterError extends AdapterError {
  override name = 'WalletConnectAdapterError'

  constructor(message: string, options: AdapterErrorOptions = {}) {
    super(WALLETCONNECT_ADAPTER, message, options)
  }
}
