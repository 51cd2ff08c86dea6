// JSON-RPC 2.0 framing for the relay: parsing untrusted frames, typed errors and param readers.

export const RELAY_ERRORS = {
  PARSE_ERROR: -32700,
  INVALID_REQUEST: -32600,
  METHOD_NOT_FOUND: -32601,
  INVALID_PARAMS: -32602,
  RELAY_FULL: -32001,
  TOO_MANY_TOPICS: -32002,
  MESSAGE_TOO_LARGE: -32003,
  RATE_LIMITED: -32004,
} as const

export type RelayErrorName = keyof typeof RELAY_ERRORS

export class RelayError extends Error {
  override name = 'RelayError'
  readonly code: number

  constructor(kind: RelayErrorName, message: string) {
    super(message)
    this.code = RELAY_ERRORS[kind]
  }
}

export type RpcId = number | string

export type Incoming =
  | { kind: 'request'; id: RpcId; method: string; params: unknown }
  | { kind: 'response'; id: RpcId; ok: boolean }
  | { kind: 'invalid'; id: RpcId | null; error: RelayError }

const isId = (value: unknown): value is RpcId =>
  (typeof value === 'number' && Number.isFinite(value)) || typeof value === 'string'

/** Classifies one text frame; never throws. */
export function parseFrame(text: string): Incoming {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    return { kind: 'invalid', id: null, error: new RelayError('PARSE_ERROR', 'Frame is not valid JSON') }
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return {
      kind: 'invalid',
      id: null,
      error: new RelayError('INVALID_REQUEST', 'Frame must be a JSON-RPC object (batches are not supported)'),
    }
  }
  const frame = data as Record<string, unknown>
  const id = isId(frame.id) ? frame.id : null
  if (typeof frame.method === 'string') {
    if (id === null) {
      return {
        kind: 'invalid',
        id: null,
        error: new RelayError('INVALID_REQUEST', 'Request needs a numeric or string id'),
      }
    }
    return { kind: 'request', id, method: frame.method, params: frame.params }
  }
  if (id !== null && ('result' in frame || 'error' in frame)) {
    return { kind: 'response', id, ok: 'result' in frame }
  }
  return {
    kind: 'invalid',
    id,
    error: new RelayError(
      'INVALID_REQUEST',
      'Frame is neither a request (method) nor a response (result/error)',
    ),
  }
}

export function resultFrame(id: RpcId, result: unknown): string {
  return JSON.stringify({ id, jsonrpc: '2.0', result })
}

export function errorFrame(id: RpcId | null, error: RelayError): string {
  return JSON.stringify({ id, jsonrpc: '2.0', error: { code: error.code, message: error.message } })
}

export function requestFrame(id: RpcId, method: string, params: unknown): string {
  return JSON.stringify({ id, jsonrpc: '2.0', method, params })
}

// Param readers: each throws INVALID_PARAMS naming the field, so a client sees what it got wrong.

const MAX_TOPIC_LENGTH = 128

export function paramsObject(params: unknown, method: string): Record<string, unknown> {
  if (typeof params !== 'object' || params === null || Array.isArray(params)) {
    throw new RelayError('INVALID_PARAMS', `${method} needs an object of params`)
  }
  return params as Record<string, unknown>
}

export function readTopic(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_TOPIC_LENGTH) {
    throw new RelayError(
      'INVALID_PARAMS',
      `${field} must be a non-empty string of at most ${MAX_TOPIC_LENGTH} chars`,
    )
  }
  return value
}

export function readTopics(value: unknown, field: string, max: number): string[] {
  if (!Array.isArray(value)) throw new RelayError('INVALID_PARAMS', `${field} must be an array of topics`)
  if (value.length > max) throw new RelayError('INVALID_PARAMS', `${field} holds more than ${max} topics`)
  return value.map((topic, i) => readTopic(topic, `${field}[${i}]`))
}

export function readMessage(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.length === 0) {
    throw new RelayError('INVALID_PARAMS', `${field} must be a non-empty string`)
  }
  return value
}

export function readTtl(value: unknown, fallback: number): number {
  if (value === undefined) return fallback
  if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0) {
    throw new RelayError('INVALID_PARAMS', 'ttl must be a positive whole number of seconds')
  }
  return value
}

export function readTag(value: unknown, fallback: number): number {
  if (value === undefined) return fallback
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw new RelayError('INVALID_PARAMS', 'tag must be a non-negative integer')
  }
  return value
}
