// Errors raised by the adapter itself, and wallet answers turned into Errors that keep their
// JSON-RPC `code` (4001 user rejection, 4902 unknown chain, ...) readable for callers.

import { errorCode } from '@latch/core'

export class WalletConnectAdapterError extends Error {
  override name = 'WalletConnectAdapterError'
  readonly code: number | undefined

  constructor(message: string, options: { code?: number; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.code = options.code
  }
}

/** Codes for "the user said no": EIP-1193's 4001 and the WalletConnect SDK's USER_REJECTED. */
export const USER_REJECTED_CODES: ReadonlySet<number> = new Set([4001, 5000])

/**
 * A wallet's or the sign client's failure as an Error. The client rejects with plain `{ code,
 * message }` objects, which read as "[object Object]" once shown; the code stays on the Error.
 */
export function asWalletError(error: unknown, fallback: string): Error {
  if (error instanceof Error) return error
  const code = errorCode(error)
  const message = (error as { message?: unknown } | null)?.message
  const text = typeof message === 'string' && message.trim() ? message.trim().slice(0, 300) : fallback
  return new WalletConnectAdapterError(text, { code, cause: error })
}

/** A proposal the wallet answered with anything but approval. */
export function proposalError(error: unknown): Error {
  const code = errorCode(error)
  if (code !== undefined && USER_REJECTED_CODES.has(code)) {
    return new WalletConnectAdapterError('The wallet declined the connection', { code, cause: error })
  }
  return asWalletError(error, 'The wallet did not approve the connection')
}
