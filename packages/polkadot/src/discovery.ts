// Polkadot extensions found in `window.injectedWeb3`, one connector each. Extensions inject their
// entry from a content script, which may run after the app starts: the list is read again when the
// page has loaded, and a restore waits a moment for its extension.
import type { Connector } from '@latch/core'
import { type InjectedExtension, injectedExtensions } from './injected'

/** How an extension is named and drawn; `injectedWeb3` entries carry only their key. */
export interface PolkadotWalletInfo {
  name: string
  imageUrl?: string
}

/** The names of the common extensions, by their `injectedWeb3` key. */
export const KNOWN_POLKADOT_WALLETS: Record<string, PolkadotWalletInfo> = {
  'polkadot-js': { name: 'Polkadot{.js}' },
  talisman: { name: 'Talisman' },
  'subwallet-js': { name: 'SubWallet' },
  enkrypt: { name: 'Enkrypt' },
  polkagate: { name: 'PolkaGate' },
  'fearless-wallet': { name: 'Fearless Wallet' },
}

/** How often and how long a restore looks for its extension after a reload. */
const POLL_MS = 100

export interface PolkadotDiscovery {
  start(): void
  stop(): void
  connectors(): Connector[]
  get(connectorId: string): InjectedExtension | undefined
  /** The extension, waiting up to `ms` for it to inject itself. */
  wait(connectorId: string, ms: number): Promise<InjectedExtension | undefined>
}

export function createDiscovery(
  wallets: Record<string, PolkadotWalletInfo>,
  onChange: (connectors: Connector[]) => void,
): PolkadotDiscovery {
  let keys = ''
  let stop = () => {}
  const toConnector = (key: string): Connector => {
    const info = wallets[key]
    return {
      id: key,
      name: info?.name ?? key,
      type: 'INJECTED',
      chain: 'polkadot',
      ...(info?.imageUrl ? { imageUrl: info.imageUrl } : {}),
    }
  }
  const list = () => injectedExtensions().map(([key]) => toConnector(key))
  const refresh = () => {
    const now = injectedExtensions()
      .map(([key]) => key)
      .join('\n')
    if (now === keys) return
    keys = now
    onChange(list())
  }
  return {
    start() {
      if (typeof window === 'undefined') return
      keys = injectedExtensions()
        .map(([key]) => key)
        .join('\n')
      window.addEventListener('load', refresh)
      stop = () => window.removeEventListener('load', refresh)
    },
    stop: () => stop(),
    connectors: list,
    get: (connectorId) => injectedExtensions().find(([key]) => key === connectorId)?.[1],
    async wait(connectorId, ms) {
      const until = Date.now() + ms
      for (;;) {
        const found = injectedExtensions().find(([key]) => key === connectorId)?.[1]
        if (found || typeof window === 'undefined' || Date.now() >= until) {
          refresh()
          return found
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_MS))
      }
    },
  }
}
