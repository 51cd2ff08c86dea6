// Hex payloads the modal accepts from wallets and apps (spec section 5).
const TRANSACTION_HASH = /^0x[0-9a-fA-F]{64}$/
const SIGNED_MESSAGE = /^0x[0-9a-fA-F]{62,}$/

export function isTransactionHash(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && TRANSACTION_HASH.test(value)
}

export function isSignedMessage(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && SIGNED_MESSAGE.test(value)
}

export interface SendCallsEntry {
  to: `0x${string}`
  data?: `0x${string}`
  value?: unknown
}

/** wallet_sendCalls entries: each needs a 'to' starting with 0x; an optional 'data' also does. */
export function isValidSendCalls(calls: unknown): calls is SendCallsEntry[] {
  return Array.isArray(calls) && calls.length > 0 && calls.every(isValidSendCall)
}

function isValidSendCall(call: unknown): boolean {
  if (typeof call !== 'object' || call === null) return false
  const { to, data } = call as { to?: unknown; data?: unknown }
  if (typeof to !== 'string' || !to.startsWith('0x')) return false
  return data === undefined || (typeof data === 'string' && data.startsWith('0x'))
}
