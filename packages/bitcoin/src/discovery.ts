// Bitcoin wallets in the page: Wallet Standard wallets offering a `bitcoin:` chain with
// `bitcoin:connect`, and sats-connect style wallets listed in `window.btc_providers`. A wallet found
// both ways is offered once, through the Wallet Standard. A wallet appearing late (after a reload)
// is waited for.
import type { Connector } from '@latch/core'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import type { InjectedBitcoinProvider, InjectedProviderInfo } from './wallet-interfaces'

export type BitcoinWallet =
  | { kind: 'standard'; name: string; icon: string; wallet: Wallet }
  | { kind: 'injected'; name: string; icon: string; provider: InjectedBitcoinProvider }

export interface BitcoinDiscovery {
  start(): void
  stop(): void
  list(): BitcoinWallet[]
  get(connectorId: string): BitcoinWallet | undefined
  /** The wallet, waiting up to `ms` for it to appear. */
  wait(connectorId: string, ms: number): Promise<BitcoinWallet | undefined>
}

const INJECTED_POLL_MS = 100
const MAX_NAME = 100

export function isBitcoinWallet(wallet: Wallet): boolean {
  return wallet.chains.some((chain) => chain.startsWith('bitcoin:')) && 'bitcoin:connect' in wallet.features
}

/** The provider object at `id`'s dotted path on window, when it has a request method. */
function injectedProvider(id: string): InjectedBitcoinProvider | undefined {
  let at: unknown = window
  for (const part of id.split('.').slice(0, 4)) {
    if (part === '__proto__' || part === 'constructor' || part === 'prototype') return undefined
    at =
      at && typeof at === 'object' && Object.hasOwn(at, part)
        ? (at as Record<string, unknown>)[part]
        : undefined
  }
  return at && typeof (at as InjectedBitcoinProvider).request === 'function'
    ? (at as InjectedBitcoinProvider)
    : undefined
}

function injectedWallets(): BitcoinWallet[] {
  const list = (window as { btc_providers?: unknown }).btc_providers
  if (!Array.isArray(list)) return []
  return list.slice(0, 50).flatMap((entry: Partial<InjectedProviderInfo>) => {
    if (typeof entry?.id !== 'string' || typeof entry.name !== 'string' || !entry.name.trim()) return []
    const provider = injectedProvider(entry.id)
    if (!provider) return []
    const icon = typeof entry.icon === 'string' ? entry.icon : ''
    return [{ kind: 'injected' as const, name: entry.name.slice(0, MAX_NAME), icon, provider }]
  })
}

/** One connector per wallet, named by the wallet itself. */
export function toConnector(wallet: BitcoinWallet): Connector {
  return {
    id: wallet.name,
    name: wallet.name,
    type: wallet.kind === 'standard' ? 'ANNOUNCED' : 'INJECTED',
    chain: 'bip122',
    ...(wallet.icon ? { imageUrl: wallet.icon } : {}),
  }
}

export function createDiscovery(onChange: (wallets: BitcoinWallet[]) => void): BitcoinDiscovery {
  let stops: Array<() => void> = []
  let wallets: BitcoinWallet[] = []
  const collect = (): BitcoinWallet[] => {
    const seen = new Set<string>()
    const standard = getWallets()
      .get()
      .filter((wallet) => isBitcoinWallet(wallet))
      .map((wallet) => ({ kind: 'standard' as const, name: wallet.name, icon: wallet.icon, wallet }))
    return [...standard, ...injectedWallets()].filter((w) => !seen.has(w.name) && seen.add(w.name))
  }
  const refresh = () => {
    wallets = collect()
    onChange(wallets)
  }
  return {
    start() {
      if (stops.length > 0 || typeof window === 'undefined') return
      const registry = getWallets()
      stops = [registry.on('register', refresh), registry.on('unregister', refresh)]
      refresh()
    },
    stop() {
      for (const stop of stops) stop()
      stops = []
    },
    list: () => wallets,
    get: (connectorId) => wallets.find((wallet) => wallet.name === connectorId),
    wait(connectorId, ms) {
      const find = () => {
        if (typeof window === 'undefined') return undefined
        const found = collect().find((wallet) => wallet.name === connectorId)
        if (found && !wallets.includes(found)) refresh()
        return found
      }
      const found = find()
      if (found || typeof window === 'undefined') return Promise.resolve(found)
      return new Promise((resolve) => {
        const started = Date.now()
        const timer = setInterval(() => {
          const wallet = find()
          if (wallet || Date.now() - started >= ms) {
            clearInterval(timer)
            resolve(wallet)
          }
        }, INJECTED_POLL_MS)
      })
    },
  }
}
