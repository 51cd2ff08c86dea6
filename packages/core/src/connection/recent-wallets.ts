// Recent wallets: newest first, at most 2 (spec section 4), persisted across visits.
import { type LatchStorage, STORAGE_KEYS } from '../storage/storage'

export const MAX_RECENT_WALLETS = 2

export interface RecentWallet {
  id: string
  name: string
  imageUrl?: string
}

export function addRecentWallet(list: readonly RecentWallet[], wallet: RecentWallet): RecentWallet[] {
  return [wallet, ...list.filter((entry) => entry.id !== wallet.id)].slice(0, MAX_RECENT_WALLETS)
}

function parseRecentWallets(raw: unknown): RecentWallet[] | undefined {
  if (!Array.isArray(raw)) return undefined
  const wallets: RecentWallet[] = []
  for (const entry of raw) {
    if (typeof entry !== 'object' || entry === null) return undefined
    const { id, name, imageUrl } = entry as Record<string, unknown>
    if (typeof id !== 'string' || typeof name !== 'string') return undefined
    wallets.push(typeof imageUrl === 'string' ? { id, name, imageUrl } : { id, name })
  }
  return wallets.slice(0, MAX_RECENT_WALLETS)
}

export function readRecentWallets(storage: LatchStorage): RecentWallet[] {
  return storage.get(STORAGE_KEYS.recentWallets, parseRecentWallets) ?? []
}

export function writeRecentWallets(storage: LatchStorage, wallets: readonly RecentWallet[]): void {
  storage.set(STORAGE_KEYS.recentWallets, wallets)
}
