// A bare WebSocket JSON-RPC client for driving the relay frame by frame in tests.
import WebSocket from 'ws'

export interface Frame {
  id?: number | string | null
  method?: string
  params?: { id?: string; data?: { topic: string; message: string; publishedAt: number; tag: number } }
  result?: unknown
  error?: { code: number; message: string }
}

/** An unsigned JWT whose payload names the client, the way the relay reads `?auth=`. */
export function fakeAuth(iss: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${part({ alg: 'EdDSA', typ: 'JWT' })}.${part({ iss, sub: 'test' })}.c2ln`
}

export interface RawClient {
  socket: WebSocket
  /** Every irn_subscription received so far, in order. */
  deliveries: Frame[]
  request(method: string, params?: unknown): Promise<Frame>
  sendText(text: string | Buffer): void
  /** Resolves with the next frame that is not a reply to our own requests. */
  nextUnsolicited(): Promise<Frame>
  waitForDeliveries(count: number, timeoutMs?: number): Promise<Frame[]>
  close(): Promise<void>
}

export async function connect(
  url: string,
  options: { iss?: string; autoAck?: boolean; autoPong?: boolean; origin?: string } = {},
): Promise<RawClient> {
  const query = `?auth=${fakeAuth(options.iss ?? `did:key:z${Math.random().toString(36).slice(2)}`)}&projectId=test`
  const socket = new WebSocket(`${url}/${query}`, {
    autoPong: options.autoPong ?? true,
    ...(options.origin ? { origin: options.origin } : {}),
  })
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })
  const deliveries: Frame[] = []
  const pending = new Map<number | string, (frame: Frame) => void>()
  const unsolicited: Frame[] = []
  const waiters: ((frame: Frame) => void)[] = []
  let nextId = 1
  socket.on('message', (raw) => {
    const frame = JSON.parse(raw.toString()) as Frame
    if (frame.method === undefined && frame.id != null && pending.has(frame.id)) {
      pending.get(frame.id)?.(frame)
      pending.delete(frame.id)
      return
    }
    if (frame.method === 'irn_subscription') {
      deliveries.push(frame)
      if (options.autoAck ?? true) socket.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
    }
    const waiter = waiters.shift()
    if (waiter) waiter(frame)
    else unsolicited.push(frame)
  })
  return {
    socket,
    deliveries,
    request(method, params) {
      const id = nextId++
      return new Promise((resolve) => {
        pending.set(id, resolve)
        socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
      })
    },
    sendText(text) {
      socket.send(text)
    },
    nextUnsolicited() {
      const queued = unsolicited.shift()
      if (queued) return Promise.resolve(queued)
      return new Promise((resolve) => waiters.push(resolve))
    },
    async waitForDeliveries(count, timeoutMs = 2000) {
      const start = Date.now()
      while (deliveries.length < count) {
        if (Date.now() - start > timeoutMs) {
          throw new Error(`Expected ${count} deliveries, got ${deliveries.length}`)
        }
        await new Promise((r) => setTimeout(r, 10))
      }
      return deliveries
    },
    close() {
      if (socket.readyState === WebSocket.CLOSED) return Promise.resolve()
      return new Promise((resolve) => {
        socket.once('close', () => resolve())
        socket.close()
      })
    },
  }
}
