import type { CaipNetwork } from '../adapter/types'

/**
 * The icon a network's native currency is drawn with: the network's own. The services name token
 * icons by symbol, so a currency without a contract comes back with a generic initials mark.
 */
export function nativeIconOf(network: Pick<CaipNetwork, 'assets'> | undefined): string | undefined {
  return network?.assets?.imageUrl || undefined
}
