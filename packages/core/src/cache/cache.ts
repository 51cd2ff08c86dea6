// Time-limited caches for service results. Time comes from Date.now at each call, so fake timers
// drive expiry in tests and nothing runs in the background (no timers to clean up).

/** Cache lives of spec section 9. */
export const CACHE_LIVES = {
  portfolio: 30_000,
  nativeBalance: 30_000,
  names: 5 * 60_000,
  identity: 5 * 60_000,
} as const

/**
 * How long a network's gas price is kept (Latch's own, not the spec's). A gas price follows the
 * base fee, which may move by an eighth every block, so it is kept about one block: an Ethereum
 * slot, 12 s. That is shorter than a quote's life (15 s), so every refresh of a stale quote prices
 * gas afresh, while the quotes asked as the visitor types share one request.
 */
export const GAS_PRICE_LIFE_MS = 12_000

export interface TtlCache<V> {
  get(key: string): V | undefined
  set(key: string, value: V): void
  delete(key: string): void
  clear(): void
  /** The cached value, or the result of `load` (cached on success; concurrent loads share one call). */
  getOrLoad(key: string, load: () => Promise<V>): Promise<V>
}

export function createTtlCache<V>(ttlMs: number, maxEntries = 500): TtlCache<V> {
  const entries = new Map<string, { value: V; expiresAt: number }>()
  const pending = new Map<string, Promise<V>>()

  function get(key: string): V | undefined {
    const entry = entries.get(key)
    if (!entry) return undefined
    if (Date.now() >= entry.expiresAt) {
      entries.delete(key)
      return undefined
    }
    return entry.value
  }

  function set(key: string, value: V): void {
    entries.delete(key)
    // Oldest insertions go first, so a long session cannot grow the cache without bound.
    if (entries.size >= maxEntries) {
      const oldest = entries.keys().next().value
      if (oldest !== undefined) entries.delete(oldest)
    }
    entries.set(key, { value, expiresAt: Date.now() + ttlMs })
  }

  return {
    get,
    set,
    delete: (key) => {
      entries.delete(key)
      pending.delete(key)
    },
    clear: () => {
      entries.clear()
      pending.clear()
    },
    getOrLoad(key, load) {
      const hit = get(key)
      if (hit !== undefined) return Promise.resolve(hit)
      const inFlight = pending.get(key)
      if (inFlight) return inFlight
      const request = load().then(
        (value) => {
          if (pending.get(key) === request) set(key, value)
          pending.delete(key)
          return value
        },
        (error: unknown) => {
          pending.delete(key)
          throw error
        },
      )
      pending.set(key, request)
      return request
    },
  }
}

/** Refuses a retry until `gapMs` has passed since the last failure (the balance retry gap). */
export interface RetryGap {
  canTry(): boolean
  fail(): void
  reset(): void
}

export const BALANCE_RETRY_GAP_MS = 30_000

export function createRetryGap(gapMs: number): RetryGap {
  let failedAt: number | undefined
  return {
    canTry: () => failedAt === undefined || Date.now() - failedAt >= gapMs,
    fail: () => {
      failedAt = Date.now()
    },
    reset: () => {
      failedAt = undefined
    },
  }
}
