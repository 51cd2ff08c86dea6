// One readable line for what went wrong, whatever a wallet or a frame rejected with.

/**
 * The message of an Error, of a plain `{ code, message }` object (what many wallets reject with)
 * or a string, trimmed and cut at 300 characters; `fallback` when there is none.
 */
export function errorMessage(error: unknown, fallback: string): string {
  const message = error instanceof Error ? error.message : (error as { message?: unknown } | null)?.message
  const text = typeof message === 'string' ? message : typeof error === 'string' ? error : ''
  return text.trim().slice(0, 300) || fallback
}
