// Solana wallets registered in the page through the Wallet Standard (`getWallets`), those that
// offer a Solana chain and can connect. A wallet registering later (after a reload) is waited for.
import type { Connector } from '@latch/core'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'

export interface SolanaDiscovery {
  start(): void
  stop(): void
  list(): Wallet[]
  get(connectorId: string): Wallet | undefined
  /** The wallet, waiting up to `ms` for it to register. */
  wait(connectorId: string, ms: number): Promise<Wallet | undefined>
}

export function isSolanaWallet(wallet: Wallet): boolean {
  return (
    wallet.chains.some((chain) => chain.startsWith('solana:')) &&
    'standard:connect' in wallet.features &&
    'solana:signMessage' in wallet.features
  )
}

/** One connector per wallet, named by the wallet itself (the registry has no other id). */
export function toConnector(wallet: Wallet): Connector {
  return { id: wallet.name, name: wallet.name, type: 'ANNOUNCED', chain: 'solana', imageUrl: wallet.icon }
}

export function createDiscovery(onChange: (wallets: Wallet[]) => void): SolanaDiscovery {
  let stops: Array<() => void> = []
  let wallets: Wallet[] = []
  const refresh = () => {
    const seen = new Set<string>()
    wallets = getWallets()
      .get()
      .filter((wallet) => isSolanaWallet(wallet) && !seen.has(wallet.name) && seen.add(wallet.name))
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
      const found = wallets.find((wallet) => wallet.name === connectorId)
      if (found || typeof window === 'undefined') return Promise.resolve(found)
      return new Promise((resolve) => {
        const off = getWallets().on('register', () => {
          const wallet = getWallets()
            .get()
            .find((w) => w.name === connectorId && isSolanaWallet(w))
          if (wallet) finish(wallet)
        })
        const timer = setTimeout(() => finish(undefined), ms)
        function finish(wallet: Wallet | undefined) {
          clearTimeout(timer)
          off()
          resolve(wallet)
        }
      })
    },
  }
}
