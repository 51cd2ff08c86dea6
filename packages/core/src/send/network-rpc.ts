import type { AdapterSetupContext, BalanceResult, CaipNetwork } from '../adapter/types'
import { FEATURE_ERRORS } from '../errors/codes'
import { LatchError } from '../errors/latch-error'
import { formatUnits } from '../numbers/units'
import type { FallbackTransport } from '../transport/fallback'
import { callJsonRpc } from '../transport/json-rpc'

// Reads from an eip155 network's own RPC (not the wallet, not the services server): what the send
// flow must know as the chain knows it now. The portfolio's lists are cached for 30 s, so the
// balance Max spends and the moment a sent transaction is mined are asked of the chain itself.

const RPC_TIMEOUT_MS = 10_000
/** How often a sent transaction's receipt is asked for. */
export const RECEIPT_POLL_MS = 500
/** After this long a refresh goes ahead without the receipt (a stuck or dropped transaction). */
export const RECEIPT_WAIT_MS = 120_000

export interface NetworkRpcOptions {
  fetch?: typeof fetch
  signal?: AbortSignal
  /** The client's ranked read transport for the network (hosted RPC first); else the network's first URL. */
  transport?: FallbackTransport | undefined
}

export type NetworkCall = (method: string, params: unknown[]) => Promise<unknown>

/** A JSON-RPC caller through `options.transport`, or bound to the network's first RPC URL. */
export function networkRpc(network: CaipNetwork, options: NetworkRpcOptions = {}): NetworkCall {
  const { transport, signal } = options
  if (transport) return (method, params) => transport.request({ method, params }, signal ? { signal } : {})
  const url = network.rpcUrls.default.http[0]
  if (!url) throw new LatchError('NO_RPC_URL', FEATURE_ERRORS.NO_RPC_URL(network.name))
  let id = 0
  return (method, params) =>
    callJsonRpc(
      url,
      { method, params },
      {
        id: ++id,
        timeoutMs: RPC_TIMEOUT_MS,
        ...(options.fetch ? { fetch: options.fetch } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
      },
    )
}

/**
 * The client's ranked read transport for `network` when it has a services server (the hosted RPC
 * first); undefined without one, or when the network has no URL at all: reads then go to the
 * network's own URL. Adapters pass the services their setup received, so the balance they read
 * comes the same way as the one Max spends.
 */
export async function clientTransport(
  services: AdapterSetupContext['services'],
  network: CaipNetwork,
): Promise<FallbackTransport | undefined> {
  if (!services) return undefined
  return (await services.blockchain()).chainRpc(network).catch(() => undefined)
}

/** A hex quantity from the network as a bigint; anything else is an unreadable answer. */
export function quantity(value: unknown, what: string): bigint {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{1,64}$/.test(value)) {
    throw new LatchError('RPC_INVALID_RESPONSE', FEATURE_ERRORS.RPC_UNREADABLE(what))
  }
  return BigInt(value)
}

/** The account's native balance at the latest block, in base units. */
export async function readNativeBalance(
  network: CaipNetwork,
  address: string,
  options: NetworkRpcOptions = {},
): Promise<bigint> {
  return quantity(await networkRpc(network, options)('eth_getBalance', [address, 'latest']), 'balance')
}

/**
 * An eip155 adapter's balance read with a services server: the account's native balance through
 * the client's ranked transport, formatted. Undefined without a services server (or when the
 * network has no URL at all): the adapter then reads the network's own URL itself.
 */
export async function clientNativeBalance(
  services: AdapterSetupContext['services'],
  network: CaipNetwork,
  address: string,
): Promise<BalanceResult | undefined> {
  const transport = await clientTransport(services, network)
  if (!transport) return undefined
  const { decimals, symbol } = network.nativeCurrency
  return { balance: formatUnits(await readNativeBalance(network, address, { transport }), decimals), symbol }
}

/**
 * Resolves with true once the transaction has a receipt (it is in a block). Resolves with false
 * after `timeoutMs`, or at once when this RPC does not know the transaction at all (a wallet that
 * sent it through another node that has not relayed it yet): there is nothing here to wait for.
 * A refresh that ran before the block was sealed would read, and the server would cache for 30 s,
 * the balance from before the send.
 */
export async function waitForReceipt(
  network: CaipNetwork,
  hash: string,
  options: NetworkRpcOptions & { timeoutMs?: number; pollMs?: number } = {},
): Promise<boolean> {
  const call = networkRpc(network, options)
  const deadline = Date.now() + (options.timeoutMs ?? RECEIPT_WAIT_MS)
  for (;;) {
    const receipt = await call('eth_getTransactionReceipt', [hash]).catch(() => null)
    if (receipt && typeof receipt === 'object') return true
    const pending = await call('eth_getTransactionByHash', [hash]).catch(() => null)
    if (!pending || typeof pending !== 'object') return false
    if (Date.now() >= deadline || options.signal?.aborted) return false
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? RECEIPT_POLL_MS))
  }
}
