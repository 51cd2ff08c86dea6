// A bare JSON-RPC call: setup talks to anvil directly, including anvil-only methods.
export class RpcError extends Error {}

export async function rpc<T>(url: string, method: string, params: unknown[] = []): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  if (!res.ok) throw new RpcError(`${method} on ${url}: HTTP ${res.status}`)
  const body = (await res.json()) as { result?: T; error?: { message: string } }
  if (body.error) throw new RpcError(`${method} on ${url}: ${body.error.message}`)
  return body.result as T
}
