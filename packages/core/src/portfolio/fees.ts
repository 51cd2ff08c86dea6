import type { CaipNetwork } from '../adapter/types'
import { LatchError } from '../errors/latch-error'
import { formatUnits } from '../numbers/units'
import { callJsonRpc } from '../transport/json-rpc'
import { maxFeePerGas, type SendTransactionRequest } from './send'

// The network fee of a send, asked of the network's own RPC (not the wallet): eth_estimateGas and
// eth_gasPrice, as bigints.

const RPC_TIMEOUT_MS = 10_000

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

function quantity(value: unknown, what: string): bigint {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{1,64}$/.test(value)) {
    throw new LatchError('RPC_INVALID_RESPONSE', `The network returned an unreadable ${what}`)
  }
  return BigInt(value)
}

const hex = (value: bigint) => `0x${value.toString(16)}`

export async function estimateNetworkFee(parameters: {
  network: CaipNetwork
  from: string
  transaction: SendTransactionRequest
  fetch?: typeof fetch
  signal?: AbortSignal
}): Promise<NetworkFee> {
  const { network, from, transaction } = parameters
  const url = network.rpcUrls.default.http[0]
  if (!url) throw new LatchError('NO_RPC_URL', `Network ${network.name} has no RPC URL to estimate fees with`)
  const call = (method: string, params: unknown[], id: number) =>
    callJsonRpc(
      url,
      { method, params },
      {
        id,
        timeoutMs: RPC_TIMEOUT_MS,
        ...(parameters.fetch ? { fetch: parameters.fetch } : {}),
        ...(parameters.signal ? { signal: parameters.signal } : {}),
      },
    )
  const request = {
    from,
    to: transaction.to,
    ...(transaction.value ? { value: hex(transaction.value) } : {}),
    ...(transaction.data ? { data: transaction.data } : {}),
  }
  const [gasResult, priceResult] = await Promise.all([
    call('eth_estimateGas', [request], 1),
    call('eth_gasPrice', [], 2),
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
