import type { Server, ServerOptions } from 'node:http'
import type { Duplex } from 'node:stream'
import type { Logger } from './log'

/** How long a client may take to send a request; a slow or stalled one loses its connection. */
export interface HttpTimeouts {
  /** Until the request's headers are complete (Node's `headersTimeout`). */
  headersMs: number
  /** Until the whole request, body included, has arrived (Node's `requestTimeout`). */
  requestMs: number
  /** An idle keep-alive connection is closed after this long. */
  keepAliveMs: number
}

export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = {
  headersMs: 10_000,
  requestMs: 30_000,
  keepAliveMs: 5_000,
}

/** Node HTTP server options enforcing the timeouts; stalled connections are checked for often. */
export function timeoutOptions(overrides: Partial<HttpTimeouts> = {}): ServerOptions {
  const t = { ...DEFAULT_HTTP_TIMEOUTS, ...overrides }
  for (const [name, ms] of Object.entries(t)) {
    if (!Number.isInteger(ms) || ms <= 0) throw new Error(`HTTP timeout ${name} must be a positive integer`)
  }
  if (t.headersMs > t.requestMs) throw new Error('HTTP timeout headersMs must not exceed requestMs')
  return {
    headersTimeout: t.headersMs,
    requestTimeout: t.requestMs,
    keepAliveTimeout: t.keepAliveMs,
    // Node checks for expired requests on this period (30 s by default, longer than the timeouts).
    connectionsCheckingInterval: Math.max(50, Math.min(1_000, Math.floor(t.headersMs / 2))),
  }
}

const STATUS_OF: Record<string, [number, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout'],
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large'],
}

/**
 * Broken framing (bad chunked encoding, a malformed request line), requests that time out and
 * clients that go away are the client's doing: each is logged as a client error, answered with a
 * 4xx when the socket can still take one, and the connection closed.
 */
export function handleClientErrors(server: Server, log: Logger) {
  server.on('clientError', (error: Error & { code?: string }, socket: Duplex) => {
    const code = error.code ?? 'unknown'
    if (code !== 'ECONNRESET') log.warn('client error', { code, error: error.message.slice(0, 200) })
    if (socket.writable && !(socket as Duplex & { _httpMessage?: unknown })._httpMessage) {
      const [status, text] = STATUS_OF[code] ?? [400, 'Bad Request']
      socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`)
    }
    socket.destroy()
  })
}
