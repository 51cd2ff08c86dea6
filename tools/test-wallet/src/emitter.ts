export type Listener = (...args: unknown[]) => void

/** The `on`/`removeListener` half of EIP-1193. A throwing listener never breaks the wallet or its peers. */
export class Emitter {
  private readonly listeners = new Map<string, Set<Listener>>()

  on(event: string, listener: Listener): void {
    if (typeof listener !== 'function') throw new TypeError('listener must be a function')
    let set = this.listeners.get(event)
    if (!set) {
      set = new Set()
      this.listeners.set(event, set)
    }
    set.add(listener)
  }

  removeListener(event: string, listener: Listener): void {
    this.listeners.get(event)?.delete(listener)
  }

  emit(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) {
      try {
        listener(...args)
      } catch (error) {
        console.error(`test wallet: a "${event}" listener threw`, error)
      }
    }
  }
}
