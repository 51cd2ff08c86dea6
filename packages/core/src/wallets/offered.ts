// Which connectors the host's options let the modal offer. A module of its own: the client uses it
// from the first load, while the rest of the directory's rules load with the wallet views.
import type { Connector } from '../adapter/types'

/**
 * The connectors the host's options let the modal offer (spec section 9, each on unless false):
 * `enableWallets: false` leaves only email and social login, `enableWalletConnect: false` drops
 * the WalletConnect connector, `enableEIP6963: false` drops wallets announced through EIP-6963.
 */
export function offeredConnectors(
  connectors: readonly Connector[],
  flags: { enableWallets: boolean; enableWalletConnect: boolean; enableEIP6963: boolean },
): Connector[] {
  return connectors.filter((connector) => {
    if (connector.type === 'AUTH' || connector.type === 'ID_AUTH') return true
    if (!flags.enableWallets) return false
    if (connector.type === 'WALLET_CONNECT') return flags.enableWalletConnect
    if (connector.type === 'ANNOUNCED') return flags.enableEIP6963
    return true
  })
}
