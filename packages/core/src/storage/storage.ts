// Browser storage that never throws at the host app: values are JSON, anything missing, corrupt or
// written by someone else is dropped and logged, and quota/SecurityError failures are only logged.
// The backend is resolved on first use, not at creation, so creating a storage is SSR-safe.

export const STORAGE_KEYS = {
  emailLoginUsed: 'latch:emailLoginUsed',
  email: 'latch:email',
  socialUsername: 'latch:socialUsername',
  socialProvider: 'latch:socialProvider',
  lastEmailLoginTime: 'latch:lastEmailLoginTime',
  activeCaipNetworkId: 'latch:activeCaipNetworkId',
  activeNamespace: 'latch:activeNamespace',
  smartAccountEnabledNetworks: 'latch:smartAccountEnabledNetworks',
  preferredAccountTypes: 'latch:preferredAccountTypes',
  connectionStatus: 'latch:connectionStatus',
  recentWallets: 'latch:recentWallets',
  connectedConnectorIds: 'latch:connectedConnectorIds',
  /** The address each namespace was connected with, shown while the connection is restored. */
  connectedAddresses: 'latch:connectedAddresses',
  siwxSessions: 'latch:siwxSessions',
  themeMode: 'latch:themeMode',
} as const

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]

export interface StorageBackend {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export interface LatchStorage {
  /** Reads and validates a value; `parse` returns undefined for values of the wrong shape. */
  get<T>(key: string, parse: (raw: unknown) => T | undefined): T | undefined
  /** Stores `value` as JSON; `undefined` removes the key. */
  set(key: string, value: unknown): void
  remove(key: string): void
}

export function createMemoryBackend(): StorageBackend {
  const values = new Map<string, string>()
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value)
    },
    removeItem: (key) => {
      values.delete(key)
    },
  }
}

/** localStorage when the page has a usable one, else an in-memory map (SSR, sandboxed frames). */
function defaultBackend(): StorageBackend {
  try {
    const candidate = (globalThis as { localStorage?: StorageBackend }).localStorage
    if (candidate && typeof candidate.getItem === 'function') return candidate
  } catch (error) {
    // Reading `localStorage` itself throws SecurityError when storage is blocked.
    warn('localStorage is not available, keeping values in memory', error)
  }
  return createMemoryBackend()
}

function warn(message: string, error?: unknown): void {
  console.warn(`[latch] storage: ${message}`, ...(error === undefined ? [] : [error]))
}

export function createStorage(backend?: StorageBackend): LatchStorage {
  let resolved = backend
  const store = () => {
    resolved ??= defaultBackend()
    return resolved
  }

  function remove(key: string): void {
    try {
      store().removeItem(key)
    } catch (error) {
      warn(`could not remove "${key}"`, error)
    }
  }

  function drop(key: string, reason: string, error?: unknown): undefined {
    warn(`dropped "${key}": ${reason}`, error)
    remove(key)
    return undefined
  }

  return {
    get<T>(key: string, parse: (raw: unknown) => T | undefined): T | undefined {
      let text: string | null
      try {
        text = store().getItem(key)
      } catch (error) {
        warn(`could not read "${key}"`, error)
        return undefined
      }
      if (text === null || text === undefined) return undefined
      let raw: unknown
      try {
        raw = JSON.parse(text)
      } catch (error) {
        return drop(key, 'not valid JSON', error)
      }
      let value: T | undefined
      try {
        value = parse(raw)
      } catch (error) {
        return drop(key, 'parser failed', error)
      }
      return value === undefined ? drop(key, 'unexpected value') : value
    },
    set(key: string, value: unknown): void {
      if (value === undefined) {
        remove(key)
        return
      }
      let text: string
      try {
        text = JSON.stringify(value)
      } catch (error) {
        warn(`could not serialise "${key}"`, error)
        return
      }
      try {
        store().setItem(key, text)
      } catch (error) {
        warn(`could not write "${key}"`, error)
      }
    },
    remove,
  }
}

// Small parsers for the common shapes, so callers do not hand-roll type guards.
export const parsers = {
  string: (raw: unknown): string | undefined => (typeof raw === 'string' ? raw : undefined),
  number: (raw: unknown): number | undefined =>
    typeof raw === 'number' && Number.isFinite(raw) ? raw : undefined,
  boolean: (raw: unknown): boolean | undefined => (typeof raw === 'boolean' ? raw : undefined),
  stringArray: (raw: unknown): string[] | undefined =>
    Array.isArray(raw) && raw.every((item) => typeof item === 'string') ? raw : undefined,
  oneOf:
    <const T extends string>(values: readonly T[]) =>
    (raw: unknown): T | undefined =>
      typeof raw === 'string' && (values as readonly string[]).includes(raw) ? (raw as T) : undefined,
}
