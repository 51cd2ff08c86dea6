// Native balance read from the network's own RPC URL, not through the wallet session: the wallet
// may be offline, and reads need no approval.

import { type BalanceResult, type CaipNetwork, ERRORS } from '@latch/core'
import { formatUnits, isAddress } from 'viem'
import { WalletConnectAdapterError } from './errors'

export async function fetchNativeBalance(address: string, network: CaipNetwork): Promise<BalanceResult> {
  if (!isAddress(address, { strict: false })) {
    throw new WalletConnectAdapterError(ERRORS.NOT_AN_EVM_ADDRESS(String(address)))
  }
  const url = network.rpcUrls.default.http[0]
  if (!url) throw new WalletConnectAdapterError(ERRORS.NO_BALANCE_RPC_URL(network.name))
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [address, 'latest'] }),
  }).catch((cause: unknown) => {
    throw new WalletConnectAdapterError(
      `Balance request to ${network.name} failed: ${url} could not be reached`,
      {
        cause,
      },
    )
  })
  if (!response.ok) {
    throw new WalletConnectAdapterError(ERRORS.BALANCE_HTTP_FAILED(network.name, response.status))
  }
  const body = (await response.json().catch(() => null)) as {
    result?: unknown
    error?: { message?: unknown }
  } | null
  if (body?.error) {
    throw new WalletConnectAdapterError(
      `Balance request to ${network.name} failed: ${String(body.error.message)}`,
    )
  }
  const result = body?.result
  if (typeof result !== 'string' || !/^0x[0-9a-f]+$/i.test(result)) {
    throw new WalletConnectAdapterError(ERRORS.BALANCE_UNREADABLE(network.name))
  }
  return {
    balance: formatUnits(BigInt(result), network.nativeCurrency.decimals),
    symbol: network.nativeCurrency.symbol,
  }
}
