// Wallets and JSON-RPC nodes reject with `{ code, message }` (EIP-1193: 4001 user rejected, 4902
// unknown chain, ...); every adapter reads the code the same way.

/** The numeric `code` of a wallet or JSON-RPC error, if it has one. */
export function errorCode(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  const code = (error as { code?: unknown }).code
  return typeof code === 'number' ? code : undefined
}
