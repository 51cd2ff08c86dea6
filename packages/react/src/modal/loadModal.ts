// The modal shell, its styles and its views are one lazy chunk, fetched on the first open or
// earlier when the visitor points at or focuses a Latch button.
import { lazy } from 'react'

let pending: Promise<typeof import('./Modal')> | undefined

export function loadModal(): Promise<typeof import('./Modal')> {
  pending ??= import('./Modal').catch((error: unknown) => {
    // A failed chunk request (offline, deploy in between) may succeed on the next attempt.
    pending = undefined
    throw error
  })
  return pending
}

export const LazyModal = lazy(() => loadModal().then((module) => ({ default: module.Modal })))
