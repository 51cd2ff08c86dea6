import { useEffect, useState } from 'react'
import type { Chunk } from './chunk'

export interface ChunkState<T> {
  value: T | undefined
  failed: boolean
  retry(): void
}

/** Reads a chunk, loading it when missing; re-renders once it arrives or fails. */
export function useChunk<T>(target: Chunk<T> | undefined): ChunkState<T> {
  const [attempt, setAttempt] = useState(0)
  const [failedAttempt, setFailedAttempt] = useState(-1)
  const [, setLoaded] = useState(0)
  const value = target?.get()
  useEffect(() => {
    if (!target) return
    if (target.get() !== undefined) {
      // Loaded between this render and now (another user of the same chunk fetched it): nothing
      // would tell this component, so it renders again itself.
      if (value === undefined) setLoaded((n) => n + 1)
      return
    }
    let live = true
    target.load().then(
      () => live && setLoaded((n) => n + 1),
      () => live && setFailedAttempt(attempt),
    )
    return () => {
      live = false
    }
  }, [target, attempt, value])
  return {
    value,
    failed: value === undefined && failedAttempt === attempt,
    retry: () => setAttempt((n) => n + 1),
  }
}
