import type { CaipNetwork } from '../adapter/types'
import { formatUnits } from '../numbers/units'
import { type NetworkRpcOptions, networkRpc, quantity } from './network-rpc'
import { maxFeePerGas, type SendTransactionRequest } from './rules'

// The network fee of a send, asked of the network's own RPC (not the wallet): eth_estimateGas and
// eth_gasPrice, as bigints.

export interface NetworkFee {
  gas: bigint
  gasPrice: bigint
  /** gas * gasPrice, in base units of the native currency. */
  fee: bigint
  /** gas * gasPrice * 1.2: what the Max button keeps back for a native send. */
  reserve: bigint
  /** `fee` as decimal text in whole native units. */
  formatted: string
}

const hex = (value: bigint) => `0x${value.toString(16)}`

export async function estimateNetworkFee(
  parameters: {
    network: CaipNetwork
    from: string
    transaction: SendTransactionRequest
  } & NetworkRpcOptions,
): Promise<NetworkFee> {
  const { network, from, transaction } = parameters
  const call = networkRpc(network, parameters)
  const request = {
    from,
    to: transaction.to,
    ...(transaction.value ? { value: hex(transaction.value) } : {}),
    ...(transaction.data ? { data: transaction.data } : {}),
  }
  const [gasResult, priceResult] = await Promise.all([
    call('eth_estimateGas', [request]),
    call('eth_gasPrice', []),
  ])
  const gas = quantity(gasResult, 'gas estimate')
  const gasPrice = quantity(priceResult, 'gas price')
  const fee = gas * gasPrice
  return {
    gas,
    gasPrice,
    fee,
    reserve: gas * maxFeePerGas(gasPrice),
    formatted: formatUnits(fee, network.nativeCurrency.decimals),
  }
}
