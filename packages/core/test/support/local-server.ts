import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

// A real HTTP server on a free loopback port, for tests of the clients and the transport.

// Captured at load so a server can really wait while a test fakes the global timers.
const realSetTimeout = globalThis.setTimeout

/** Waits `ms` of real time, even under fake timers. */
export function realDelay(ms: number): Promise<void> {
  return new Promise((resolve) => realSetTimeout(resolve, ms))
}

export interface RecordedRequest {
  method: string
  path: string
  query: Record<string, string>
  headers: IncomingMessage['headers']
  body: unknown
}

export type Handler = (request: RecordedRequest, response: ServerResponse) => void | Promise<void>

export interface LocalServer {
  url: string
  requests: RecordedRequest[]
  /** Replaces the handler for the following requests. */
  handle(handler: Handler): void
  close(): Promise<void>
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}

export async function startLocalServer(
  handler: Handler = (_, res) => sendJson(res, 200, {}),
): Promise<LocalServer> {
  let current = handler
  const requests: RecordedRequest[] = []
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const text = Buffer.concat(chunks).toString('utf8')
    const parsed = new URL(req.url ?? '/', 'http://localhost')
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      path: parsed.pathname,
      query: Object.fromEntries(parsed.searchParams),
      headers: req.headers,
      body: text ? JSON.parse(text) : undefined,
    }
    requests.push(recorded)
    try {
      await current(recorded, res)
    } catch {
      if (!res.headersSent) sendJson(res, 500, { error: 'handler failed' })
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    handle: (next) => {
      current = next
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
