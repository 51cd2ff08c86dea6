// A local WalletConnect relay: the subset of the irn JSON-RPC protocol the 2.x clients use, over a
// plain WebSocket server. Topics are opaque strings; messages are opaque (already encrypted by the
// clients), so the relay only routes, stores until ttl and acknowledges.

import { createHash, randomUUID } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type RawData, type WebSocket, WebSocketServer } from 'ws'
import {
  errorFrame,
  paramsObject,
  parseFrame,
  RelayError,
  type RpcId,
  readMessage,
  readTag,
  readTopic,
  readTopics,
  readTtl,
  requestFrame,
  resultFrame,
} from './rpc'
import { MessageStore, type PublishInput, type StoredMessage } from './store'

export interface RelayOptions {
  /** 0 (default) picks a free port. */
  port?: number
  host?: string
  /** Messages stored across all topics (default 10 000). */
  maxMessages?: number
  /** Topics with subscribers or stored messages (default 10 000). */
  maxTopics?: number
  /** Size cap of one message, in bytes (default 128 KiB). */
  maxMessageBytes?: number
  /** Longest ttl honoured, in seconds (default 30 days). */
  maxTtlSeconds?: number
  /** Ping period; a socket that misses a whole period is dropped (default 10 s). */
  pingIntervalMs?: number
  /**
   * Web pages allowed to connect, by origin (`http://localhost:*` for any port). A socket without
   * an Origin header (a native wallet, Node) is let in. Default: pages on this machine.
   */
  allowedOrigins?: string[]
  /** Per client address: open sockets, and publishes a second with their burst (default 200, 100, 500). */
  clientLimits?: { maxSockets?: number; publishesPerSecond?: number; publishBurst?: number }
}

export const DEFAULT_ALLOWED_ORIGINS = [
  'http://localhost:*',
  'https://localhost:*',
  'http://127.0.0.1:*',
  'https://127.0.0.1:*',
  'http://[::1]:*',
]

/** Whether an origin matches one of the patterns (exact, or any port for a pattern ending `:*`). */
export function originAllowed(origin: string, patterns: readonly string[]): boolean {
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    return false
  }
  if (url.origin !== origin) return false
  const withoutPort = `${url.protocol}//${url.hostname}`
  return patterns.some((pattern) => pattern === origin || pattern === `${withoutPort}:*`)
}

export interface Relay {
  /** `ws://host:port`, ready to hand to a client as its relay URL. */
  url: string
  port: number
  /** Closes every socket, clears timers and frees the port. Safe to call twice. */
  stop(): Promise<void>
}

/** Tags the WalletConnect clients expect on the messages the relay publishes for them. */
export const TAGS = { sessionPropose: 1100, sessionProposeResponse: 1101, sessionSettle: 1102 } as const

const DEFAULT_TTL_SECONDS = 300
const MAX_BATCH = 500
const MAX_IN_FLIGHT = 1000

interface Client {
  socket: WebSocket
  /** Where the socket comes from: quotas are kept per address (the identity below is unverified). */
  address: string
  /** The client's identity (its did:key from the auth JWT), stable across reconnects. */
  key: string
  topics: Set<string>
  /** Deliveries waiting for the client's ack, by request id. */
  inFlight: Map<RpcId, StoredMessage>
  alive: boolean
}

function checkLimit(name: string, value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`startRelay: ${name} must be a positive integer, got ${String(value)}`)
  }
  return value
}

/** The `iss` of the relay-auth JWT in `?auth=`; read, never verified (this relay is for tests). */
function clientKeyFrom(url: string | undefined): string {
  try {
    const auth = new URL(url ?? '/', 'ws://relay').searchParams.get('auth')
    const payload = auth?.split('.')[1]
    if (payload) {
      const iss = (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { iss?: unknown }).iss
      if (typeof iss === 'string' && iss.length > 0 && iss.length < 200) return iss
    }
  } catch {
    // Not a readable JWT: fall through to an anonymous identity.
  }
  return `anonymous:${randomUUID()}`
}

export async function startRelay(options: RelayOptions = {}): Promise<Relay> {
  const port = options.port ?? 0
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`startRelay: port must be an integer between 0 and 65535, got ${String(port)}`)
  }
  const host = options.host ?? '127.0.0.1'
  const maxTopics = checkLimit('maxTopics', options.maxTopics, 10_000)
  const maxMessageBytes = checkLimit('maxMessageBytes', options.maxMessageBytes, 128 * 1024)
  const pingIntervalMs = checkLimit('pingIntervalMs', options.pingIntervalMs, 10_000)
  const store = new MessageStore({
    maxMessages: checkLimit('maxMessages', options.maxMessages, 10_000),
    maxTopics,
    maxMessageBytes,
    maxTtlSeconds: checkLimit('maxTtlSeconds', options.maxTtlSeconds, 30 * 24 * 3600),
  })
  const subscribers = new Map<string, Set<Client>>()
  const clients = new Set<Client>()
  const allowedOrigins = options.allowedOrigins ?? DEFAULT_ALLOWED_ORIGINS
  const maxSockets = checkLimit('clientLimits.maxSockets', options.clientLimits?.maxSockets, 200)
  const publishRate = options.clientLimits?.publishesPerSecond ?? 100
  const publishBurst = checkLimit('clientLimits.publishBurst', options.clientLimits?.publishBurst, 500)
  /** Open sockets and publish tokens per client address. */
  const peers = new Map<string, { sockets: number; tokens: number; at: number }>()
  const peerOf = (address: string) => {
    let peer = peers.get(address)
    if (!peer) {
      peer = { sockets: 0, tokens: publishBurst, at: Date.now() }
      peers.set(address, peer)
    }
    return peer
  }
  let nextDeliveryId = Date.now() * 1000

  function topicCount(): number {
    let n = subscribers.size
    for (const topic of store.topics) if (!subscribers.has(topic)) n++
    return n
  }
  const topicsFit = (extra: number) => topicCount() + extra <= maxTopics

  const subscriptionId = (topic: string, client: Client) =>
    createHash('sha256').update(`${topic}${client.key}`).digest('hex')

  function send(client: Client, frame: string) {
    if (client.socket.readyState === client.socket.OPEN) client.socket.send(frame)
  }

  function deliver(client: Client, message: StoredMessage) {
    if (client.inFlight.size >= MAX_IN_FLIGHT) return // the client can still batch-fetch it
    for (const pending of client.inFlight.values()) if (pending === message) return
    const id = nextDeliveryId++
    client.inFlight.set(id, message)
    const { topic, publishedAt, tag } = message
    const data = { topic, message: message.message, publishedAt, tag }
    send(client, requestFrame(id, 'irn_subscription', { id: subscriptionId(topic, client), data }))
  }

  function subscribe(client: Client, topics: string[]): string[] {
    const fresh = new Set(topics.filter((t) => !subscribers.has(t) && !store.has(t)))
    if (fresh.size > 0 && !topicsFit(fresh.size)) {
      throw new RelayError('TOO_MANY_TOPICS', `Relay tracks its maximum of ${maxTopics} topics`)
    }
    for (const topic of topics) {
      let set = subscribers.get(topic)
      if (!set) {
        set = new Set()
        subscribers.set(topic, set)
      }
      set.add(client)
      client.topics.add(topic)
    }
    return topics.map((topic) => subscriptionId(topic, client))
  }

  function unsubscribe(client: Client, topic: string) {
    client.topics.delete(topic)
    const set = subscribers.get(topic)
    set?.delete(client)
    if (set?.size === 0) subscribers.delete(topic)
  }

  function publish(client: Client, inputs: Omit<PublishInput, 'from'>[]) {
    const peer = peerOf(client.address)
    const now = Date.now()
    peer.tokens = Math.min(publishBurst, peer.tokens + (Math.max(0, now - peer.at) / 1000) * publishRate)
    peer.at = now
    if (peer.tokens < inputs.length)
      throw new RelayError('RATE_LIMITED', 'Too many publishes from this client; slow down')
    peer.tokens -= inputs.length
    const stored = store.add(
      inputs.map((input) => ({ ...input, from: client.key })),
      topicsFit,
    )
    for (const message of stored) {
      for (const peer of subscribers.get(message.topic) ?? []) {
        if (peer.key !== client.key) deliver(peer, message)
      }
    }
  }

  /** Sends the stored messages a (re)subscribed client has not seen yet. */
  function flush(client: Client, topics: string[]) {
    for (const topic of topics)
      for (const message of store.pendingFor(topic, client.key)) deliver(client, message)
  }

  // Each handler returns the JSON-RPC result and, optionally, topics to flush once it is sent.
  type Handled = { result: unknown; flush?: string[] }
  const handlers: Record<string, (client: Client, params: unknown) => Handled> = {
    irn_subscribe(client, params) {
      const topic = readTopic(paramsObject(params, 'irn_subscribe').topic, 'topic')
      const [id] = subscribe(client, [topic])
      return { result: id, flush: [topic] }
    },
    irn_batchSubscribe(client, params) {
      const topics = readTopics(paramsObject(params, 'irn_batchSubscribe').topics, 'topics', MAX_BATCH)
      return { result: subscribe(client, topics), flush: topics }
    },
    irn_unsubscribe(client, params) {
      unsubscribe(client, readTopic(paramsObject(params, 'irn_unsubscribe').topic, 'topic'))
      return { result: true }
    },
    irn_batchUnsubscribe(client, params) {
      const list = paramsObject(params, 'irn_batchUnsubscribe').subscriptions
      if (!Array.isArray(list) || list.length > MAX_BATCH) {
        throw new RelayError(
          'INVALID_PARAMS',
          `subscriptions must be an array of at most ${MAX_BATCH} entries`,
        )
      }
      const topics = list.map((entry, i) =>
        readTopic(paramsObject(entry, `subscriptions[${i}]`).topic, `subscriptions[${i}].topic`),
      )
      for (const topic of topics) unsubscribe(client, topic)
      return { result: true }
    },
    irn_publish(client, params) {
      const p = paramsObject(params, 'irn_publish')
      publish(client, [
        {
          topic: readTopic(p.topic, 'topic'),
          message: readMessage(p.message, 'message'),
          ttl: readTtl(p.ttl, DEFAULT_TTL_SECONDS),
          tag: readTag(p.tag, 0),
        },
      ])
      return { result: true }
    },
    irn_batchFetchMessages(client, params) {
      const topics = readTopics(paramsObject(params, 'irn_batchFetchMessages').topics, 'topics', MAX_BATCH)
      const messages = topics.flatMap((topic) => store.pendingFor(topic, client.key))
      const page = messages.slice(0, MAX_BATCH)
      for (const message of page) store.markDelivered(message, client.key)
      return {
        result: {
          messages: page.map(({ topic, message, publishedAt, tag }) => ({
            topic,
            message,
            publishedAt,
            tag,
          })),
          hasMore: messages.length > page.length,
        },
      }
    },
    // The proposal goes out on the pairing topic and the proposer listens there for the answer.
    // `attestation` is dropped on purpose: a wallet would try to check it online.
    wc_proposeSession(client, params) {
      const p = paramsObject(params, 'wc_proposeSession')
      const pairingTopic = readTopic(p.pairingTopic, 'pairingTopic')
      const proposal = {
        topic: pairingTopic,
        message: readMessage(p.sessionProposal, 'sessionProposal'),
        ttl: readTtl(p.ttl, DEFAULT_TTL_SECONDS),
        tag: TAGS.sessionPropose,
      }
      publish(client, [proposal])
      subscribe(client, [pairingTopic])
      return { result: true }
    },
    // The answer goes back on the pairing topic, the settlement on the new session topic, and the
    // wallet starts listening on the session topic.
    wc_approveSession(client, params) {
      const p = paramsObject(params, 'wc_approveSession')
      const pairingTopic = readTopic(p.pairingTopic, 'pairingTopic')
      const sessionTopic = readTopic(p.sessionTopic, 'sessionTopic')
      const ttl = readTtl(p.ttl, DEFAULT_TTL_SECONDS)
      const response = readMessage(p.sessionProposalResponse, 'sessionProposalResponse')
      const settlement = readMessage(p.sessionSettlementRequest, 'sessionSettlementRequest')
      publish(client, [
        { topic: pairingTopic, message: response, ttl, tag: TAGS.sessionProposeResponse },
        { topic: sessionTopic, message: settlement, ttl, tag: TAGS.sessionSettle },
      ])
      subscribe(client, [sessionTopic])
      return { result: true }
    },
  }

  function onFrame(client: Client, raw: RawData, isBinary: boolean) {
    if (isBinary) {
      send(client, errorFrame(null, new RelayError('INVALID_REQUEST', 'Binary frames are not supported')))
      return
    }
    const frame = parseFrame(raw.toString())
    if (frame.kind === 'invalid') {
      send(client, errorFrame(frame.id, frame.error))
      return
    }
    if (frame.kind === 'response') {
      // An ack of an irn_subscription we sent: the message now counts as received by this client.
      const message = client.inFlight.get(frame.id)
      client.inFlight.delete(frame.id)
      if (message && frame.ok) store.markDelivered(message, client.key)
      return
    }
    const handler = Object.hasOwn(handlers, frame.method) ? handlers[frame.method] : undefined
    if (!handler) {
      send(
        client,
        errorFrame(frame.id, new RelayError('METHOD_NOT_FOUND', `Method ${frame.method} is not supported`)),
      )
      return
    }
    let handled: Handled
    try {
      handled = handler(client, frame.params)
    } catch (error) {
      const relayError =
        error instanceof RelayError
          ? error
          : new RelayError('INVALID_REQUEST', 'Request could not be handled')
      send(client, errorFrame(frame.id, relayError))
      return
    }
    send(client, resultFrame(frame.id, handled.result))
    if (handled.flush) flush(client, handled.flush)
  }

  const server = createServer((_request, response) => {
    response.writeHead(426, { 'content-type': 'text/plain' }).end('Latch relay: connect with a WebSocket\n')
  })
  // Room for an approval (two messages) plus its JSON envelope.
  // A web page may connect only from an allowed origin (any page could otherwise use a developer's
  // relay), and one address may hold only so many sockets.
  const wss = new WebSocketServer({
    server,
    maxPayload: maxMessageBytes * 2 + 16 * 1024,
    verifyClient: ({ origin, req }, done) => {
      if (origin !== undefined && !originAllowed(origin, allowedOrigins))
        return done(false, 403, 'Origin not allowed')
      if (peerOf(req.socket.remoteAddress ?? '').sockets >= maxSockets)
        return done(false, 429, 'Too many connections from this client')
      done(true)
    },
  })

  wss.on('connection', (socket, request) => {
    const address = request.socket.remoteAddress ?? ''
    peerOf(address).sockets++
    const client: Client = {
      socket,
      address,
      key: clientKeyFrom(request.url),
      topics: new Set(),
      inFlight: new Map(),
      alive: true,
    }
    clients.add(client)
    socket.on('pong', () => {
      client.alive = true
    })
    socket.on('message', (raw, isBinary) => onFrame(client, raw, isBinary))
    socket.on('error', () => socket.terminate())
    socket.on('close', () => {
      clients.delete(client)
      const peer = peers.get(address)
      if (peer && --peer.sockets === 0) peers.delete(address)
      for (const topic of [...client.topics]) unsubscribe(client, topic)
      client.inFlight.clear()
    })
  })

  const heartbeat = setInterval(() => {
    store.sweep()
    for (const client of clients) {
      if (client.socket.readyState !== client.socket.OPEN) continue
      if (!client.alive) {
        client.socket.terminate()
        continue
      }
      client.alive = false
      client.socket.ping()
    }
  }, pingIntervalMs)
  heartbeat.unref()

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  }).catch((error: unknown) => {
    clearInterval(heartbeat)
    wss.close()
    throw error
  })

  const actualPort = (server.address() as AddressInfo).port
  const urlHost = host.includes(':') ? `[${host}]` : host
  let stopping: Promise<void> | undefined

  return {
    url: `ws://${urlHost}:${actualPort}`,
    port: actualPort,
    stop() {
      stopping ??= (async () => {
        clearInterval(heartbeat)
        for (const client of clients) client.socket.terminate()
        await new Promise<void>((resolve) => wss.close(() => resolve()))
        const closed = new Promise<void>((resolve) => server.close(() => resolve()))
        server.closeAllConnections()
        await closed
        subscribers.clear()
        store.clear()
      })()
      return stopping
    },
  }
}
