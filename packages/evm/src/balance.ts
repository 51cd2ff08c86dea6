// Native balance read from the chain (not through the wallet, which may be on another chain or
// locked), formatted with bigint maths so no precision is lost. With a services server the read
// goes through the client's ranked transport (hosted RPC first, then each of the network's URLs),
// as the send flow's reads do; without one, straight to the network's first URL.

import {
  type AdapterSetupContext,
  type BalanceResult,
  type CaipNetwork,
  FEATURE_ERRORS,
  formatUnits,
} from '@latch/core'
import { clientNativeBalance } from '@latch/core/internal'
import { evmAdapterError } from './errors'
import { isAddress } from './hex'

export interface BalanceReadOptions {
  /** The services the adapter's setup received, if any. */
  services?: AdapterSetupContext['services']
  /** For the direct read; defaults to the global `fetch`. */
  fetch?: typeof fetch | undefined
}

export async function fetchNativeBalance(
  address: string,
  network: CaipNetwork,
  options: BalanceReadOptions = {},
): Promise<BalanceResult> {
  if (!isAddress(address)) throw evmAdapterError(FEATURE_ERRORS.NOT_AN_EVM_ADDRESS(String(address)))
  const hosted = await clientNativeBalance(options.services, network, address).catch((cause: unknown) => {
    const reason = cause instanceof Error ? cause.message : String(cause)
    throw evmAdapterError(`Balance request to ${network.name} failed: ${reason}`, { cause })
  })
  if (hosted) return hosted
  const fetchImpl = options.fetch ?? globalThis.fetch
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
