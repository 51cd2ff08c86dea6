/**
 * Chain reads kept per key for a while: a read within `ttlMs` shares the last one (in flight or
 * done) unless forced; the oldest key leaves first once full; a failed read is not kept.
 */
export class ReadCache<T> {
  private readonly entries = new Map<string, { at: number; value: Promise<T> }>()

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get(key: string, forceUpdate: boolean, load: () => Promise<T>): Promise<T> {
    const cached = this.entries.get(key)
    if (!forceUpdate && cached && Date.now() - cached.at < this.ttlMs) return cached.value
    const value = load()
    this.entries.delete(key)
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string)
    const entry = { at: Date.now(), value }
    this.entries.set(key, entry)
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key)
    })
    return value
  }
}
