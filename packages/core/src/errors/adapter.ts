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

/**
 * A wallet that rejects with words and no code (Polkadot extensions: "Cancelled", Keplr-style
 * wallets: "Request rejected") becomes the EIP-1193 rejection core reads (code 4001), its own
 * error kept as the cause. Any other error passes through as it is.
 */
export function withRejectionCode(adapter: string, error: unknown, wording: RegExp): unknown {
  const message = error instanceof Error ? error.message.trim() : undefined
  if (message === undefined || !wording.test(message)) return error
  return new AdapterError(adapter, 'User rejected the request.', {
    code: 4001,
    cause: error,
    details: message,
  })
}
