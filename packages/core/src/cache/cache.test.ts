import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { BALANCE_RETRY_GAP_MS, CACHE_LIVES, createRetryGap, createTtlCache } from './cache'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('cache lives (spec section 9)', () => {
  test('cache life: portfolio 30 s, native balance 30 s, names 5 min, identity 5 min', () => {
    expect(CACHE_LIVES).toEqual({
      portfolio: 30_000,
      nativeBalance: 30_000,
      names: 300_000,
      identity: 300_000,
    })
  })

  test.each(Object.entries(CACHE_LIVES))('a %s entry lives exactly its cache life', (_, life) => {
    const cache = createTtlCache<string>(life)
    cache.set('k', 'v')
    vi.advanceTimersByTime(life - 1)
    expect(cache.get('k')).toBe('v')
    vi.advanceTimersByTime(1)
    expect(cache.get('k')).toBeUndefined()
  })
})

describe('ttl cache', () => {
  test('getOrLoad loads once, shares concurrent loads and reloads after expiry', async () => {
    const cache = createTtlCache<number>(1000)
    let calls = 0
    const load = async () => ++calls
    const [a, b] = await Promise.all([cache.getOrLoad('k', load), cache.getOrLoad('k', load)])
    expect([a, b, calls]).toEqual([1, 1, 1])
    expect(await cache.getOrLoad('k', load)).toBe(1)
    vi.advanceTimersByTime(1000)
    expect(await cache.getOrLoad('k', load)).toBe(2)
  })

  test('a failed load is not cached', async () => {
    const cache = createTtlCache<number>(1000)
    await expect(cache.getOrLoad('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    expect(await cache.getOrLoad('k', async () => 7)).toBe(7)
  })

  test('the oldest entry is evicted beyond the size bound', () => {
    const cache = createTtlCache<number>(1000, 2)
    cache.set('a', 1)
    cache.set('b', 2)
    cache.set('c', 3)
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3])
  })

  test('delete and clear drop entries', () => {
    const cache = createTtlCache<number>(1000)
    cache.set('a', 1)
    cache.set('b', 2)
    cache.delete('a')
    expect(cache.get('a')).toBeUndefined()
    cache.clear()
    expect(cache.get('b')).toBeUndefined()
  })
})

describe('retry gap', () => {
  test('balance retry gap 30 s: a retry within 30 s of a failure is refused', () => {
    const gap = createRetryGap(BALANCE_RETRY_GAP_MS)
    expect(BALANCE_RETRY_GAP_MS).toBe(30_000)
    expect(gap.canTry()).toBe(true)
    gap.fail()
    vi.advanceTimersByTime(29_999)
    expect(gap.canTry()).toBe(false)
    vi.advanceTimersByTime(1)
    expect(gap.canTry()).toBe(true)
    gap.fail()
    gap.reset()
    expect(gap.canTry()).toBe(true)
  })
})
