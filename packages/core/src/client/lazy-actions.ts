// Feature actions whose code loads on their first call. The client is built when the page loads,
// but the portfolio, for one, is only needed once a visitor opens their account: loading it then
// keeps it out of what every page pays for up front.

// biome-ignore lint/suspicious/noExplicitAny: any argument list; each method keeps its own type through T.
type AsyncMethods<T> = { [K in keyof T]: (...args: any[]) => Promise<unknown> }

/**
 * An object with the given methods that loads `create` on the first call (once; again after a
 * failed load) and hands every call to the real actions.
 */
export function lazyActions<T extends AsyncMethods<T>>(
  create: () => Promise<T>,
  methods: ReadonlyArray<keyof T>,
): T {
  let actions: Promise<T> | undefined
  const load = () => {
    actions ??= create().catch((error: unknown) => {
      actions = undefined
      throw error
    })
    return actions
  }
  const lazy: Partial<T> = {}
  for (const name of methods) {
    const call = (...args: unknown[]) => load().then((real) => real[name]?.(...args))
    lazy[name] = call as T[keyof T]
  }
  return lazy as T
}
