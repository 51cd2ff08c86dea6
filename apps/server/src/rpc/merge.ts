/** What an upstream said to one call: its `result` as JSON text, or its JSON-RPC `error`. */
export type Outcome = { result: string } | { error: unknown }

/**
 * Identical calls in flight: the first caller's request goes upstream, later callers of the same
 * key wait for it and share its outcome (each still answered with its own id).
 */
export class Flights {
  private readonly flying = new Map<string, Promise<Outcome>>()

  get size() {
    return this.flying.size
  }

  join(key: string): Promise<Outcome> | undefined {
    return this.flying.get(key)
  }

  /** Registers a call about to be sent; settle it with what the upstream answered. */
  start(key: string): {
    promise: Promise<Outcome>
    settle(outcome: Outcome): void
    fail(error: unknown): void
  } {
    let settle!: (outcome: Outcome) => void
    let fail!: (error: unknown) => void
    const promise = new Promise<Outcome>((resolve, reject) => {
      settle = resolve
      fail = reject
    })
    // Nobody may be waiting; a failure is still handled by the caller that started it.
    promise.catch(() => {})
    this.flying.set(key, promise)
    const done = () => {
      if (this.flying.get(key) === promise) this.flying.delete(key)
    }
    return {
      promise,
      settle: (outcome) => {
        done()
        settle(outcome)
      },
      fail: (error) => {
        done()
        fail(error)
      },
    }
  }
}
