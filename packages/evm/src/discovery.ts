// Our own small EIP-6963 store plus the legacy `window.ethereum` provider. Nothing runs until
// `start()` is called from the adapter's `setup()`, so importing the package touches no DOM.

import { type AnnouncedWallet, parseAnnouncement } from './announcement'
import { type Eip1193Provider, isEip1193Provider } from './eip1193'

export interface DiscoveredWallet {
  /** `rdns` for announced wallets, `injected` for the legacy provider. */
  id: string
  kind: 'announced' | 'injected'
  name: string
  icon?: string
  rdns?: string
  provider: Eip1193Provider
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

export function createDiscovery(onChange: (wallets: DiscoveredWallet[]) => void): Discovery {
  const announced = new Map<string, AnnouncedWallet>() // by rdns, in announcement order
  let injected: Eip1193Provider | undefined
  let snapshot: DiscoveredWallet[] = []
  let target: Window | undefined

  function rebuild(): void {
    const next: DiscoveredWallet[] = [...announced.values()].map(({ info, provider }) => ({
      id: info.rdns,
      kind: 'announced',
      name: info.name,
      icon: info.icon,
      rdns: info.rdns,
      provider,
    }))
    if (injected) {
      const rdns = legacyRdns(injected)
      const duplicate = next.some((w) => w.provider === injected || (rdns !== undefined && w.rdns === rdns))
      if (!duplicate)
        next.push({ id: INJECTED_ID, kind: 'injected', name: 'Browser Wallet', provider: injected })
    }
    const changed =
      next.length !== snapshot.length ||
      next.some((w, i) => {
        const old = snapshot[i]
        return (
          !old || old.id !== w.id || old.name !== w.name || old.icon !== w.icon || old.provider !== w.provider
        )
      })
    if (!changed) return
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
      target.addEventListener('eip6963:announceProvider', onAnnounce)
      // Some legacy wallets inject late and signal it with this event.
      target.addEventListener('ethereum#initialized', readInjected)
      readInjected()
      target.dispatchEvent(new Event('eip6963:requestProvider'))
    },
    stop() {
      target?.removeEventListener('eip6963:announceProvider', onAnnounce)
      target?.removeEventListener('ethereum#initialized', readInjected)
      target = undefined
      announced.clear()
      injected = undefined
      snapshot = []
    },
    list: () => snapshot,
    get: (id) => snapshot.find((w) => w.id === id),
  }
}
