import type { ChainNamespace, Connector, ConnectorGroup } from '@latch/core'

export interface WalletRow {
  connector: Connector
  /** "Installed" for wallets the browser announced or injected, "Recent" for the last used ones. */
  tag?: 'Installed' | 'Recent' | 'QR Code'
}

function groupOf(connector: Connector): ConnectorGroup | undefined {
  switch (connector.type) {
    case 'WALLET_CONNECT':
      return 'walletConnect'
    case 'ANNOUNCED':
    case 'INJECTED':
      return 'injected'
    case 'EXTERNAL':
    case 'MULTI_CHAIN':
      return 'external'
    default:
      // AUTH and ID_AUTH are offered as the email and social methods, not as wallet rows.
      return undefined
  }
}

const isInstalled = (connector: Connector) => connector.type === 'ANNOUNCED' || connector.type === 'INJECTED'

/**
 * The wallet rows of the Connect view, in the connector type order. A wallet both announced
 * (EIP-6963) and injected shows once: connectors are deduplicated by rdns, announced ones first.
 * An installed wallet found on several namespaces (EIP-6963 and the Wallet Standard, which has no
 * rdns) shows once by its name, as its connector on the active namespace when it has one.
 */
export function buildWalletRows(
  connectors: readonly Connector[],
  groupOrder: readonly ConnectorGroup[],
  recentIds: readonly string[] = [],
  activeNamespace?: ChainNamespace,
): WalletRow[] {
  const seenRdns = new Set<string>()
  const seenIds = new Set<string>()
  const seenBrands = new Set<string>()
  const unique: Connector[] = []
  const rank = (connector: Connector) =>
    Number(connector.chain === activeNamespace) * 2 + Number(connector.type === 'ANNOUNCED')
  const preferredFirst = [...connectors].sort((a, b) => rank(b) - rank(a))
  for (const connector of preferredFirst) {
    const rdns = connector.info?.rdns
    const brand = isInstalled(connector) ? connector.name.trim().toLowerCase() : undefined
    if (seenIds.has(connector.id) || (rdns && seenRdns.has(rdns)) || (brand && seenBrands.has(brand)))
      continue
    seenIds.add(connector.id)
    if (rdns) seenRdns.add(rdns)
    if (brand) seenBrands.add(brand)
    unique.push(connector)
  }
  const recent = new Set(recentIds)
  const rows: WalletRow[] = []
  for (const group of groupOrder) {
    for (const connector of unique) {
      const isRecent = recent.has(connector.id)
      const belongs = group === 'recent' ? isRecent : groupOf(connector) === group && !isRecent
      if (!belongs) continue
      const installed = isInstalled(connector)
      const tag = installed
        ? 'Installed'
        : connector.type === 'WALLET_CONNECT'
          ? 'QR Code'
          : isRecent
            ? 'Recent'
            : undefined
      rows.push(tag ? { connector, tag } : { connector })
    }
  }
  return rows
}

/**
 * The connector a recent wallet connects through: its own on the active namespace, else the same
 * installed wallet found on the active namespace by name (a wallet on eip155 and solana), else its own.
 */
export function recentConnector(
  connectors: readonly Connector[],
  wallet: { id: string; name: string },
  activeNamespace?: ChainNamespace,
): Connector | undefined {
  const onActive = connectors.filter((connector) => connector.chain === activeNamespace)
  const brand = wallet.name.trim().toLowerCase()
  return (
    onActive.find((connector) => connector.id === wallet.id) ??
    onActive.find((connector) => isInstalled(connector) && connector.name.trim().toLowerCase() === brand) ??
    connectors.find((connector) => connector.id === wallet.id)
  )
}
