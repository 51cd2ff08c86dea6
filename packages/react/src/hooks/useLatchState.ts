import type { LatchState } from '@latch/core'
import { useCallback, useRef, useSyncExternalStore } from 'react'
import { useLatchRuntime } from '../context'

/**
 * Reads a slice of the Latch store and re-renders only when it changes. The selector may build a
 * new object each time: results that are shallowly equal to the previous one are reused, so
 * `useSyncExternalStore` sees a stable value. On the server and while hydrating, it reads the
 * client's `serverState` (nothing stored is known there), so the markup matches; the stored state
 * follows right after hydration.
 */
export function useLatchState<T>(selector: (state: LatchState) => T): T {
  const { client } = useLatchRuntime()
  const cache = useRef<{ state: LatchState; selector: (state: LatchState) => T; value: T } | null>(null)
  const select = useCallback(
    (state: LatchState): T => {
      const cached = cache.current
      if (cached && cached.state === state && cached.selector === selector) return cached.value
      const next = selector(state)
      const value = cached && shallowEqual(cached.value, next) ? cached.value : next
      cache.current = { state, selector, value }
      return value
    },
    [selector],
  )
  return useSyncExternalStore(
    client.store.subscribe,
    () => select(client.store.getState()),
    () => select(client.serverState),
  )
}

export function shallowEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const keysA = Object.keys(a)
  const keysB = Object.keys(b)
  if (keysA.length !== keysB.length) return false
  return keysA.every(
    (key) =>
      Object.hasOwn(b, key) &&
      Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  )
}
