// The app's say over the wallet directory: wallets to feature first, to limit the directory to or
// to leave out (registry ids), and wallets of its own that the registry does not know.
import { ERRORS } from '../errors/codes'
import { LatchError } from '../errors/latch-error'

export interface CustomWallet {
  id: string
  name: string
  image_url?: string
  rdns?: string
  mobile_link?: string
  desktop_link?: string
  webapp_link?: string
}

export interface WalletDirectoryOptions {
  /** Shown first, in this order (at most 4). */
  featuredWalletIds?: string[]
  /** When set, the directory lists only these. */
  includeWalletIds?: string[]
  /** Never listed. */
  excludeWalletIds?: string[]
  customWallets?: CustomWallet[]
}

export interface ResolvedWalletDirectoryOptions {
  featuredWalletIds: string[]
  includeWalletIds: string[]
  excludeWalletIds: string[]
  customWallets: CustomWallet[]
}

const MAX_IDS = 500

function ids(value: unknown, name: string): string[] {
  if (value === undefined) return []
  if (!Array.isArray(value) || value.some((id) => typeof id !== 'string' || id.length > 128)) {
    throw new LatchError('INVALID_WALLET_IDS', ERRORS.INVALID_WALLET_IDS(name))
  }
  return [...new Set(value as string[])].slice(0, MAX_IDS)
}

const optionalString = (value: unknown) =>
  typeof value === 'string' && value.length <= 512 ? value : undefined

function customWallets(value: unknown): CustomWallet[] {
  if (value === undefined) return []
  if (!Array.isArray(value)) throw new LatchError('INVALID_CUSTOM_WALLETS', ERRORS.INVALID_CUSTOM_WALLETS)
  return value.map((entry, index) => {
    const { id, name } = (entry ?? {}) as Record<string, unknown>
    if (typeof id !== 'string' || !id || typeof name !== 'string' || !name.trim()) {
      throw new LatchError('INVALID_CUSTOM_WALLETS', ERRORS.INVALID_CUSTOM_WALLET(index))
    }
    const wallet: CustomWallet = { id, name: name.slice(0, 100) }
    for (const key of ['image_url', 'rdns', 'mobile_link', 'desktop_link', 'webapp_link'] as const) {
      const field = optionalString((entry as Record<string, unknown>)[key])
      if (field) wallet[key] = field
    }
    return wallet
  })
}

/** Checks and copies the directory options; bad input fails loudly at setup, not in the modal. */
export function resolveWalletDirectoryOptions(input: WalletDirectoryOptions): ResolvedWalletDirectoryOptions {
  return {
    featuredWalletIds: ids(input.featuredWalletIds, 'featuredWalletIds'),
    includeWalletIds: ids(input.includeWalletIds, 'includeWalletIds'),
    excludeWalletIds: ids(input.excludeWalletIds, 'excludeWalletIds'),
    customWallets: customWallets(input.customWallets),
  }
}
