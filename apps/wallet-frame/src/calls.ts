// EIP-5792 in the embedded wallet. With the smart account, a batch is one user operation (atomic)
// and its id is the user operation's hash; with the eoa, the calls go out one transaction after
// another (not atomic) and the id names the list of their hashes, kept in memory for this frame.
import { isValidSendCalls } from '@latch/core'
import { type Address, bytesToHex, type Hex, isAddress, isHex } from 'viem'
import { accountTypeOn } from './accounts'
import { eip155 } from './networks'
import { rpc } from './server'
import { type Call, smartAccountNetworks, userOperationReceipt } from './smart-account'

/** EIP-5792's code for a batch the wallet cannot run atomically. */
export const ATOMICITY_NOT_SUPPORTED = 5760

export class CallsError extends Error {
  constructor(
    message: string,
    readonly code = -32602,
  ) {
    super(message)
  }
}

export interface SendCallsRequest {
  calls: Call[]
  atomicRequired: boolean
}

const MAX_CALLS = 32
const MAX_VALUE = 2n ** 256n - 1n

/** wallet_sendCalls' first parameter, checked as spec section 5 says and then strictly. */
export function parseSendCalls(rpcParams: unknown, chainId: number): SendCallsRequest {
  const [request] = Array.isArray(rpcParams) ? rpcParams : []
  if (!request || typeof request !== 'object') throw new CallsError('wallet_sendCalls needs a request object')
  const { calls, chainId: requested, atomicRequired } = request as Record<string, unknown>
  if (!isValidSendCalls(calls))
    throw new CallsError("Every call needs a 'to' starting with 0x; a 'data' must start with 0x too")
  if (calls.length > MAX_CALLS) throw new CallsError(`At most ${MAX_CALLS} calls in one batch`)
  if (
    requested !== undefined &&
    (typeof requested !== 'string' || !isHex(requested) || Number(requested) !== chainId)
  )
    throw new CallsError(
      `The calls are for chain ${String(requested).slice(0, 20)}, not the current eip155:${chainId}`,
    )
  return {
    atomicRequired: atomicRequired === true,
    calls: calls.map((call, i) => {
      if (!isAddress(call.to, { strict: false }))
        throw new CallsError(`Call ${i + 1}: 'to' is not an address`)
      if (call.data !== undefined && !isHex(call.data))
        throw new CallsError(`Call ${i + 1}: 'data' is not hex`)
      const value = call.value === undefined ? undefined : call.value
      if (
        value !== undefined &&
        (typeof value !== 'string' || !/^0x[0-9a-fA-F]{1,64}$/.test(value) || BigInt(value) > MAX_VALUE)
      )
        throw new CallsError(`Call ${i + 1}: 'value' must be a hex quantity`)
      return {
        to: call.to as Address,
        ...(value === undefined ? {} : { value: BigInt(value) }),
        ...(call.data === undefined ? {} : { data: call.data as Hex }),
      }
    }),
  }
}

/** EIP-5792's code for an id this wallet never gave out. */
export const UNKNOWN_BUNDLE_ID = 5730

/** Batches sent from the eoa: id -> chain and transaction hashes. */
const eoaBatches = new Map<string, { chainId: number; hashes: Hex[] }>()
/** Batches sent as user operations: user operation hash -> chain. */
const smartBatches = new Map<string, number>()
export const rememberSmartBatch = (chainId: number, hash: Hex) => {
  smartBatches.set(hash, chainId)
}
export function rememberEoaBatch(chainId: number, hashes: Hex[]): string {
  const id = bytesToHex(crypto.getRandomValues(new Uint8Array(32)))
  eoaBatches.set(id, { chainId, hashes })
  return id
}

/** wallet_getCapabilities: atomic batches where the smart account acts. */
export async function capabilities(_owner: Address, rpcParams: unknown) {
  const [, requested] = Array.isArray(rpcParams) ? rpcParams : []
  const enabled = await smartAccountNetworks().catch(() => new Map())
  const ids = Array.isArray(requested)
    ? requested.filter((id): id is Hex => typeof id === 'string' && isHex(id)).map(Number)
    : [...enabled.keys()]
  const answer: Record<string, { atomic: { status: 'supported' | 'unsupported' } }> = {}
  for (const id of ids.slice(0, 50)) {
    const smart = enabled.has(id) && (await accountTypeOn(id)) === 'smartAccount'
    answer[`0x${id.toString(16)}`] = { atomic: { status: smart ? 'supported' : 'unsupported' } }
  }
  return answer
}

interface RawReceipt {
  status: Hex
  blockHash: Hex
  blockNumber: Hex
  gasUsed: Hex
  transactionHash: Hex
  logs: Array<{ address: Address; data: Hex; topics: Hex[] }>
}

const receiptOf = (r: RawReceipt) => ({
  logs: r.logs.map(({ address, data, topics }) => ({ address, data, topics })),
  status: r.status,
  blockHash: r.blockHash,
  blockNumber: r.blockNumber,
  gasUsed: r.gasUsed,
  transactionHash: r.transactionHash,
})

/** wallet_getCallsStatus (EIP-5792 v2): 100 pending, 200 confirmed, 500 reverted on chain. */
export async function callsStatus(rpcParams: unknown) {
  const [id] = Array.isArray(rpcParams) ? rpcParams : []
  if (typeof id !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(id))
    throw new CallsError('Unknown bundle id', UNKNOWN_BUNDLE_ID)
  const batch = eoaBatches.get(id)
  if (batch) {
    const receipts = (await Promise.all(
      batch.hashes.map((hash) => rpc(eip155(batch.chainId), 'eth_getTransactionReceipt', [hash])),
    )) as Array<RawReceipt | null>
    const done = receipts.every((r) => r !== null)
    const failed = receipts.some((r) => r && r.status !== '0x1')
    return {
      version: '2.0.0',
      id,
      chainId: `0x${batch.chainId.toString(16)}`,
      atomic: false,
      status: failed ? 500 : done ? 200 : 100,
      ...(done ? { receipts: (receipts as RawReceipt[]).map(receiptOf) } : {}),
    }
  }
  const chainId = smartBatches.get(id)
  if (chainId === undefined) throw new CallsError('Unknown bundle id', UNKNOWN_BUNDLE_ID)
  const receipt = await userOperationReceipt(chainId, id as Hex)
  // Sent but not yet in a bundle: pending until the bundler reports it.
  if (!receipt)
    return { version: '2.0.0', id, chainId: `0x${chainId.toString(16)}`, atomic: true, status: 100 }
  const r = receipt.receipt
  return {
    version: '2.0.0',
    id,
    chainId: `0x${chainId.toString(16)}`,
    atomic: true,
    status: receipt.success ? 200 : 500,
    receipts: [
      {
        logs: receipt.logs.map(({ address, data, topics }) => ({ address, data, topics })),
        status: receipt.success ? '0x1' : '0x0',
        blockHash: r.blockHash,
        blockNumber: `0x${r.blockNumber.toString(16)}`,
        gasUsed: `0x${r.gasUsed.toString(16)}`,
        transactionHash: r.transactionHash,
      },
    ],
  }
}
