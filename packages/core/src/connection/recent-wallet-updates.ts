// A connection's updates to the recent wallets (./recent-wallets): the wallet just connected
// first, an embedded wallet's social login, and the list written back.
import { type LatchStorage, STORAGE_KEYS } from '../storage/storage'
import { MAX_RECENT_WALLETS, type RecentWallet } from './recent-wallets'

export function addRecentWallet(list: readonly RecentWallet[], wallet: RecentWallet): RecentWallet[] {
  return [wallet, ...list.filter((entry) => entry.id !== wallet.id)].slice(0, MAX_RECENT_WALLETS)
}

/** The list with the entry `id` marked as signed in through the social login `social`. */
export function withRecentSocial(list: readonly RecentWallet[], id: string, social: string): RecentWallet[] {
  return list.map((entry) => (entry.id === id ? { ...entry, social } : entry))
}

export function writeRecentWallets(storage: LatchStorage, wallets: readonly RecentWallet[]): void {
  storage.set(STORAGE_KEYS.recentWallets, wallets)
}
