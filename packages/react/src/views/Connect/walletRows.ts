import type { ChainNamespace, Connector, ConnectorGroup, DirectoryWallet, RecentWallet } from '@latch/core'
import { socialName } from '../../utils/social'

export interface WalletRow {
  id: string
  name: string
  imageUrl?: string
  /** How the row connects: through this connector (installed, WalletConnect, external)... */
  connector?: Connector
  /** ...or, for a directory wallet the browser does not offer, by pairing over WalletConnect. */
  wallet?: DirectoryWallet
  /** "Installed" for wallets the browser announced or injected, "Recent" for the last used ones. */
  tag?: 'Installed' | 'Recent' | 'QR Code'
  /** The embedded wallet's recent entry made through a social login: the row starts that login. */
  social?: string
  /** A row kept for a directory wallet still on its way: drawn as a placeholder of a row's size. */
  awaited?: true
}

/** What the Connect view can list, each group in its own field. */
export interface WalletRowSources {
  connectors: readonly Connector[]
  /** Last used wallets, newest first. */
  recent?: readonly RecentWallet[]
  /** The directory's featured, custom (the host's) and recommended wallets. */
  featured?: readonly DirectoryWallet[]
  custom?: readonly DirectoryWallet[]
  recommended?: readonly DirectoryWallet[]
  /** A wallet found on several namespaces is listed as its connector on this one. */
  activeNamespace?: ChainNamespace
  /**
   * Rows to keep for featured and recommended wallets the directory has not sent yet (core's
   * directoryRowsAwaited): each is drawn in its group's place until the wallets are in.
   */
  awaited?: { featured: number; recommended: number }
}

/** The view a row opens: WalletConnect's pairing for its connector and directory wallets, else the wallet's prompt. */
export function walletRowView(row: WalletRow): 'ConnectingExternal' | 'ConnectingWalletConnect' {
  return row.connector && row.connector.type !== 'WALLET_CONNECT'
    ? 'ConnectingExternal'
    : 'ConnectingWalletConnect'
}

const installed = (connector: Connector) => connector.type === 'ANNOUNCED' || connector.type === 'INJECTED'
const brandOf = (name: string) => name.trim().toLowerCase()

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
  const brand = brandOf(wallet.name)
  return (
    onActive.find((connector) => connector.id === wallet.id) ??
    onActive.find((connector) => installed(connector) && brandOf(connector.name) === brand) ??
    connectors.find((connector) => connector.id === wallet.id)
  )
}

const connectorRow = (connector: Connector, recent = false): WalletRow => {
  const tag = installed(connector)
    ? 'Installed'
    : connector.type === 'WALLET_CONNECT'
      ? 'QR Code'
      : recent
        ? 'Recent'
        : undefined
  const row: WalletRow = { id: connector.id, name: connector.name, imageUrl: connector.imageUrl, connector }
  return tag ? { ...row, tag } : row
}

const awaitedRows = (group: 'featured' | 'recommended', count = 0): WalletRow[] =>
  Array.from({ length: count }, (_, index) => ({ id: `awaited:${group}:${index}`, name: '', awaited: true }))

const walletRow = (wallet: DirectoryWallet, recent = false): WalletRow => {
  const row: WalletRow = { id: wallet.id, name: wallet.name, imageUrl: wallet.imageUrl, wallet }
  return recent ? { ...row, tag: 'Recent' } : row
}

/**
 * The wallet rows of the Connect view, group by group in the connector type order (spec section
 * 2). A wallet shows once, in the first group that has it: matched by id and by rdns, so a wallet
 * both announced (EIP-6963) and injected, or installed and featured, is one row, announced first.
 * An installed wallet found on several namespaces (EIP-6963 and the Wallet Standard, which has no
 * rdns) is one row by its name: its connector on the active namespace when it has one.
 */
export function buildWalletRows(
  sources: WalletRowSources,
  groupOrder: readonly ConnectorGroup[],
): WalletRow[] {
  const rank = (connector: Connector) =>
    Number(connector.chain === sources.activeNamespace) * 2 + Number(connector.type === 'ANNOUNCED')
  const announcedFirst = [...sources.connectors].sort((a, b) => rank(b) - rank(a))
  const directory = [...(sources.featured ?? []), ...(sources.custom ?? []), ...(sources.recommended ?? [])]
  const ofType = (...types: Connector['type'][]) => announcedFirst.filter((c) => types.includes(c.type))
  const groups: Record<ConnectorGroup, () => WalletRow[]> = {
    walletConnect: () => ofType('WALLET_CONNECT').map((c) => connectorRow(c)),
    recent: () =>
      (sources.recent ?? []).map((wallet) => {
        const connector = recentConnector(sources.connectors, wallet, sources.activeNamespace)
        // The embedded wallet signed in through a social login is that login to the visitor, not
        // "Email": named by its provider, with the provider's letter rather than the email mark.
        if (connector && wallet.social && connector.id === wallet.id)
          return {
            ...connectorRow(connector, true),
            name: socialName(wallet.social),
            imageUrl: undefined,
            social: wallet.social,
          }
        if (connector) return connectorRow(connector, true)
        // A paired wallet: the directory's entry carries its links; the stored one is enough to pair.
        return walletRow(directory.find((entry) => entry.id === wallet.id) ?? wallet, true)
      }),
    injected: () => ofType('ANNOUNCED', 'INJECTED').map((c) => connectorRow(c)),
    featured: () =>
      sources.featured?.length
        ? sources.featured.map((wallet) => walletRow(wallet))
        : awaitedRows('featured', sources.awaited?.featured),
    custom: () => (sources.custom ?? []).map((wallet) => walletRow(wallet)),
    // AUTH and ID_AUTH are offered as the email and social methods, not as wallet rows.
    external: () => ofType('EXTERNAL', 'MULTI_CHAIN').map((c) => connectorRow(c)),
    recommended: () =>
      sources.recommended?.length
        ? sources.recommended.map((wallet) => walletRow(wallet))
        : awaitedRows('recommended', sources.awaited?.recommended),
  }
  const seen = new Set<string>()
  const rows: WalletRow[] = []
  for (const group of groupOrder) {
    for (const row of groups[group]()) {
      const rdns = row.connector?.info?.rdns ?? row.wallet?.rdns
      const brand = row.connector && installed(row.connector) ? brandOf(row.name) : undefined
      const keys = [`id:${row.id}`, rdns && `rdns:${rdns}`, brand && `brand:${brand}`].filter(
        Boolean,
      ) as string[]
      const shown = keys.some((key) => seen.has(key))
      // A duplicate still lends its keys: the EIP-6963 twin of a Solana wallet carries the rdns
      // that its directory listing is matched by.
      for (const key of keys) seen.add(key)
      if (!shown) rows.push(row)
    }
  }
  return rows
}
