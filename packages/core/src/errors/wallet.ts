// Reading what a wallet or JSON-RPC node rejected with, once for every adapter and view. Wallets
// reject with `{ code, message }` (EIP-1193); wrappers (ours, viem's, an SDK's) keep the wallet's
// error as `cause`, and some providers nest it in `data.originalError`.

import { walkCause } from './base'

/** EIP-1193: the user rejected the request. */
export const USER_REJECTED_CODE = 4001

/** Wallet error codes that mean "this chain is unknown to the wallet, add it first" (spec 8). */
export const UNKNOWN_CHAIN_ERROR_CODES: readonly number[] = [4902, 5000, 32603, -32603]

/** The code some libraries use instead of 4001. */
const USER_REJECTED_NAMES: readonly string[] = ['ACTION_REJECTED']

/** The wording wallets use when they reject without a code. */
const USER_REJECTED_WORDING = /user (rejected|denied)|rejected the request/i

/** The numeric `code` of a wallet or JSON-RPC error, if it has one. */
export function errorCode(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  const code = (error as { code?: unknown }).code
  return typeof code === 'number' ? code : undefined
}

/** A code as a number when it is one, written as a number or as a numeric string. */
function numericCode(raw: unknown): number | undefined {
  if (typeof raw === 'number') return raw
  if (typeof raw === 'string' && raw.trim() !== '') {
    const code = Number(raw)
    return Number.isFinite(code) ? code : undefined
  }
  return undefined
}

/** The error itself and the one a provider nested in `data.originalError`. */
function layersOf(error: unknown): { code?: unknown; message?: unknown }[] {
  if (typeof error !== 'object' || error === null) return []
  const record = error as { code?: unknown; message?: unknown; data?: { originalError?: unknown } }
  const nested = record.data?.originalError
  return typeof nested === 'object' && nested !== null ? [record, nested] : [record]
}

/** True when some error along the cause chain (or nested in one) passes `test`. */
function anyLayer(error: unknown, test: (layer: { code?: unknown; message?: unknown }) => boolean): boolean {
  return walkCause(error, (current) => layersOf(current).some(test)) !== undefined
}

/** True when the wallet says the user rejected the request (4001, or the wording without a code). */
export function isUserRejection(error: unknown): boolean {
  return anyLayer(error, ({ code, message }) => {
    if (numericCode(code) === USER_REJECTED_CODE) return true
    if (typeof code === 'string' && USER_REJECTED_NAMES.includes(code)) return true
    return typeof message === 'string' && USER_REJECTED_WORDING.test(message)
  })
}

/** True when a wallet rejected a switch because it does not know the chain: add it, then switch. */
export function isUnknownChainError(error: unknown): boolean {
  return anyLayer(error, ({ code }) => {
    const numeric = numericCode(code)
    return numeric !== undefined && UNKNOWN_CHAIN_ERROR_CODES.includes(numeric)
  })
}
