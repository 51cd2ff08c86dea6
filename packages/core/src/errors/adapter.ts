// The error every chain adapter raises itself. Errors coming from a wallet pass through unwrapped,
// so their EIP-1193 `code` stays readable; when an adapter does wrap one (a plain `{ code, message }`
// object, say), it keeps the wallet's numeric code as `code` and the original as `cause`.

import { BaseError, type BaseErrorOptions } from './base'

export interface AdapterErrorOptions extends BaseErrorOptions {
  /** The wallet's EIP-1193 / JSON-RPC code, when one applies. */
  code?: number
}

export class AdapterError extends BaseError<number | undefined> {
  override name = 'AdapterError'
  /** Which adapter raised it: 'evm', 'walletconnect', ... */
  readonly adapter: string

  constructor(adapter: string, message: string, options: AdapterErrorOptions = {}) {
    const { code, ...rest } = options
    super(code, message, rest)
    this.adapter = adapter
  }
}
