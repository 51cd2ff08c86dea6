import type { Connector, ConnectorGroup } from '@latch/core'

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

/**
 * The wallet rows of the Connect view, in the connector type order. A wallet both announced
 * (EIP-6963) and injected shows once: connectors are deduplicated by rdns, announced ones first.
 */
export function buildWalletRows(
  connectors: readonly Connector[],
  groupOrder: readonly ConnectorGroup[],
  recentIds: readonly string[] = [],
): WalletRow[] {
  const seenRdns = new Set<string>()
  const seenIds = new Set<string>()
  const unique: Connector[] = []
  const announcedFirst = [...connectors].sort(
    (a, b) => Number(b.type === 'ANNOUNCED') - Number(a.type === 'ANNOUNCED'),
  )
  for (const connector of announcedFirst) {
    const rdns = connector.info?.rdns
    if (seenIds.has(connector.id) || (rdns && seenRdns.has(rdns))) continue
    seenIds.add(connector.id)
    if (rdns) seenRdns.add(rdns)
    unique.push(connector)
  }
  const recent = new Set(recentIds)
  const rows: WalletRow[] = []
  for (const group of groupOrder) {
    for (const connector of unique) {
      const isRecent = recent.has(connector.id)
      const belongs = group === 'recent' ? isRecent : groupOf(connector) === group && !isRecent
      if (!belongs) continue
      const installed = connector.type === 'ANNOUNCED' || connector.type === 'INJECTED'
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
