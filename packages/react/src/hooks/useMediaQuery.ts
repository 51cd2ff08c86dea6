import { useSyncExternalStore } from 'react'

interface WatchedQuery {
  subscribe(onChange: () => void): () => void
  matches(): boolean
}

// One MediaQueryList per query for the page's life, with functions that keep their identity:
// rendering then neither asks matchMedia again nor makes React subscribe anew, which would happen
// in the very click that opens the modal.
const watched = new Map<string, WatchedQuery>()

function watch(query: string): WatchedQuery {
  let entry = watched.get(query)
  if (!entry) {
    const list = window.matchMedia(query)
    entry = {
      subscribe(onChange) {
        list.addEventListener('change', onChange)
        return () => list.removeEventListener('change', onChange)
      },
      matches: () => list.matches,
    }
    watched.set(query, entry)
  }
  return entry
}

const UNWATCHABLE: WatchedQuery = { subscribe: () => () => {}, matches: () => false }
const never = () => false

/** Whether a media query matches, following changes; false where matchMedia is missing (SSR). */
export function useMediaQuery(query: string): boolean {
  const entry =
    typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? watch(query) : UNWATCHABLE
  return useSyncExternalStore(entry.subscribe, entry.matches, never)
}
