/** What an upstream said to one call: its `result` as JSON text, or its JSON-RPC `error`. */
export type Outcome = { result: string } | { error: unknown }

/** One call on its way upstream: everyone who asked for it waits on `promise`. */
export class Flight {
  readonly promise: Promise<Outcome>
  private resolve!: (outcome: Outcome) => void
  private reject!: (error: unknown) => void

  constructor(
    private readonly flights?: Flights,
    readonly key?: string,
  ) {
    this.promise = new Promise<Outcome>((resolve, reject) => {
      this.resolve = resolve
      this.reject = reject
    })
    // Nobody may be waiting; a failure is still handled by the caller that started it.
    this.promise.catch(ignore)
  }

  settle(outcome: Outcome) {
    this.done()
    this.resolve(outcome)
  }

  fail(error: unknown) {
    this.done()
    this.reject(error)
  }

  private done() {
    if (this.flights && this.key !== undefined) this.flights.end(this.key, this)
  }
}

const ignore = () => {}

/**
 * Identical calls in flight: the first caller's request goes upstream, later callers of the same
 * key wait for it and share its outcome (each still answered with its own id).
 */
export class Flights {
  private readonly flying = new Map<string, Flight>()

  get size() {
    return this.flying.size
  }

  join(key: string): Promise<Outcome> | undefined {
    return this.flying.get(key)?.promise
  }

  /** Registers a call about to be sent; settle it with what the upstream answered. */
  start(key: string): Flight {
    return this.add(new Flight(this, key))
  }

  /** Registers a flight made with this set and its key. */
  add<F extends Flight>(flight: F): F {
    if (flight.key !== undefined) this.flying.set(flight.key, flight)
    return flight
  }

  /** Forgets a flight once it has landed (unless another took its key meanwhile). */
  end(key: string, flight: Flight) {
    if (this.flying.get(key) === flight) this.flying.delete(key)
  }
}
