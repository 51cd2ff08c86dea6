// A small server that follows the ServerSessionStore contract, for tests: it issues single-use
// nonces, verifies {message, signature} for real, and keeps the session behind an HttpOnly cookie.
import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { generateSiweNonce } from 'viem/siwe'
import { parseSIWXMessage } from '../src/message/parse'
import type { SIWXSession, SIWXVerifier } from '../src/types'

export const COOKIE = 'latch_siwx'

export interface AuthServer {
  url: string
  /** Set-Cookie headers sent, for checking cookie attributes. */
  setCookies: string[]
  close(): Promise<void>
}

export async function startAuthServer(options: {
  domain: string
  verifier: SIWXVerifier
}): Promise<AuthServer> {
  const nonces = new Set<string>()
  const sessions = new Map<string, SIWXSession>()
  const setCookies: string[] = []

  const send = (res: ServerResponse, status: number, body?: unknown, cookie?: string) => {
    if (cookie) {
      setCookies.push(cookie)
      res.setHeader('set-cookie', cookie)
    }
    res.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' })
    res.end(body === undefined ? undefined : JSON.stringify(body))
  }
  const cookieOf = (req: IncomingMessage) =>
    /(?:^|;\s*)latch_siwx=([a-f0-9]+)/.exec(req.headers.cookie ?? '')?.[1] ?? ''
  const readJson = async (req: IncomingMessage): Promise<Record<string, unknown>> => {
    let text = ''
    for await (const chunk of req) text += chunk
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
  }

  const server = createServer(async (req, res) => {
    try {
      const route = `${req.method} ${req.url}`
      if (route === 'GET /auth/nonce') {
        const nonce = generateSiweNonce()
        nonces.add(nonce)
        return send(res, 200, { nonce })
      }
      if (route === 'POST /auth/verify') {
        const { message, signature } = await readJson(req)
        if (typeof message !== 'string' || typeof signature !== 'string')
          return send(res, 400, { error: 'message and signature are required' })
        let session: SIWXSession
        try {
          session = { data: parseSIWXMessage(message), message, signature }
          await options.verifier.verify(session, {
            domain: options.domain,
            checkNonce: (nonce) => nonces.delete(nonce),
          })
        } catch (error) {
          return send(res, 401, { error: (error as Error).message })
        }
        const id = randomBytes(16).toString('hex')
        sessions.set(id, session)
        return send(res, 200, { session }, `${COOKIE}=${id}; HttpOnly; Path=/; SameSite=Lax`)
      }
      if (route === 'GET /auth/session') {
        const session = sessions.get(cookieOf(req))
        return session ? send(res, 200, { session }) : send(res, 401, { error: 'not signed in' })
      }
      if (route === 'POST /auth/signout') {
        sessions.delete(cookieOf(req))
        return send(res, 204, undefined, `${COOKIE}=; HttpOnly; Path=/; Max-Age=0`)
      }
      send(res, 404, { error: 'not found' })
    } catch {
      send(res, 400, { error: 'bad request' })
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    setCookies,
    close: () => new Promise((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  }
}

/** Node's fetch keeps no cookies; this one does, as a browser would for the server's origin. */
export function cookieFetch(): typeof fetch {
  let cookie = ''
  return async (input, init) => {
    const headers = new Headers(init?.headers)
    if (cookie) headers.set('cookie', cookie)
    const response = await fetch(input, { ...init, headers })
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';')[0] ?? ''
      cookie = pair.endsWith('=') ? '' : pair
    }
    return response
  }
}
