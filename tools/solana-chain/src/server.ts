// HTTP JSON-RPC (single and batch) and the websocket subscriptions on the same port.
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocketServer } from 'ws'
import { ChainError, type LocalSolana } from './chain'
import { createRpcHandlers } from './rpc'

const MAX_BODY_BYTES = 1024 * 1024

interface RpcRequest {
  jsonrpc?: unknown
  id?: unknown
  method?: unknown
  params?: unknown
}

const json = (value: unknown) => JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? Number(v) : v))

function errorBody(id: unknown, error: unknown) {
  const known = error instanceof ChainError
  return {
    jsonrpc: '2.0',
    id: id ?? null,
    error: known
      ? {
          code: error.code,
          message: error.message,
          ...(error.data === undefined ? {} : { data: error.data }),
        }
      : { code: -32603, message: `Internal error: ${(error as Error)?.message ?? String(error)}` },
  }
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) {
        reject(new ChainError(-32600, 'Request body too large'))
        request.destroy()
        return
      }
      chunks.push(chunk)
    })
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

export interface RpcServer {
  url: string
  wsUrl: string
  server: Server
  close(): Promise<void>
}

export async function serveRpc(chain: LocalSolana, port: number, host = '127.0.0.1'): Promise<RpcServer> {
  const handlers = createRpcHandlers(chain)

  function call(request: RpcRequest) {
    if (typeof request !== 'object' || request === null || typeof request.method !== 'string') {
      return errorBody(null, new ChainError(-32600, 'Invalid request'))
    }
    const handler = Object.hasOwn(handlers, request.method) ? handlers[request.method] : undefined
    if (!handler) return errorBody(request.id, new ChainError(-32601, `Method not found: ${request.method}`))
    const params = request.params === undefined ? [] : request.params
    if (!Array.isArray(params))
      return errorBody(request.id, new ChainError(-32602, 'Invalid params: not an array'))
    try {
      return { jsonrpc: '2.0', id: request.id ?? null, result: handler(params) }
    } catch (error) {
      return errorBody(request.id, error)
    }
  }

  const server = createServer(async (request, response) => {
    response.setHeader('access-control-allow-origin', '*')
    response.setHeader('access-control-allow-headers', 'content-type, solana-client')
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end()
      return
    }
    if (request.method !== 'POST') {
      response.writeHead(405, { 'content-type': 'text/plain' }).end('POST JSON-RPC here')
      return
    }
    let body: unknown
    try {
      body = JSON.parse(await readBody(request))
    } catch (error) {
      const parseError = error instanceof ChainError ? error : new ChainError(-32700, 'Parse error')
      response.writeHead(200, { 'content-type': 'application/json' }).end(json(errorBody(null, parseError)))
      return
    }
    const answer = Array.isArray(body)
      ? body.slice(0, 100).map((r) => call(r as RpcRequest))
      : call(body as RpcRequest)
    response.writeHead(200, { 'content-type': 'application/json' }).end(json(answer))
  })

  const sockets = new WebSocketServer({ server, maxPayload: 64 * 1024 })
  sockets.on('connection', (socket) => {
    let nextId = 1
    const subscriptions = new Map<number, () => void>()
    const send = (value: unknown) => {
      if (socket.readyState === socket.OPEN) socket.send(json(value))
    }
    socket.on('message', (data) => {
      let request: RpcRequest
      try {
        request = JSON.parse(String(data))
      } catch {
        send(errorBody(null, new ChainError(-32700, 'Parse error')))
        return
      }
      const method = String(request.method)
      const params = Array.isArray(request.params) ? request.params : []
      const reply = (result: unknown) => send({ jsonrpc: '2.0', id: request.id ?? null, result })
      if (method.endsWith('Unsubscribe')) {
        const id = Number(params[0])
        subscriptions.get(id)?.()
        reply(subscriptions.delete(id))
        return
      }
      const id = nextId++
      if (method === 'signatureSubscribe' && typeof params[0] === 'string') {
        reply(id)
        // A transaction lands synchronously, so its notification may be due at once.
        subscriptions.set(
          id,
          chain.onSignature(params[0], (status) => {
            send({
              jsonrpc: '2.0',
              method: 'signatureNotification',
              params: {
                subscription: id,
                result: { context: { slot: Number(status.slot) }, value: { err: status.err } },
              },
            })
            subscriptions.delete(id)
          }),
        )
        return
      }
      if (
        ['accountSubscribe', 'slotSubscribe', 'rootSubscribe', 'logsSubscribe', 'programSubscribe'].includes(
          method,
        )
      ) {
        // Accepted and kept open, never notified (see the README).
        subscriptions.set(id, () => {})
        reply(id)
        return
      }
      send(errorBody(request.id, new ChainError(-32601, `Method not found: ${method}`)))
    })
    socket.on('close', () => {
      for (const stop of subscriptions.values()) stop()
      subscriptions.clear()
    })
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  const { port: bound } = server.address() as AddressInfo
  return {
    url: `http://${host}:${bound}`,
    wsUrl: `ws://${host}:${bound}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of sockets.clients) client.terminate()
        sockets.close()
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
