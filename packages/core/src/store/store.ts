// One store for the whole client. The shape (subscribe + getState) is what React's
// useSyncExternalStore expects, so bindings need no adapter layer.

export type Listener = () => void
export type Updater<S> = Partial<S> | ((state: S) => Partial<S>)

export interface Store<S> {
  getState(): S
  /** Shallow-merges a partial state (or the result of an updater) and notifies listeners once. */
  setState(update: Updater<S>): void
  subscribe(listener: Listener): () => void
  /** Calls `listener(next, previous)` only when the selected value changes (Object.is). */
  select<T>(selector: (state: S) => T, listener: (next: T, previous: T) => void): () => void
}

export function createStore<S extends object>(initial: S): Store<S> {
  let state = initial
  const listeners = new Set<Listener>()

  function getState(): S {
    return state
  }

  function setState(update: Updater<S>): void {
    const partial = typeof update === 'function' ? update(state) : update
    const keys = Object.keys(partial) as (keyof S)[]
    // Skip notifying when nothing actually changed, so selectors stay quiet.
    if (keys.every((key) => Object.is(state[key], partial[key]))) return
    state = { ...state, ...partial }
    for (const listener of [...listeners]) listener()
  }

  function subscribe(listener: Listener): () => void {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  }

  function select<T>(selector: (state: S) => T, listener: (next: T, previous: T) => void): () => void {
    let current = selector(state)
    return subscribe(() => {
      const next = selector(state)
      if (Object.is(next, current)) return
      const previous = current
      current = next
      listener(next, previous)
    })
  }

  return { getState, setState, subscribe, select }
}
