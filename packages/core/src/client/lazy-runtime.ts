// The client's runtime (./runtime) as the client holds it before and after it has loaded: one
// chunk, loaded once (again after a failed load), and the slices of it the client hands out.

/** A value made by an async load, once; readable synchronously once made. */
export interface LazyValue<T> {
  /** The value, or undefined while it has not loaded. */
  get(): T | undefined
  /** Loads once; a load that failed (offline, a deploy in between) is tried again on the next call. */
  load(): Promise<T>
}

export function lazyValue<T>(create: () => Promise<T>): LazyValue<T> {
  let value: T | undefined
  let loading: Promise<T> | undefined
  return {
    get: () => value,
    load() {
      loading ??= create().then(
        (made) => {
          value = made
          return made
        },
        (error: unknown) => {
          loading = undefined
          throw error
        },
      )
      return loading
    },
  }
}

/**
 * A slice of the runtime the client can hand out before the runtime has loaded: `own` answers
 * what must be answered at once (a getter, what the first paint reads); any other method goes to
 * the runtime's slice, at once when it has loaded, else once it has (its promise then stands for
 * the result). Calls made while it loads run in order. A failed load rejects the calls that waited
 * for it, and is never an unhandled rejection by itself.
 */
export function runtimeSlice<R, T extends object>(
  runtime: LazyValue<R>,
  pick: (loaded: R) => T,
  own: Partial<T> = {},
): T {
  const call = (name: string, args: unknown[]) => {
    const method = (slice: T) => (slice as Record<string, (...args: unknown[]) => unknown>)[name]
    const loaded = runtime.get()
    if (loaded) {
      const slice = pick(loaded)
      return method(slice)?.apply(slice, args)
    }
    const later = runtime.load().then((ready) => {
      const slice = pick(ready)
      return method(slice)?.apply(slice, args)
    })
    later.catch(() => {})
    return later
  }
  // Not a promise itself: `await client.send` must not wait for a method named `then`.
  const forwarded = (target: object, name: string | symbol): name is string =>
    typeof name === 'string' && name !== 'then' && !(name in target)
  return new Proxy(own, {
    get(target, name, receiver) {
      if (!forwarded(target, name)) return Reflect.get(target, name, receiver)
      return (...args: unknown[]) => call(name, args)
    },
    // Every method reads as one of the slice's own, so it can be looked up and replaced (a test's spy).
    getOwnPropertyDescriptor(target, name) {
      if (!forwarded(target, name)) return Reflect.getOwnPropertyDescriptor(target, name)
      const value = (...args: unknown[]) => call(name, args)
      return { value, writable: true, enumerable: false, configurable: true }
    },
  }) as T
}
