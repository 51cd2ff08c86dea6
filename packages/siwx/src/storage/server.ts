// Sessions held by a server behind an HTTP-only cookie, so page scripts never see the credential.
// The server contract (all JSON, same cookie on every call, `credentials: 'include'`):
//   GET  {base}/auth/nonce    -> 200 { nonce }                       a fresh single-use nonce
//   POST {base}/auth/verify   { message, signature }
//                             -> 200 { session } + Set-Cookie (HttpOnly), or 4xx { error }
//   GET  {base}/auth/session  -> 200 { session } | 200 { session: null } | 401
//   POST {base}/auth/signout  -> 2xx, clears the cookie
import { BaseError, type CaipNetworkId } from '@latch/core'
import type { SIWXSession, SIWXStorage } from '../types'
import { belongsTo, isSessionShape } from './sessions'

export interface ServerSessionStoreOptions {
  /** Where the `/auth/*` routes live, e.g. `https://api.example.com` or `/api`. */
  baseUrl: string
  /** Default the global `fetch`. */
  fetch?: typeof fetch
  /** Default `include`, so the cookie travels to another origin too. */
  credentials?: RequestCredentials
}

/** The auth server answered with an error; `status` (also `code`) is its HTTP status. */
export class SIWXServerError extends BaseError<number> {
  override name = 'SIWXServerError'
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(status, message)
  }
}

export class ServerSessionStore implements SIWXStorage {
  private readonly base: string

  constructor(private readonly options: ServerSessionStoreOptions) {
    if (typeof options?.baseUrl !== 'string')
      throw new Error('ServerSessionStore: baseUrl must be a string like "https://api.example.com"')
    this.base = options.baseUrl.replace(/\/+$/, '')
  }

  private async call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Response> {
    const doFetch = this.options.fetch ?? globalThis.fetch
    return doFetch(`${this.base}${path}`, {
      method,
      credentials: this.options.credentials ?? 'include',
      headers:
        body === undefined
          ? { accept: 'application/json' }
          : { 'content-type': 'application/json', accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  }

  private async json(response: Response, what: string): Promise<Record<string, unknown>> {
    const text = await response.text()
    let value: unknown
    try {
      value = text ? JSON.parse(text) : {}
    } catch {
      value = undefined
    }
    if (!response.ok) {
      const error = (value as { error?: unknown } | undefined)?.error
      throw new SIWXServerError(
        response.status,
        `SIWX server: ${what} failed (${response.status})${typeof error === 'string' ? `: ${error}` : ''}`,
      )
    }
    if (typeof value !== 'object' || value === null)
      throw new SIWXServerError(response.status, `SIWX server: ${what} did not answer with a JSON object`)
    return value as Record<string, unknown>
  }

  async getNonce(): Promise<string> {
    const { nonce } = await this.json(await this.call('GET', '/auth/nonce'), 'GET /auth/nonce')
    if (typeof nonce !== 'string' || !/^[a-zA-Z0-9]{8,}$/.test(nonce))
      throw new SIWXServerError(
        200,
        'SIWX server: GET /auth/nonce gave no usable nonce (8+ letters or digits)',
      )
    return nonce
  }

  async add(session: SIWXSession): Promise<void> {
    const body = { message: session.message, signature: session.signature }
    await this.json(await this.call('POST', '/auth/verify', body), 'POST /auth/verify')
  }

  /** The server's current session, or undefined when signed out. */
  async current(): Promise<SIWXSession | undefined> {
    const response = await this.call('GET', '/auth/session')
    if (response.status === 401) {
      await response.body?.cancel()
      return undefined
    }
    const { session } = await this.json(response, 'GET /auth/session')
    if (session == null) return undefined
    if (!isSessionShape(session))
      throw new SIWXServerError(200, 'SIWX server: GET /auth/session gave a malformed session')
    return session
  }

  async get(chainId: CaipNetworkId, address: string): Promise<SIWXSession[]> {
    const session = await this.current()
    return session && belongsTo(session, chainId, address) ? [session] : []
  }

  /** The cookie holds one session: the last one given is the one kept. */
  async set(sessions: SIWXSession[]): Promise<void> {
    await this.signOut()
    for (const session of sessions) await this.add(session)
  }

  async delete(chainId: CaipNetworkId, address: string): Promise<void> {
    const session = await this.current()
    if (session && belongsTo(session, chainId, address)) await this.signOut()
  }

  async signOut(): Promise<void> {
    await this.json(await this.call('POST', '/auth/signout'), 'POST /auth/signout')
  }
}
