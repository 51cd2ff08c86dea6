// @solana/kit's RPC client over core's read transport: the hosted RPC of a cluster the services
// server serves, then the network's own URLs, moving on when one is down or failing. Kit
// still shapes the calls and reads the answers; only the way to the endpoints is core's.
import { LatchError } from '@latch/core'
import type { FallbackTransport } from '@latch/core/internal'
import { createSolanaRpcFromTransport, type RpcTransport } from '@solana/kit'
import type { SolanaRpc } from './transfer'

interface Payload {
  id: unknown
  method: string
  params?: unknown
}

/** Kit's u64 params are bigints, which JSON text cannot hold: the node reads them as numbers. */
const jsonSafe = (params: unknown): unknown =>
  JSON.parse(JSON.stringify(params ?? [], (_, value) => (typeof value === 'bigint' ? Number(value) : value)))

export function solanaRpcOver(transport: FallbackTransport): SolanaRpc {
  const over: RpcTransport = async <T>({ payload, signal }: { payload: unknown; signal?: AbortSignal }) => {
    const { id, method, params } = payload as Payload
    try {
      const result = await transport.request({ method, params: jsonSafe(params) }, signal ? { signal } : {})
      return { jsonrpc: '2.0', id, result } as T
    } catch (error) {
      // The node's own JSON-RPC error goes back to kit as an answer, so kit raises its usual error.
      if (!(error instanceof LatchError) || error.code !== 'RPC_ERROR') throw error
      const { rpcCode, data } = (error.details ?? {}) as { rpcCode?: number; data?: unknown }
      return { jsonrpc: '2.0', id, error: { code: rpcCode, message: error.message, data } } as T
    }
  }
  return createSolanaRpcFromTransport(over) as SolanaRpc
}
