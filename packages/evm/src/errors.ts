// Errors raised by the adapter itself. Errors coming from a wallet are never wrapped: they reach
// the caller as thrown, so their EIP-1193 `code` (user rejection, unknown chain, ...)
// stays readable.

export class EvmAdapterError extends Error {
  override name = 'EvmAdapterError'
  /** EIP-1193 / JSON-RPC style code when one applies. */
  readonly code: number | undefined

  constructor(message: string, options: { code?: number; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.code = options.code
  }
}
