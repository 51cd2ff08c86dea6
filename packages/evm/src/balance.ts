// Native balance read straight from the network's public RPC (not through the wallet, which may be
// on another chain or locked), formatted with bigint maths so no precision is lost.

import { type BalanceResult, type CaipNetwork, FEATURE_ERRORS, formatUnits } from '@latch/core'
import { evmAdapterError } from './errors'
import { isAddress } from './hex'

export async function fetchNativeBalance(
  address: string,
  network: CaipNetwork,
  fetchImpl: typeof fetch = globalThis.fetch,
): Promise<BalanceResult> {
  if (!isAddress(address)) throw evmAdapterError(FEATURE_ERRORS.NOT_AN_EVM_ADDRESS(String(address)))
  const url = network.rpcUrls.default.http[0]
  if (!url) throw evmAdapterError(FEATURE_ERRORS.NO_BALANCE_RPC_URL(network.name))
  const response = await fetchImpl(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [address, 'latest'] }),
  }).catch((cause: unknown) => {
    throw evmAdapterError(`Balance request to ${network.name} failed: ${url} could not be reached`, {
      cause,
    })
  })
  if (!response.ok) {
    throw evmAdapterError(FEATURE_ERRORS.BALANCE_HTTP_FAILED(network.name, response.status))
  }
  const body = (await response.json().catch(() => null)) as {
    result?: unknown
    error?: { code?: unknown; message?: unknown }
  } | null
  if (body?.error) {
    const code = typeof body.error.code === 'number' ? body.error.code : undefined
    throw evmAdapterError(`Balance request to ${network.name} failed: ${String(body.error.message)}`, {
      code,
    })
  }
  const result = body?.result
  if (typeof result !== 'string' || !/^0x[0-9a-f]+$/i.test(result)) {
    throw evmAdapterError(FEATURE_ERRORS.BALANCE_UNREADABLE(network.name))
  }
  const { decimals, symbol } = network.nativeCurrency
  return { balance: formatUnits(BigInt(result), decimals), symbol }
}
