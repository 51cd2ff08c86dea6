import { describe, expect, test } from 'vitest'
import { RELAY_ERRORS } from './rpc'
import { MessageStore } from './store'

const limits = { maxMessages: 3, maxTopics: 10, maxMessageBytes: 100, maxTtlSeconds: 60 }

function storeAt(start = 1_000_000) {
  const clock = { now: start }
  return { clock, store: new MessageStore(limits, () => clock.now) }
}
const msg = (topic: string, message: string, ttl = 10, from = 'dapp') => ({
  topic,
  message,
  ttl,
  tag: 1,
  from,
})

describe('MessageStore', () => {
  test('a message is pending for other clients until its ttl runs out', () => {
    const { clock, store } = storeAt()
    store.add([msg('t', 'm', 10)], () => true)
    clock.now += 9_999
    expect(store.pendingFor('t', 'wallet').map((m) => m.message)).toEqual(['m'])
    clock.now += 1
    expect(store.pendingFor('t', 'wallet')).toEqual([])
    store.sweep()
    expect(store.size).toBe(0)
    expect(store.has('t')).toBe(false)
  })

  test('ttl is clamped to the longest the relay honours', () => {
    const { clock, store } = storeAt()
    const [stored] = store.add([msg('t', 'm', 10_000)], () => true)
    expect(stored?.expiresAt).toBe(clock.now + 60_000)
  })

  test('the publisher and clients that already received a message do not see it as pending', () => {
    const { store } = storeAt()
    const [stored] = store.add([msg('t', 'm', 10, 'dapp')], () => true)
    expect(store.pendingFor('t', 'dapp')).toEqual([])
    if (stored) store.markDelivered(stored, 'wallet')
    expect(store.pendingFor('t', 'wallet')).toEqual([])
    expect(store.pendingFor('t', 'other')).toHaveLength(1)
  })

  test('a batch that does not fit is rejected whole', () => {
    const { store } = storeAt()
    store.add([msg('a', '1'), msg('a', '2')], () => true)
    expect(() => store.add([msg('b', '3'), msg('c', '4')], () => true)).toThrow(
      expect.objectContaining({ code: RELAY_ERRORS.RELAY_FULL }),
    )
    expect(store.size).toBe(2)
    expect(store.has('b')).toBe(false)
  })

  test('expired messages free room for new ones', () => {
    const { clock, store } = storeAt()
    store.add([msg('a', '1', 1), msg('a', '2', 1), msg('a', '3', 1)], () => true)
    clock.now += 1000
    expect(store.add([msg('a', '4')], () => true)).toHaveLength(1)
    expect(store.size).toBe(1)
  })

  test('new topics are refused when the topic cap says so, oversized messages always', () => {
    const { store } = storeAt()
    expect(() => store.add([msg('new', 'm')], () => false)).toThrow(
      expect.objectContaining({ code: RELAY_ERRORS.TOO_MANY_TOPICS }),
    )
    expect(() => store.add([msg('t', 'é'.repeat(51))], () => true)).toThrow(
      /102 bytes; the relay accepts at most 100/,
    )
    expect(store.size).toBe(0)
  })

  test('publishing into a full relay costs work for the expired messages only, not every stored one', () => {
    const many = { ...limits, maxMessages: 30_000, maxTopics: 30_000 }
    const clock = { now: 1_000_000 }
    const store = new MessageStore(many, () => clock.now)
    const began = performance.now()
    for (let i = 0; i < 30_000; i++) store.add([msg(`t${i}`, 'm', 60)], () => true)
    // 30,000 publishes, each sweeping before it stores: scanning every message would be 450
    // million visits; visiting the expired ones only is a few milliseconds.
    expect(performance.now() - began).toBeLessThan(2_000)
    clock.now += 60_000
    store.add([msg('last', 'm', 60)], () => true)
    expect(store.size).toBe(1)
    expect(store.has('t0')).toBe(false)
  })
})
