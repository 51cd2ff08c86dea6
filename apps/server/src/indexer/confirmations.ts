/**
 * How many blocks must sit on top of a block before what it holds counts as final. A devnet mines
 * on demand and never reorganises, so it needs none; any other chain gets a depth that outlasts
 * the reorganisations public chains see in practice, unless configured per chain.
 */
export const REMOTE_CONFIRMATIONS = 12

/** One depth for every chain, or depths by CAIP-2 id (chains not listed keep the default). */
export type ConfirmationsSetting = number | Readonly<Record<string, number>>

export function confirmationsFor(
  chain: { chain: string; local: boolean },
  setting?: ConfirmationsSetting,
): number {
  const configured = typeof setting === 'number' ? setting : setting?.[chain.chain]
  if (configured !== undefined && Number.isInteger(configured) && configured >= 0) return configured
  return chain.local ? 0 : REMOTE_CONFIRMATIONS
}

/**
 * A transaction is `pending` while its block is within `confirmations` of the indexed head
 * (it may still be replaced), then `confirmed`.
 */
export function transactionStatus(
  blockNumber: number,
  indexedHead: number | undefined,
  confirmations: number,
): 'pending' | 'confirmed' {
  if (confirmations === 0) return 'confirmed'
  if (indexedHead === undefined) return 'pending'
  return indexedHead - blockNumber >= confirmations ? 'confirmed' : 'pending'
}
