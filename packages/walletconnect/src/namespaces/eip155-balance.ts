// The native balance of an eip155 account, from the network's RPC URL.

import { type BalanceResult, type CaipNetwork, FEATURE_ERRORS } from '@latch/core'
import { formatUnits, isAddress } from 'viem'
import { WalletConnectAdapterError } from '../errors'
import { networkCall } from './rpc'

export async function fetchNativeBalance(address: string, network: CaipNetwork): Promise<BalanceResult> {
  if (!isAddress(address, { strict: false })) {
    throw new WalletConnectAdapterError(FEATURE_ERRORS.NOT_AN_EVM_ADDRESS(String(address)))
  }
  const result = await networkCall(network, 'eth_getBalance', [address, 'latest'])
  if (typeof result !== 'string' || !/^0x[0-9a-f]+$/i.test(result)) {
    throw new WalletConnectAdapterError(FEATURE_ERRORS.BALANCE_UNREADABLE(network.name))
  }
  return {
    balance: formatUnits(BigInt(result), network.nativeCurrency.decimals),
    symbol: network.nativeCurrency.symbol,
  }
}
