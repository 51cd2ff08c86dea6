/** How many entries and bytes a cache may hold, and how long an entry lives by default. */
export interface LruLimits {
  maxEntries: number
  /** Approximate bytes of keys and values together. */
  maxBytes: number
  ttlMs?: number
}

interface Slot<V> {
  key: string
  value: V
  bytes: number
  until: number
  newer: Slot<V> | undefined
  older: Slot<V> | undefined
}

/** Bytes a string takes in memory (V8 keeps most text as one or two bytes a character). */
export const textBytes = (text: string) => text.length * 2

/**
 * A least-recently-used cache bounded by entries and bytes, with a time to live per entry. The
 * oldest-used entries leave first; an expired entry is dropped when read. A linked list keeps
 * the use order (evicting from the front of a Map slows down as its deleted slots pile up).
 */
export class Lru<V> {
  private readonly slots = new Map<string, Slot<V>>()
  private newest: Slot<V> | undefined
  private oldest: Slot<V> | undefined
  private used = 0

  constructor(private readonly limits: LruLimits) {}

  get size() {
    return this.slots.size
  }

  get bytes() {
    return this.used
  }

  get(key: string, now = Date.now()): V | undefined {
    const slot = this.slots.get(key)
    if (!slot) return undefined
    if (slot.until <= now) {
      this.remove(slot)
      return undefined
    }
    if (slot !== this.newest) {
      this.unlink(slot)
      this.link(slot)
    }
    return slot.value
  }

  /** Stores a value of `bytes` (its key's bytes are added); one larger than the whole cache is not kept. */
  set(key: string, value: V, bytes: number, ttlMs = this.limits.ttlMs ?? Number.POSITIVE_INFINITY) {
    const previous = this.slots.get(key)
    if (previous) this.remove(previous)
    const size = bytes + textBytes(key) + 96
    if (size > this.limits.maxBytes) return
    const slot: Slot<V> = {
      key,
      value,
      bytes: size,
      until: Date.now() + ttlMs,
      newer: undefined,
      older: undefined,
    }
    this.slots.set(key, slot)
    this.link(slot)
    this.used += size
    while (this.oldest && (this.slots.size > this.limits.maxEntries || this.used > this.limits.maxBytes)) {
      this.remove(this.oldest)
    }
  }

  delete(key: string) {
    const slot = this.slots.get(key)
    if (slot) this.remove(slot)
  }

  /** Drops every entry whose key or value matches. */
  deleteWhere(match: (key: string, value: V) => boolean) {
    for (const slot of [...this.slots.values()]) if (match(slot.key, slot.value)) this.remove(slot)
  }

  clear() {
    this.slots.clear()
    this.newest = undefined
    this.oldest = undefined
    this.used = 0
  }

  private link(slot: Slot<V>) {
    slot.older = this.newest
    slot.newer = undefined
    if (this.newest) this.newest.newer = slot
    this.newest = slot
    this.oldest ??= slot
  }

  private unlink(slot: Slot<V>) {
    if (slot.newer) slot.newer.older = slot.older
    else this.newest = slot.older
    if (slot.older) slot.older.newer = slot.newer
    else this.oldest = slot.newer
    slot.newer = undefined
    slot.older = undefined
  }

  private remove(slot: Slot<V>) {
    this.slots.delete(slot.key)
    this.unlink(slot)
    this.used -= slot.bytes
  }
}
