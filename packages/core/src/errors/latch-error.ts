// One error class for everything core throws: `message` is the exact user-facing text from the
// catalogue, `code` lets callers branch without comparing strings.

export interface LatchErrorOptions {
  details?: unknown
  cause?: unknown
}

export class LatchError extends Error {
  override name = 'LatchError'
  code: string
  details?: unknown
  override cause?: unknown

  constructor(code: string, message: string, options: LatchErrorOptions = {}) {
    super(message)
    this.code = code
    if (options.details !== undefined) this.details = options.details
    if (options.cause !== undefined) this.cause = options.cause
  }
}

/** Wallet error codes that mean "this chain is unknown to the wallet, add it first". */
export const UNKNOWN_CHAIN_ERROR_CODES: readonly number[] = [4902, 5000, 32603, -32603]

/** Codes a wallet error carries: its own and the one some providers nest in data.originalError. */
function codesOf(error: unknown): unknown[] {
  if (typeof error !== 'object' || error === null) return []
  const record = error as { code?: unknown; data?: { originalError?: { code?: unknown } } }
  return [record.code, record.data?.originalError?.code]
}

/** True when a wallet rejected a switch because it does not know the chain (4902, 5000, 32603). */
export function isUnknownChainError(error: unknown): boolean {
  // Follow the cause chain a few levels: wrappers (ours, viem's) keep the wallet error as cause.
  for (let current = error, depth = 0; current !== undefined && depth < 5; depth++) {
    const found = codesOf(current).some((raw) => {
      const code = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw
      return typeof code === 'number' && UNKNOWN_CHAIN_ERROR_CODES.includes(code)
    })
    if (found) return true
    current =
      typeof current === 'object' && current !== null ? (current as { cause?: unknown }).cause : undefined
  }
  return false
}
