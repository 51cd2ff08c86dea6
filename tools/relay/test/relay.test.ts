import { createServer } from 'node:net'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { RELAY_ERRORS, type Relay, type RelayOptions, startRelay, TAGS } from '../src/index'
import { connect, type RawClient } from './raw-client'

let relay: Relay | undefined
const opened: RawClient[] = []

async function start(options: RelayOptions = {}) {
  relay = await startRelay({ port: 0, ...options })
  return relay
}
async function client(options: Parameters<typeof connect>[1] = {}) {
  if (!relay) throw new Error('start the relay first')
  const c = await connect(relay.url, options)
  opened.push(c)
  return c
}

afterEach(async () => {
  await Promise.all(opened.splice(0).map((c) => c.close()))
  await relay?.stop()
  relay = undefined
})

const publish = (c: RawClient, topic: string, message: string, ttl = 300, tag = 1000) =>
  c.request('irn_publish', { topic, message, ttl, tag })

describe('relay methods', () => {
  test('irn_subscribe returns a subscription id and delivers what another client publishes', async () => {
    await start()
    const wallet = await client()
    const dapp = await client()
    const sub = await wallet.request('irn_subscribe', { topic: 't1' })
    expect(sub.result).toMatch(/^[0-9a-f]{64}$/)
    expect((await publish(dapp, 't1', 'hello', 300, 1108)).result).toBe(true)
    const [delivery] = await wallet.waitForDeliveries(1)
    expect(delivery?.params?.id).toBe(sub.result)
    expect(delivery?.params?.data).toMatchObject({ topic: 't1', message: 'hello', tag: 1108 })
    expect(delivery?.params?.data?.publishedAt).toBeGreaterThan(Date.now() - 5000)
  })

  test('the publisher never receives its own message back', async () => {
    await start()
    const a = await client()
    const b = await client()
    await a.request('irn_subscribe', { topic: 'shared' })
    await b.request('irn_subscribe', { topic: 'shared' })
    await publish(a, 'shared', 'from-a')
    await b.waitForDeliveries(1)
    // Deliveries are written before the publish reply, so a round trip proves none is coming.
    await a.request('irn_subscribe', { topic: 'other' })
    expect(a.deliveries).toHaveLength(0)
  })

  test('a late subscriber receives messages stored before it subscribed', async () => {
    await start()
    const dapp = await client()
    await publish(dapp, 'pairing', 'proposal')
    const wallet = await client()
    await wallet.request('irn_subscribe', { topic: 'pairing' })
    const [delivery] = await wallet.waitForDeliveries(1)
    expect(delivery?.params?.data?.message).toBe('proposal')
  })

  test('messages are dropped once their ttl has passed', async () => {
    await start()
    const dapp = await client()
    await publish(dapp, 'short', 'gone soon', 1)
    await new Promise((r) => setTimeout(r, 1100))
    const wallet = await client()
    await wallet.request('irn_subscribe', { topic: 'short' })
    const fetched = await wallet.request('irn_batchFetchMessages', { topics: ['short'] })
    expect(fetched.result).toEqual({ messages: [], hasMore: false })
    expect(wallet.deliveries).toHaveLength(0)
  })

  test('an acknowledged message is not delivered again when the same client reconnects', async () => {
    await start()
    const dapp = await client()
    await publish(dapp, 'topic', 'once')
    const first = await client({ iss: 'did:key:wallet' })
    await first.request('irn_subscribe', { topic: 'topic' })
    await first.waitForDeliveries(1)
    await first.request('irn_subscribe', { topic: 'other' }) // lets the ack arrive first
    await first.close()
    const again = await client({ iss: 'did:key:wallet' })
    await again.request('irn_subscribe', { topic: 'topic' })
    await again.request('irn_subscribe', { topic: 'other' })
    expect(again.deliveries).toHaveLength(0)
  })

  test('a message that was never acknowledged is delivered again after a reconnect', async () => {
    await start()
    const dapp = await client()
    await publish(dapp, 'topic', 'unacked')
    const first = await client({ iss: 'did:key:slow', autoAck: false })
    await first.request('irn_subscribe', { topic: 'topic' })
    await first.waitForDeliveries(1)
    await first.close()
    const again = await client({ iss: 'did:key:slow' })
    await again.request('irn_subscribe', { topic: 'topic' })
    const [delivery] = await again.waitForDeliveries(1)
    expect(delivery?.params?.data?.message).toBe('unacked')
  })

  test('irn_batchSubscribe returns one id per topic and delivers on each', async () => {
    await start()
    const wallet = await client()
    const dapp = await client()
    const reply = await wallet.request('irn_batchSubscribe', { topics: ['a', 'b'] })
    expect(reply.result).toHaveLength(2)
    await publish(dapp, 'a', 'to-a')
    await publish(dapp, 'b', 'to-b')
    const got = await wallet.waitForDeliveries(2)
    expect(got.map((f) => f.params?.data?.message)).toEqual(['to-a', 'to-b'])
  })

  test('irn_unsubscribe and irn_batchUnsubscribe stop deliveries', async () => {
    await start()
    const wallet = await client()
    const dapp = await client()
    await wallet.request('irn_batchSubscribe', { topics: ['a', 'b', 'c'] })
    expect((await wallet.request('irn_unsubscribe', { topic: 'a', id: 'x' })).result).toBe(true)
    const batch = await wallet.request('irn_batchUnsubscribe', {
      subscriptions: [{ topic: 'b', id: 'y' }],
    })
    expect(batch.result).toBe(true)
    await publish(dapp, 'a', '1')
    await publish(dapp, 'b', '2')
    await publish(dapp, 'c', '3')
    const got = await wallet.waitForDeliveries(1)
    await wallet.request('irn_subscribe', { topic: 'z' })
    expect(got.map((f) => f.params?.data?.message)).toEqual(['3'])
  })

  test('irn_batchFetchMessages returns pending messages once', async () => {
    await start()
    const dapp = await client()
    await publish(dapp, 'f1', 'one', 300, 1)
    await publish(dapp, 'f2', 'two', 300, 2)
    const wallet = await client()
    const fetched = await wallet.request('irn_batchFetchMessages', { topics: ['f1', 'f2'] })
    expect(fetched.result).toMatchObject({
      hasMore: false,
      messages: [
        { topic: 'f1', message: 'one', tag: 1 },
        { topic: 'f2', message: 'two', tag: 2 },
      ],
    })
    const again = await wallet.request('irn_batchFetchMessages', { topics: ['f1', 'f2'] })
    expect(again.result).toEqual({ messages: [], hasMore: false })
  })

  test('wc_proposeSession publishes on the pairing topic with tag 1100, drops attestation, subscribes the sender', async () => {
    await start()
    const dapp = await client()
    const wallet = await client()
    const reply = await dapp.request('wc_proposeSession', {
      pairingTopic: 'pair',
      sessionProposal: 'encrypted-proposal',
      attestation: 'eyJ.attestation.jwt',
      ttl: 300,
    })
    expect(reply.result).toBe(true)
    await wallet.request('irn_subscribe', { topic: 'pair' })
    const [proposal] = await wallet.waitForDeliveries(1)
    expect(proposal?.params?.data).toMatchObject({
      topic: 'pair',
      message: 'encrypted-proposal',
      tag: TAGS.sessionPropose,
    })
    expect(JSON.stringify(proposal)).not.toContain('attestation')
    await publish(wallet, 'pair', 'wallet-reply')
    const [back] = await dapp.waitForDeliveries(1)
    expect(back?.params?.data?.message).toBe('wallet-reply')
  })

  test('wc_approveSession sends the response (1101) and the settlement (1102) and subscribes the sender', async () => {
    await start()
    const dapp = await client()
    const wallet = await client()
    await dapp.request('irn_subscribe', { topic: 'pair' })
    const reply = await wallet.request('wc_approveSession', {
      pairingTopic: 'pair',
      sessionTopic: 'session',
      sessionProposalResponse: 'encrypted-response',
      sessionSettlementRequest: 'encrypted-settle',
      ttl: 300,
    })
    expect(reply.result).toBe(true)
    await dapp.request('irn_subscribe', { topic: 'session' })
    const got = await dapp.waitForDeliveries(2)
    expect(got.map((f) => [f.params?.data?.topic, f.params?.data?.message, f.params?.data?.tag])).toEqual([
      ['pair', 'encrypted-response', TAGS.sessionProposeResponse],
      ['session', 'encrypted-settle', TAGS.sessionSettle],
    ])
    await publish(dapp, 'session', 'request')
    const [request] = await wallet.waitForDeliveries(1)
    expect(request?.params?.data?.message).toBe('request')
  })
})

describe('relay input handling', () => {
  test('malformed JSON gets a parse error and the relay keeps serving', async () => {
    await start()
    const c = await client()
    c.sendText('{not json')
    const error = await c.nextUnsolicited()
    expect(error).toMatchObject({ id: null, error: { code: RELAY_ERRORS.PARSE_ERROR } })
    c.sendText(Buffer.from([1, 2, 3]))
    expect((await c.nextUnsolicited()).error?.code).toBe(RELAY_ERRORS.INVALID_REQUEST)
    c.sendText('[1,2]')
    expect((await c.nextUnsolicited()).error?.code).toBe(RELAY_ERRORS.INVALID_REQUEST)
    expect((await c.request('irn_subscribe', { topic: 'still-up' })).result).toMatch(/^[0-9a-f]{64}$/)
  })

  test('unknown methods and bad params get JSON-RPC errors naming the problem', async () => {
    await start()
    const c = await client()
    const unknown = await c.request('irn_doSomething', {})
    expect(unknown.error).toMatchObject({ code: RELAY_ERRORS.METHOD_NOT_FOUND })
    const inherited = await c.request('toString', {})
    expect(inherited.error?.code).toBe(RELAY_ERRORS.METHOD_NOT_FOUND)
    const noTopic = await c.request('irn_publish', { message: 'm', ttl: 10 })
    expect(noTopic.error).toMatchObject({
      code: RELAY_ERRORS.INVALID_PARAMS,
      message: expect.stringContaining('topic'),
    })
    const badTtl = await c.request('irn_publish', { topic: 't', message: 'm', ttl: -1 })
    expect(badTtl.error?.message).toContain('ttl')
    const noParams = await c.request('irn_batchSubscribe')
    expect(noParams.error?.code).toBe(RELAY_ERRORS.INVALID_PARAMS)
  })

  test('the message cap rejects a publish with a clear error and keeps earlier messages', async () => {
    await start({ maxMessages: 2 })
    const dapp = await client()
    await publish(dapp, 'x', '1')
    await publish(dapp, 'x', '2')
    const full = await publish(dapp, 'x', '3')
    expect(full.error).toMatchObject({
      code: RELAY_ERRORS.RELAY_FULL,
      message: expect.stringContaining('2 messages'),
    })
    const approve = await dapp.request('wc_approveSession', {
      pairingTopic: 'p',
      sessionTopic: 's',
      sessionProposalResponse: 'r',
      sessionSettlementRequest: 's',
    })
    expect(approve.error?.code).toBe(RELAY_ERRORS.RELAY_FULL)
    const wallet = await client()
    const fetched = await wallet.request('irn_batchFetchMessages', { topics: ['x', 'p', 's'] })
    expect((fetched.result as { messages: { message: string }[] }).messages.map((m) => m.message)).toEqual([
      '1',
      '2',
    ])
  })

  test('the topic cap and the message size cap are enforced', async () => {
    await start({ maxTopics: 2, maxMessageBytes: 16 })
    const c = await client()
    await c.request('irn_batchSubscribe', { topics: ['a', 'b'] })
    const third = await c.request('irn_subscribe', { topic: 'c' })
    expect(third.error?.code).toBe(RELAY_ERRORS.TOO_MANY_TOPICS)
    const big = await publish(c, 'a', 'x'.repeat(17))
    expect(big.error).toMatchObject({
      code: RELAY_ERRORS.MESSAGE_TOO_LARGE,
      message: expect.stringContaining('16'),
    })
  })

  test('a frame larger than the socket limit closes only that socket', async () => {
    await start({ maxMessageBytes: 16 })
    const big = await client()
    const other = await client()
    const closed = new Promise<number>((resolve) => big.socket.once('close', (code) => resolve(code)))
    big.sendText('x'.repeat(64 * 1024))
    expect(await closed).toBe(1009)
    expect((await other.request('irn_subscribe', { topic: 'ok' })).result).toBeTypeOf('string')
  })
})

describe('relay lifecycle', () => {
  test('pings clients on the interval and drops a client that stops answering', async () => {
    await start({ pingIntervalMs: 50 })
    const healthy = await client()
    let pings = 0
    healthy.socket.on('ping', () => pings++)
    const silent = await client({ autoPong: false })
    const dropped = new Promise<void>((resolve) => silent.socket.once('close', () => resolve()))
    await dropped
    expect(pings).toBeGreaterThan(0)
    expect(healthy.socket.readyState).toBe(healthy.socket.OPEN)
  })

  test('stop closes every socket and frees the port', async () => {
    const r = await start()
    const c = await client()
    const closed = new Promise<void>((resolve) => c.socket.once('close', () => resolve()))
    await r.stop()
    await closed
    await r.stop() // a second stop is harmless
    const server = createServer()
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(r.port, '127.0.0.1', () => resolve())
    })
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })

  test('bad options are refused with a clear message', async () => {
    await expect(startRelay({ port: 70000 })).rejects.toThrow(/port must be an integer/)
    await expect(startRelay({ maxMessages: 0 })).rejects.toThrow(/maxMessages must be a positive integer/)
  })
})

describe('who may use the relay', () => {
  test('a web page from another origin is refused; local pages and native clients are let in', async () => {
    await start()
    await expect(client({ origin: 'https://evil.example' })).rejects.toThrow(/403/)
    await expect(client({ origin: 'http://localhost.evil.example:5173' })).rejects.toThrow(/403/)
    const page = await client({ origin: 'http://localhost:5173' })
    const native = await client()
    expect((await publish(page, 't', 'm')).error).toBeUndefined()
    expect((await publish(native, 't2', 'm')).error).toBeUndefined()
  })

  test('one client address may publish only its quota, a batch counting each message', async () => {
    await start({ clientLimits: { publishesPerSecond: 0.001, publishBurst: 3 } })
    const a = await client()
    const b = await client()
    expect((await publish(a, 't1', 'm')).error).toBeUndefined()
    expect((await publish(b, 't2', 'm')).error).toBeUndefined()
    expect((await publish(a, 't3', 'm')).error).toBeUndefined()
    // Both sockets come from 127.0.0.1: the fourth publish from that address is refused.
    expect((await publish(b, 't4', 'm')).error).toMatchObject({ code: RELAY_ERRORS.RATE_LIMITED })
  })

  test('one client address may hold only so many sockets', async () => {
    await start({ clientLimits: { maxSockets: 2 } })
    await client()
    const second = await client()
    await expect(client()).rejects.toThrow(/429/)
    await second.close()
    await vi.waitFor(async () => {
      await client()
    })
  })
})
