import { type ChainConfig, checkChain, isChainId, type StorageLike } from './config'

/** What survives a page reload: the same things a browser extension remembers per site. */
export type SavedState = {
  granted: boolean
  accountIndex: number
  chainId: number
  addedChains: ChainConfig[]
}

export function storageKey(rdns: string): string {
  return `latch-test-wallet:${rdns}`
}

function parse(raw: string): SavedState | undefined {
  const value = JSON.parse(raw) as Partial<SavedState> | null
  if (!value || typeof value !== 'object') return undefined
  const { granted, accountIndex, chainId, addedChains } = value
  if (typeof granted !== 'boolean' || !isChainId(chainId) || !Array.isArray(addedChains)) return undefined
  if (
    typeof accountIndex !== 'number' ||
    !Number.isInteger(accountIndex) ||
    accountIndex < 0 ||
    accountIndex > 2 ** 31 - 1
  )
    return undefined
  return {
    granted,
    accountIndex,
    chainId,
    addedChains: addedChains.map((c, i) => checkChain(c, `addedChains[${i}]`)),
  }
}

/** Reads the saved state; a corrupt or unreadable value is dropped and logged, never thrown. */
export function loadState(storage: StorageLike, key: string): SavedState | undefined {
  let raw: string | null
  try {
    raw = storage.getItem(key)
  } catch (error) {
    console.warn('test wallet: storage is unreadable, starting fresh', error)
    return undefined
  }
  if (raw === null) return undefined
  let state: SavedState | undefined
  try {
    state = parse(raw)
  } catch {
    state = undefined
  }
  if (!state) {
    console.warn(`test wallet: dropped a corrupt saved state under "${key}"`)
    try {
      storage.removeItem(key)
    } catch {
      // Nothing more to do: the next save overwrites it.
    }
  }
  return state
}

export function saveState(storage: StorageLike, key: string, state: SavedState): void {
  try {
    storage.setItem(key, JSON.stringify(state))
  } catch (error) {
    // A full or blocked storage must not fail the request that changed the state.
    console.warn('test wallet: could not save state', error)
  }
}
