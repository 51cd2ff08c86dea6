// Calls to the services server on the frame's own origin (`/embedded/v1/*` and the RPC proxy). The
// bearer session goes along when there is one; an expired session is forgotten at once.
import { projectId } from './context'
import { session, store } from './storage'

export class ServerError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

/** Told when the server says the session expired (the keys are forgotten, the host is told). */
let onSessionExpired = () => {}
export const whenSessionExpires = (listener: () => void) => {
  onSessionExpired = listener
}

export async function api<T>(path: string, body?: unknown, auth = true): Promise<T> {
  const headers: Record<string, string> = {}
  const current = session()
  if (auth && current) headers.authorization = `Bearer ${current.token}`
  if (body !== undefined) headers['content-type'] = 'application/json'
  const response = await fetch(
    `${path}${path.includes('?') ? '&' : '?'}projectId=${encodeURIComponent(projectId)}`,
    {
      method: body === undefined ? 'GET' : 'POST',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    },
  )
  const json = (await response.json().catch(() => ({}))) as { error?: { code: string; message: string } }
  if (!response.ok) {
    const error = new ServerError(
      response.status,
      json.error?.code ?? 'http',
      json.error?.message ?? `HTTP status code: ${response.status}`,
    )
    if (error.code === 'session_expired' && current) {
      store.remove('session')
      onSessionExpired()
    }
    throw error
  }
  return json as T
}

/** The services server's RPC proxy for a chain, named by its CAIP-2 id (`eip155:1`, `solana:<ref>`). */
export const rpcUrl = (chain: string) =>
  `${location.origin}/v1/?chainId=${chain}&projectId=${encodeURIComponent(projectId)}`

/** One JSON-RPC call through the services server's proxy. */
export async function rpc(chain: string, method: string, rpcParams: unknown) {
  const response = await fetch(rpcUrl(chain), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: rpcParams ?? [] }),
  })
  const json = (await response.json().catch(() => ({}))) as { result?: unknown; error?: { message?: string } }
  if (json.error || !response.ok)
    throw new Error(json.error?.message ?? `HTTP status code: ${response.status}`)
  return json.result
}
