// One JSON-RPC call to a network's own RPC URL, for balances: read from the network, not through
// the wallet session (the wallet may be offline, and reads need no approval).

import { type CaipNetwork, FEATURE_ERRORS } from '@latch/core'
import { WalletConnectAdapterError } from '../errors'

export async function networkCall(network: CaipNetwork, method: string, params: unknown[]): Promise<unknown> {
  const url = network.rpcUrls.default.http[0]
  if (!url) throw new WalletConnectAdapterError(FEATURE_ERRORS.NO_BALANCE_RPC_URL(network.name))
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  }).catch((cause: unknown) => {
    throw new WalletConnectAdapterError(
      `Balance request to ${network.name} failed: ${url} could not be reached`,
      { cause },
    )
  })
  if (!response.ok) {
    throw new WalletConnectAdapterError(FEATURE_ERRORS.BALANCE_HTTP_FAILED(network.name, response.status))
  }
  const body = (await response.json().catch(() => null)) as {
    result?: unknown
    error?: { message?: unknown }
  } | null
  if (body?.error) {
    throw new WalletConnectAdapterError(
      `Balance request to ${network.name} failed: ${String(body.error.message).slice(0, 200)}`,
    )
  }
  return body?.result
}
