// Recent wallets: newest first, at most 2 (spec section 4), persisted across visits. A page reads
// them at start; a connection updates them (./recent-wallet-updates), loaded with what connects.
import { type LatchStorage, STORAGE_KEYS } from '../storage/storage'

export const MAX_RECENT_WALLETS = 2

export interface RecentWallet {
  id: string
  name: string
  imageUrl?: string
  /**
   * The social login (google, farcaster, ...) the embedded wallet was last signed in with: the
   * entry is named by it. None for an email login, or any other wallet.
   */
  social?: string
}

function parseRecentWallets(raw: unknown): RecentWallet[] | undefined {
  if (!Array.isArray(raw)) return undefined
  const wallets: RecentWallet[] = []
  for (const entry of raw) {
    if (typeof entry !== 'object' || entry === null) return undefined
    const { id, name, imageUrl, social } = entry as Record<string, unknown>
    if (typeof id !== 'string' || typeof name !== 'string') return undefined
    wallets.push({
      id,
      name,
      ...(typeof imageUrl === 'string' ? { imageUrl } : {}),
      ...(typeof social === 'string' ? { social } : {}),
    })
  }
  return wallets.slice(0, MAX_RECENT_WALLETS)
}

export function readRecentWallets(storage: LatchStorage): RecentWallet[] {
  return storage.get(STORAGE_KEYS.recentWallets, parseRecentWallets) ?? []
}
