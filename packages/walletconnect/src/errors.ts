// Errors raised by the adapter itself, which only its session part raises: the page's shell never
// loads them. A wallet's answers become Errors in ./wallet-errors.

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

/** What every call answers once the adapters were destroyed. */
export const adapterDestroyed = () => new WalletConnectAdapterError('The WalletConnect adapter was destroyed')
