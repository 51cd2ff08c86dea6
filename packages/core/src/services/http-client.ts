import { FEATURE_ERRORS } from '../errors/codes'
import { LatchError } from '../errors/latch-error'

// The one HTTP client every service call goes through. `fetch` is looked up when a request is made,
// never at import, so importing core performs no I/O and works without a global fetch (SSR).

export type QueryValue = string | number | boolean | undefined | null | readonly (string | number)[]
export type QueryParams = Record<string, QueryValue>

export interface HttpRequest {
  path: string
  params?: QueryParams
  headers?: Record<string, string>
  signal?: AbortSignal
}

export interface HttpPostRequest extends HttpRequest {
  body?: unknown
}

export interface HttpClientOptions {
  baseUrl: string
  /** Query parameters added to every request (e.g. projectId, st, sv). */
  defaultParams?: () => QueryParams
  headers?: Record<string, string>
  fetch?: typeof fetch
  /** How long a request may wait for its answer; default RESPONSE_TIMEOUT_MS. */
  timeoutMs?: number
}

/**
 * A service call that has not answered in 20 s fails as a network error: a server that takes the
 * connection and never answers would otherwise leave a view loading for good (a quote, Connect's
 * rows kept for the directory's wallets). Generous, since the visitor is waiting anyway.
 */
export const RESPONSE_TIMEOUT_MS = 20_000

export interface HttpClient {
  url(path: string, params?: QueryParams): string
  get<T>(request: HttpRequest): Promise<T>
  post<T>(request: HttpPostRequest): Promise<T>
}

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError'
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`

  function url(path: string, params: QueryParams = {}): string {
    // Paths are joined under the base URL's own path, with or without a leading slash.
    const target = new URL(path.replace(/^\/+/, ''), base)
    const all = { ...options.defaultParams?.(), ...params }
    for (const [key, value] of Object.entries(all)) {
      if (value === undefined || value === null) continue
      target.searchParams.set(key, Array.isArray(value) ? value.join(',') : String(value))
    }
    return target.toString()
  }

  async function send<T>(method: 'GET' | 'POST', request: HttpPostRequest): Promise<T> {
    const target = url(request.path, request.params)
    const doFetch = options.fetch ?? globalThis.fetch
    const hasBody = method === 'POST' && request.body !== undefined
    const timeoutMs = options.timeoutMs ?? RESPONSE_TIMEOUT_MS
    // The caller's abort and the time-out both end the request; only the caller's reads as an abort.
    const ended = new AbortController()
    const end = () => ended.abort()
    if (request.signal?.aborted) end()
    request.signal?.addEventListener('abort', end)
    const timer = setTimeout(end, timeoutMs)
    let response: Response
    let text: string
    try {
      response = await doFetch(target, {
        method,
        headers: {
          ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
          ...options.headers,
          ...request.headers,
        },
        ...(hasBody ? { body: JSON.stringify(request.body) } : {}),
        signal: ended.signal,
      })
      text = await response.text()
    } catch (error) {
      if (request.signal?.aborted || (isAbort(error) && !ended.signal.aborted)) {
        throw new LatchError('ABORTED', FEATURE_ERRORS.SOMETHING_WENT_WRONG, {
          cause: error,
          details: { url: target },
        })
      }
      // The visitor reads the message; the request it was about is for the logs.
      throw new LatchError('NETWORK_ERROR', FEATURE_ERRORS.NETWORK_REQUEST_FAILED, {
        cause: error,
        details: `${method} ${target}${ended.signal.aborted ? `: no answer in ${timeoutMs} ms` : ''}`,
      })
    } finally {
      clearTimeout(timer)
      request.signal?.removeEventListener('abort', end)
    }
    if (!response.ok) {
      throw new LatchError('HTTP_STATUS', FEATURE_ERRORS.HTTP_STATUS(response.status), {
        details: { status: response.status, url: target, body: text.slice(0, 2000) },
      })
    }
    if (text === '') return undefined as T
    try {
      return JSON.parse(text) as T
    } catch (error) {
      throw new LatchError('INVALID_RESPONSE', FEATURE_ERRORS.SOMETHING_WENT_WRONG, {
        cause: error,
        details: `Invalid JSON response from ${method} ${target}`,
      })
    }
  }

  return {
    url,
    get: (request) => send('GET', request),
    post: (request) => send('POST', request),
  }
}

/** The HTTP status of an error thrown by the client, if it was a non-ok response. */
export function httpStatusOf(error: unknown): number | undefined {
  if (!(error instanceof LatchError) || error.code !== 'HTTP_STATUS') return undefined
  return (error.details as { status?: number } | undefined)?.status
}

/**
 * The services server's own `{ error: { code, message } }` of an error thrown by the client, if
 * its answer carried one: the code says what was refused, the message is written for a person.
 */
export function serviceErrorOf(error: unknown): { code?: string; message?: string } | undefined {
  const body = (error as { details?: { body?: unknown } } | undefined)?.details?.body
  if (typeof body !== 'string') return undefined
  try {
    const found = (JSON.parse(body) as { error?: { code?: unknown; message?: unknown } } | null)?.error
    if (!found) return undefined
    return {
      ...(typeof found.code === 'string' ? { code: found.code } : {}),
      ...(typeof found.message === 'string' && found.message ? { message: found.message } : {}),
    }
  } catch {
    return undefined
  }
}
