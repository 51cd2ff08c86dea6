// Wallet answers turned into Errors that keep their JSON-RPC `code` (user rejection, unknown
// chain, ...) readable for callers.

import { errorCode, FEATURE_ERRORS, isUserRejection } from '@latch/core'
import { WalletConnectAdapterError } from './errors'

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
  // EIP-1193's rejection, and the sign client's USER_REJECTED (read by its wording: its code is
  // the one some wallets use for an unknown chain).
  if (isUserRejection(error)) {
    return new WalletConnectAdapterError(FEATURE_ERRORS.WALLET_DECLINED_CONNECTION, { code, cause: error })
  }
  return asWalletError(error, FEATURE_ERRORS.WALLET_DID_NOT_APPROVE)
}
