// Our own small EIP-6963 store plus the legacy `window.ethereum` provider. Nothing runs until
// `start()` is called from the adapter's `setup()`, so importing the package touches no DOM.

import type { Connector } from '@latch/core'
import { type AnnouncedWallet, parseAnnouncement } from './announcement'
import { type Eip1193Provider, isEip1193Provider } from './eip1193'

export interface DiscoveredWallet {
  /** What the modal lists: ANNOUNCED with id = `rdns`, or INJECTED with id `injected`. */
  connector: Connector
  provider: Eip1193Provider
}

/** Which wallets discovery looks for. */
export interface DiscoveryOptions {
  /** Listen for EIP-6963 announcements (default true). */
  eip6963?: boolean
  /** Offer the legacy `window.ethereum` provider (default true). */
  injected?: boolean
}

export const INJECTED_ID = 'injected'

// Legacy providers carry brand flags instead of an rdns; the flags let us drop the legacy entry
// when the same wallet also announced itself. Checked in order: several wallets also set isMetaMask.
const LEGACY_FLAGS: [flag: string, rdns: string][] = [
  ['isRabby', 'io.rabby'],
  ['isBraveWallet', 'com.brave.wallet'],
  ['isCoinbaseWallet', 'com.coinbase.wallet'],
  ['isMetaMask', 'io.metamask'],
]

function legacyRdns(provider: Eip1193Provider): string | undefined {
  const flags = provider as unknown as Record<string, unknown>
  return LEGACY_FLAGS.find(([flag]) => flags[flag] === true)?.[1]
}

export interface Discovery {
  start(): void
  stop(): void
  list(): DiscoveredWallet[]
  get(id: string): DiscoveredWallet | undefined
}

export function createDiscovery(
  options: DiscoveryOptions,
  onChange: (wallets: DiscoveredWallet[]) => void,
): Discovery {
  const announced = new Map<string, AnnouncedWallet>() // by rdns, in announcement order
  let injected: Eip1193Provider | undefined
  let snapshot: DiscoveredWallet[] = []
  /** The snapshot's connectors as text, to compare a rebuild with. */
  let snapshotListed = '[]'
  let target: Window | undefined

  function rebuild(): void {
    const next: DiscoveredWallet[] = [...announced.values()].map(({ info, provider }) => ({
      connector: {
        id: info.rdns,
        name: info.name,
        type: 'ANNOUNCED',
        chain: 'eip155',
        imageUrl: info.icon,
        info: { rdns: info.rdns },
      },
      provider,
    }))
    if (injected) {
      const rdns = legacyRdns(injected)
      // An announced wallet's id is its rdns.
      const duplicate = next.some((w) => w.provider === injected || w.connector.id === rdns)
      if (!duplicate)
        next.push({
          connector: { id: INJECTED_ID, name: 'Browser Wallet', type: 'INJECTED', chain: 'eip155' },
          provider: injected,
        })
    }
    // Announcements repeat (every requestProvider, from any script): only a real change is reported.
    const listed = JSON.stringify(next.map((w) => w.connector))
    if (listed === snapshotListed && next.every((w, i) => w.provider === snapshot[i]?.provider)) return
    snapshotListed = listed
    snapshot = next
    onChange(snapshot)
  }

  const onAnnounce = (event: Event): void => {
    const wallet = parseAnnouncement((event as CustomEvent).detail)
    if (!wallet) return
    const existing = announced.get(wallet.info.rdns)
    // One entry per rdns: the first uuid keeps it; the same uuid announcing again refreshes it.
    if (existing && existing.info.uuid !== wallet.info.uuid) return
    announced.set(wallet.info.rdns, wallet)
    rebuild()
  }

  const readInjected = (): void => {
    const candidate = target ? (target as unknown as { ethereum?: unknown }).ethereum : undefined
    injected = isEip1193Provider(candidate) ? candidate : undefined
    rebuild()
  }

  return {
    start() {
      if (target || typeof window === 'undefined') return
      target = window
      if (options.injected !== false) {
        // Some legacy wallets inject late and signal it with this event.
        target.addEventListener('ethereum#initialized', readInjected)
        readInjected()
      }
      if (options.eip6963 !== false) {
        target.addEventListener('eip6963:announceProvider', onAnnounce)
        target.dispatchEvent(new Event('eip6963:requestProvider'))
      }
    },
    stop() {
      target?.removeEventListener('eip6963:announceProvider', onAnnounce)
      target?.removeEventListener('ethereum#initialized', readInjected)
      target = undefined
      announced.clear()
      injected = undefined
      snapshot = []
      snapshotListed = '[]'
    },
    list: () => snapshot,
    get: (id) => snapshot.find((w) => w.connector.id === id),
  }
}
