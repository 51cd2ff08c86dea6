// What the wallet directory shows: one entry per wallet, installed (EIP-6963 announced or injected)
// wallets first and marked, then the directory's featured, custom, recommended and paged wallets.
// A wallet the browser already offers is never listed a second time (matched by rdns or id).

import type { ChainNamespace, Connector } from '../adapter/types'
import type { WalletListing } from '../services/types'
import { compact } from './custom'
import type { WalletDirectoryState } from './state'

/**
 * A mark the directory gives a wallet (a listing's `badge`; getWallets asks for one by `badge_type`).
 * Only `certified` is shown: the registry's other value, `none`, marks nothing.
 */
export type WalletBadge = 'certified'

/** A wallet as the modal shows and pairs with it. Names are data, never markup. */
export interface DirectoryWallet {
  id: string
  name: string
  imageUrl?: string
  rdns?: string
  mobileLink?: string
  desktopLink?: string
  webappLink?: string
  badge?: WalletBadge
}

export interface WalletEntry {
  wallet: DirectoryWallet
  /** Present for installed wallets: they connect through this connector, not by pairing. */
  connector?: Connector
}

const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.length > 0 && value.length <= max ? value : undefined

/** A registry listing as a directory wallet; listings with no usable id or name give undefined. */
export function fromListing(
  listing: WalletListing,
  imageUrl: (imageId: string) => string,
): DirectoryWallet | undefined {
  const id = text(listing?.id, 128)
  const name = text(listing?.name, 100)
  if (!id || !name) return undefined
  const imageId = text(listing.image_id, 128)
  return compact({
    id,
    name,
    imageUrl: imageId ? imageUrl(imageId) : undefined,
    rdns: text(listing.rdns, 255),
    mobileLink: text(listing.mobile_link, 512),
    desktopLink: text(listing.desktop_link, 512),
    webappLink: text(listing.webapp_link, 512),
    // A known badge or none: a listing's badge is never shown as it came.
    badge: listing.badge === 'certified' ? 'certified' : undefined,
  })
}

/** The getWallets parameter asking for the wallets with this badge; without one, every wallet. */
export const badgeQuery = (badge: WalletBadge | undefined): { badge_type?: WalletBadge } =>
  badge ? { badge_type: badge } : {}

/** The wallets with this badge, or all of them without one. */
export const withBadge = (
  wallets: readonly DirectoryWallet[],
  badge: WalletBadge | undefined,
): readonly DirectoryWallet[] => (badge ? wallets.filter((wallet) => wallet.badge === badge) : wallets)

/**
 * Announced and injected connectors, one per wallet: announced ones win over injected duplicates,
 * and a wallet found on several namespaces (EIP-6963 and the Wallet Standard, which has no rdns)
 * shows once by its name, the first listed winning (callers list the active namespace's first).
 */
export function installedConnectors(connectors: readonly Connector[]): Connector[] {
  const seen = new Set<string>()
  const installed: Connector[] = []
  const announcedFirst = connectors
    .filter((c) => c.type === 'ANNOUNCED' || c.type === 'INJECTED')
    .sort((a, b) => Number(b.type === 'ANNOUNCED') - Number(a.type === 'ANNOUNCED'))
  for (const connector of announcedFirst) {
    const key = connector.info?.rdns ?? connector.id
    const brand = `name:${connector.name.trim().toLowerCase()}`
    if (seen.has(key) || seen.has(connector.id) || seen.has(brand)) continue
    seen.add(key)
    seen.add(connector.id)
    seen.add(brand)
    installed.push(connector)
  }
  return installed
}

/**
 * Directory wallets the browser does not offer (matched by id or rdns, as Connect matches them):
 * a recommended wallet that is installed shows among the installed ones instead.
 */
export function notInstalled(
  wallets: readonly DirectoryWallet[],
  connectors: readonly Connector[],
): DirectoryWallet[] {
  const installed = new Set<string>()
  for (const connector of installedConnectors(connectors)) {
    installed.add(`id:${connector.id}`)
    if (connector.info?.rdns) installed.add(`rdns:${connector.info.rdns}`)
  }
  return wallets.filter(
    (wallet) => !installed.has(`id:${wallet.id}`) && !(wallet.rdns && installed.has(`rdns:${wallet.rdns}`)),
  )
}

/** The connectors with those of the active namespace first (a stable reorder). */
export function activeNamespaceFirst(
  connectors: readonly Connector[],
  activeNamespace: ChainNamespace | undefined,
): Connector[] {
  return [...connectors].sort(
    (a, b) => Number(b.chain === activeNamespace) - Number(a.chain === activeNamespace),
  )
}

/** An installed wallet as the browser names it, with the badge of its directory listing if any. */
function installedEntry(connector: Connector, badge?: WalletBadge): WalletEntry {
  const wallet = compact({
    id: connector.id,
    name: connector.name,
    imageUrl: connector.imageUrl,
    rdns: connector.info?.rdns,
    badge,
  })
  return { wallet, connector }
}

/**
 * Installed wallets first, then each list in order, each wallet once. An installed wallet the
 * directory also lists takes that listing's badge: it is the same wallet.
 */
export function composeEntries(
  connectors: readonly Connector[],
  lists: readonly (readonly DirectoryWallet[])[],
): WalletEntry[] {
  const installed = installedConnectors(connectors)
  // Each id and rdns shown so far, with the index of the entry showing it.
  const seen = new Map<string, number>()
  const entries: WalletEntry[] = []
  for (const connector of installed) {
    seen.set(`id:${connector.id}`, entries.length)
    if (connector.info?.rdns) seen.set(`rdns:${connector.info.rdns}`, entries.length)
    entries.push(installedEntry(connector))
  }
  for (const list of lists) {
    for (const wallet of list) {
      const shown = seen.get(`id:${wallet.id}`) ?? (wallet.rdns ? seen.get(`rdns:${wallet.rdns}`) : undefined)
      if (shown === undefined) {
        seen.set(`id:${wallet.id}`, entries.length)
        if (wallet.rdns) seen.set(`rdns:${wallet.rdns}`, entries.length)
        entries.push({ wallet })
        continue
      }
      const { connector, wallet: installed } = entries[shown] as WalletEntry
      if (connector && wallet.badge && !installed.badge)
        entries[shown] = installedEntry(connector, wallet.badge)
    }
  }
  return entries
}

/**
 * Search results as entries: a result the browser already offers becomes that installed wallet
 * (marked, connecting through its connector) instead of a second listing.
 */
export function composeSearchEntries(
  connectors: readonly Connector[],
  results: readonly DirectoryWallet[],
): WalletEntry[] {
  const byRdns = new Map<string, Connector>()
  for (const connector of installedConnectors(connectors)) {
    if (connector.info?.rdns) byRdns.set(connector.info.rdns, connector)
  }
  const seen = new Set<string>()
  const entries: WalletEntry[] = []
  for (const wallet of results) {
    const connector = wallet.rdns ? byRdns.get(wallet.rdns) : undefined
    const key = connector ? `connector:${connector.id}` : `id:${wallet.id}`
    if (seen.has(key)) continue
    seen.add(key)
    entries.push(connector ? installedEntry(connector, wallet.badge) : { wallet })
  }
  return entries
}

/**
 * What All Wallets lists. While searching: the search's results. Under a badge filter: the
 * featured wallets with that badge, then the directory's listing of them; an installed wallet
 * shows (as installed) only when its listing has the badge. Else the whole directory, installed
 * wallets first.
 */
export function directoryEntries(
  state: WalletDirectoryState,
  connectors: readonly Connector[],
): WalletEntry[] {
  if (state.search.query) return composeSearchEntries(connectors, state.search.results)
  const { badged } = state
  if (badged)
    return composeSearchEntries(connectors, [...withBadge(state.featured, badged.badge), ...badged.wallets])
  return composeEntries(connectors, [state.featured, state.custom, state.recommended, state.wallets])
}
