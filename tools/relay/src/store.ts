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

export class MessageStore {
  private readonly byTopic = new Map<string, StoredMessage[]>()
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

  /** Drops expired messages and empty topics. */
  sweep(): void {
    const now = this.now()
    for (const [topic, list] of this.byTopic) {
      const live = list.filter((m) => m.expiresAt > now)
      this.count -= list.length - live.length
      if (live.length === 0) this.byTopic.delete(topic)
      else if (live.length !== list.length) this.byTopic.set(topic, live)
    }
  }

  clear(): void {
    this.byTopic.clear()
    this.count = 0
  }
}
