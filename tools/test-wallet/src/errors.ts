/** The EIP-1193 and JSON-RPC error codes this wallet answers with. */
export const ErrorCode = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  unknownChain: 4902,
  invalidParams: -32602,
  internal: -32603,
} as const

const defaultMessages: Record<number, string> = {
  4001: 'User rejected the request.',
  4100: 'The requested account or method has not been authorized by the user.',
  4200: 'The wallet does not support the requested method.',
  4900: 'The wallet is disconnected from all chains.',
  4901: 'The wallet is not connected to the requested chain.',
  4902: 'Unrecognized chain ID. Add it with wallet_addEthereumChain first.',
  [-32602]: 'Invalid method parameters.',
  [-32603]: 'Internal JSON-RPC error.',
}

/** An EIP-1193 ProviderRpcError: an Error carrying a numeric `code` and optional `data`. */
export class ProviderRpcError extends Error {
  readonly code: number
  readonly data?: unknown

  constructor(code: number, message?: string, data?: unknown) {
    super(message ?? defaultMessages[code] ?? `Wallet request failed (code ${code}).`)
    this.name = 'ProviderRpcError'
    this.code = code
    if (data !== undefined) this.data = data
  }
}

/** Shorthand for the most common failure: the caller's params are wrong, and how. */
export function invalidParams(message: string): ProviderRpcError {
  return new ProviderRpcError(ErrorCode.invalidParams, `Invalid params: ${message}`)
}

type Coded = { code?: unknown; message?: unknown; shortMessage?: unknown; data?: unknown; cause?: unknown }

/**
 * Turns anything thrown while talking to the chain into a ProviderRpcError. viem wraps the node's
 * JSON-RPC error in several layers; the innermost object with a numeric code is what the node said,
 * so the caller sees the node's own code, message and revert data rather than viem's wrapper.
 */
export function toProviderRpcError(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error
  let found: Coded | undefined
  let current: unknown = error
  for (let depth = 0; depth < 10 && current && typeof current === 'object'; depth++) {
    const coded = current as Coded
    if (typeof coded.code === 'number' && Number.isInteger(coded.code)) found = coded
    current = coded.cause
  }
  const top = error as Coded | undefined
  const fallback =
    typeof top?.shortMessage === 'string'
      ? top.shortMessage
      : error instanceof Error
        ? error.message
        : String(error)
  if (!found) return new ProviderRpcError(ErrorCode.internal, fallback)
  const message = typeof found.message === 'string' && found.message ? found.message : fallback
  return new ProviderRpcError(found.code as number, message, found.data)
}
