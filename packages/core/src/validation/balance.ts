import type { ChainNamespace } from '../adapter/types'

// Polkadot and cosmos adapters read no chain (no node runs offline for them here, see their
// READMEs): the account shows its address with no balance and offers no Send.
const CHAINLESS_NAMESPACES: readonly ChainNamespace[] = ['polkadot', 'cosmos']

/** Whether the namespace's native balance is read and shown. */
export function isBalanceRead(namespace: unknown): boolean {
  return typeof namespace === 'string' && !(CHAINLESS_NAMESPACES as readonly string[]).includes(namespace)
}
