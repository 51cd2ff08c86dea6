// The native balance of an eip155 account, read from the chain: through the client's ranked
// transport when there is a services server (as every other read of the client), else from the
// network's RPC URL.

import { type AdapterSetupContext, type BalanceResult, type CaipNetwork, FEATURE_ERRORS } from '@latch/core'
import { clientNativeBalance } from '@latch/core/internal'
import { formatUnits, isAddress } from 'viem'
import { WalletConnectAdapterError } from '../errors'
import { networkCall } from './rpc'

export async function fetchNativeBalance(
  address: string,
  network: CaipNetwork,
  services?: AdapterSetupContext['services'],
): Promise<BalanceResult> {
  if (!isAddress(address, { strict: false })) {
    throw new WalletConnectAdapterError(FEATURE_ERRORS.NOT_AN_EVM_ADDRESS(String(address)))
  }
  const hosted = await clientNativeBalance(services, network, address).catch((cause: unknown) => {
    const reason = cause instanceof Error ? cause.message : String(cause)
    throw new WalletConnectAdapterError(`Balance request to ${network.name} failed: ${reason}`, { cause })
  })
  if (hosted) return hosted
  const result = await networkCall(network, 'eth_getBalance', [address, 'latest'])
  if (typeof result !== 'string' || !/^0x[0-9a-f]+$/i.test(result)) {
    throw new WalletConnectAdapterError(FEATURE_ERRORS.BALANCE_UNREADABLE(network.name))
  }
  const { decimals, symbol } = network.nativeCurrency
  return { balance: formatUnits(BigInt(result), decimals), symbol }
}
