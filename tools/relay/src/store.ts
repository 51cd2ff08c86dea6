// Messages kept per topic until their ttl runs out, so a client that subscribes late (the wallet
// scanning a QR code after the proposal was published) still receives them. Pure state with an
// injected clock; the socket layer lives in relay.ts.

import { RelayError } from './rpc'

export interface StoredMessage {
  /** Relay-wide sequence number; identifies the message in acks. */
  seq: number
  topic: string
  message: string
  /** Milliseconds since the epoch. */
  publishedAt: number
  tag: number
  expiresAt: number
  /** Client that published it: never delivered back to it. */
  from: string
  /** Clients that have acknowledged (or fetched) it: not delivered to them again. */
  deliveredTo: Set<string>
}

export interface StoreLimits {
  maxMessages: number
  maxTopics: number
  maxMessageBytes: number
  /** Longest ttl honoured, in seconds; longer ones are clamped. */
  maxTtlSeconds: number
}

export interface PublishInput {
  topic: string
  message: string
  ttl: number
  tag: number
  from: string
}

/**
 * Messages ordered by expiry, soonest first (a binary min-heap): a sweep looks only at the
 * messages that have expired, never at every stored one.
 */
class ExpiryQueue {
  private readonly heap: StoredMessage[] = []

  push(message: StoredMessage) {
    const heap = this.heap
    heap.push(message)
    let i = heap.length - 1
    while (i > 0) {
      const parent = (i - 1) >> 1
      if ((heap[parent] as StoredMessage).expiresAt <= message.expiresAt) break
      heap[i] = heap[parent] as StoredMessage
      i = parent
    }
    heap[i] = message
  }

  /** The soonest-expiring message, removed, when it expires at or before `now`. */
  popExpired(now: number): StoredMessage | undefined {
    const heap = this.heap
    const top = heap[0]
    if (!top || top.expiresAt > now) return undefined
    const last = heap.pop() as StoredMessage
    if (heap.length > 0) {
      let i = 0
      for (;;) {
        const left = 2 * i + 1
        if (left >= heap.length) break
        const right = left + 1
        const child =
          right < heap.length &&
          (heap[right] as StoredMessage).expiresAt < (heap[left] as StoredMessage).expiresAt
            ? right
            : left
        if ((heap[child] as StoredMessage).expiresAt >= last.expiresAt) break
        heap[i] = heap[child] as StoredMessage
        i = child
      }
      heap[i] = last
    }
    return top
  }

  clear() {
    this.heap.length = 0
  }
}

export class MessageStore {
  private readonly byTopic = new Map<string, StoredMessage[]>()
  private readonly expiries = new ExpiryQueue()
  private count = 0
  private nextSeq = 1

  constructor(
    private readonly limits: StoreLimits,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.count
  }

  /** Topics that currently hold messages. */
  get topics(): Iterable<string> {
    return this.byTopic.keys()
  }

  /**
   * Stores messages all or nothing (an approval carries two), so a rejected publish leaves the
   * relay as it was. `topicAllowed(n)` tells whether n more topics fit under the relay's topic cap.
   */
  add(inputs: PublishInput[], topicAllowed: (newTopics: number) => boolean): StoredMessage[] {
    for (const input of inputs) {
      const bytes = Buffer.byteLength(input.message, 'utf8')
      if (bytes > this.limits.maxMessageBytes) {
        throw new RelayError(
          'MESSAGE_TOO_LARGE',
          `Message is ${bytes} bytes; the relay accepts at most ${this.limits.maxMessageBytes}`,
        )
      }
    }
    this.sweep()
    if (this.count + inputs.length > this.limits.maxMessages) {
      throw new RelayError(
        'RELAY_FULL',
        `Relay holds its maximum of ${this.limits.maxMessages} messages; retry after some expire`,
      )
    }
    const newTopics = new Set(inputs.map((i) => i.topic).filter((t) => !this.byTopic.has(t)))
    if (newTopics.size > 0 && !topicAllowed(newTopics.size)) {
      throw new RelayError('TOO_MANY_TOPICS', `Relay tracks its maximum of ${this.limits.maxTopics} topics`)
    }
    return inputs.map((input) => {
      const publishedAt = this.now()
      const ttl = Math.min(input.ttl, this.limits.maxTtlSeconds)
      const stored: StoredMessage = {
        seq: this.nextSeq++,
        topic: input.topic,
        message: input.message,
        publishedAt,
        tag: input.tag,
        expiresAt: publishedAt + ttl * 1000,
        from: input.from,
        deliveredTo: new Set(),
      }
      const list = this.byTopic.get(input.topic)
      if (list) list.push(stored)
      else this.byTopic.set(input.topic, [stored])
      this.expiries.push(stored)
      this.count++
      return stored
    })
  }

  has(topic: string): boolean {
    return this.byTopic.has(topic)
  }

  /** Live messages on `topic` that `client` neither published nor has already received. */
  pendingFor(topic: string, client: string): StoredMessage[] {
    const now = this.now()
    return (this.byTopic.get(topic) ?? []).filter(
      (m) => m.expiresAt > now && m.from !== client && !m.deliveredTo.has(client),
    )
  }

  markDelivered(message: StoredMessage, client: string): void {
    message.deliveredTo.add(client)
  }

  /** Drops expired messages and topics left empty, visiting only the expired messages' topics. */
  sweep(): void {
    const now = this.now()
    const touched = new Set<string>()
    for (let message = this.expiries.popExpired(now); message; message = this.expiries.popExpired(now))
      touched.add(message.topic)
    for (const topic of touched) {
      const list = this.byTopic.get(topic)
      if (!list) continue
      const live = list.filter((m) => m.expiresAt > now)
      this.count -= list.length - live.length
      if (live.length === 0) this.byTopic.delete(topic)
      else this.byTopic.set(topic, live)
    }
  }

  clear(): void {
    this.byTopic.clear()
    this.expiries.clear()
    this.count = 0
  }
}
