// Errors raised by the adapter itself. Errors a wallet answers with reach the caller as thrown, so
// their JSON-RPC `code` (4001 user rejection, 4902 unknown chain, ...) stays readable.

export class WalletConnectAdapterError extends Error {
  override name = 'WalletConnectAdapterError'
  readonly code: number | undefined

  constructor(message: string, options: { code?: number; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.code = options.code
  }
}

/** The numeric `code` of a wallet or JSON-RPC error, if it has one. */
export function errorCode(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  const code = (error as { code?: unknown }).code
  return typeof code === 'number' ? code : undefined
}
