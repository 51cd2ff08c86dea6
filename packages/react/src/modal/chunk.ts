// A code-split module that can be read synchronously once loaded: core's lazy value (loaded once,
// again after a failed load: offline, a deploy in between). The modal renders a chunk only after it
// has arrived instead of suspending on React.lazy: a suspended first render makes React hold the
// reveal back (about 300 ms), which would make the dialog feel slow to open.
import { type LazyValue, lazyValue } from '@latch/core/internal'

export type Chunk<T> = LazyValue<T>

export const chunk: <T>(loader: () => Promise<T>) => Chunk<T> = lazyValue

/** A chunk whose value is already there: code that ships inside the chunk reading it. */
export function loaded<T>(value: T): Chunk<T> {
  const ready = Promise.resolve(value)
  return { get: () => value, load: () => ready }
}
