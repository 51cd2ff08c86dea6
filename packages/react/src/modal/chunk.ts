// A code-split module that can be read synchronously once loaded. The modal renders a chunk only
// after it has arrived instead of suspending on React.lazy: a suspended first render makes React
// hold the reveal back (about 300 ms), which would make the dialog feel slow to open.
export interface Chunk<T> {
  /** The loaded value, or undefined while it is not there yet. */
  get(): T | undefined
  /** Loads once; a failed load (offline, a deploy in between) may be retried. */
  load(): Promise<T>
}

export function chunk<T>(loader: () => Promise<T>): Chunk<T> {
  let value: T | undefined
  let pending: Promise<T> | undefined
  return {
    get: () => value,
    load() {
      pending ??= loader().then(
        (loaded) => {
          value = loaded
          return loaded
        },
        (error: unknown) => {
          pending = undefined
          throw error
        },
      )
      return pending
    },
  }
}

/** A chunk whose value is already there: code that ships inside the chunk reading it. */
export function loaded<T>(value: T): Chunk<T> {
  const ready = Promise.resolve(value)
  return { get: () => value, load: () => ready }
}
