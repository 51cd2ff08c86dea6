/**
 * How long an RPC answer may be reused, decided from the method and its parameters before the
 * call, and for some methods settled by the answer itself:
 * - `forever`: cannot change (the chain id);
 * - `head`: depends on the chain's head, kept until a new head is seen;
 * - `block`: read at a block number, kept for good once that block is deeper than the chain's
 *   finality depth, else treated as `head`;
 * - `answer`: looked up by hash; the answer's block number decides, as for `block`;
 * - `never`: a write (or anything not listed), never kept nor merged.
 */
export type CachePolicy =
  | { kind: 'forever' | 'head' | 'answer' | 'never' }
  | { kind: 'block'; from: bigint; to: bigint }

const FOREVER = new Set(['eth_chainId', 'net_version'])
const HEAD = new Set([
  'eth_blockNumber',
  'eth_gasPrice',
  'eth_feeHistory',
  'eth_maxPriorityFeePerGas',
  'eth_blobBaseFee',
  'eth_syncing',
  'net_listening',
  'web3_clientVersion',
  'eth_estimateGas',
  'eth_createAccessList',
])
/** Calls whose block parameter sits at this position; absent means `latest`. */
const BLOCK_PARAM: Record<string, number> = {
  eth_getBalance: 1,
  eth_getCode: 1,
  eth_getTransactionCount: 1,
  eth_call: 1,
  eth_getStorageAt: 2,
  eth_getProof: 2,
  eth_getBlockByNumber: 0,
  eth_getBlockReceipts: 0,
  eth_getBlockTransactionCountByNumber: 0,
  eth_getTransactionByBlockNumberAndIndex: 0,
  eth_getUncleCountByBlockNumber: 0,
}
/** Looked up by a hash; the answer carries the block it belongs to. */
const BY_ANSWER = new Set([
  'eth_getBlockByHash',
  'eth_getTransactionByHash',
  'eth_getTransactionReceipt',
  'eth_getTransactionByBlockHashAndIndex',
])
/** By a block hash, but the answer does not say which block number: kept until the next head. */
const BY_HASH_HEAD = new Set(['eth_getBlockTransactionCountByHash', 'eth_getUncleCountByBlockHash'])

/** A block tag or number as a number, or undefined when it moves with the head. */
export function blockNumberOf(tag: unknown): bigint | undefined {
  if (tag === 'earliest') return 0n
  if (typeof tag === 'string' && /^0x[0-9a-fA-F]{1,16}$/.test(tag)) return BigInt(tag)
  // EIP-1898: { blockNumber } is a fixed block; { blockHash } says nothing of its depth.
  if (tag && typeof tag === 'object' && 'blockNumber' in tag) return blockNumberOf(tag.blockNumber)
  return undefined
}

export function cachePolicy(method: string, params: unknown): CachePolicy {
  if (FOREVER.has(method)) return { kind: 'forever' }
  if (HEAD.has(method) || BY_HASH_HEAD.has(method)) return { kind: 'head' }
  if (BY_ANSWER.has(method)) return { kind: 'answer' }
  const list = Array.isArray(params) ? params : []
  const at = BLOCK_PARAM[method]
  if (at !== undefined) {
    const block = blockNumberOf(list[at])
    return block === undefined ? { kind: 'head' } : { kind: 'block', from: block, to: block }
  }
  if (method === 'eth_getLogs') {
    const filter = list[0] as { fromBlock?: unknown; toBlock?: unknown; blockHash?: unknown } | undefined
    if (!filter || typeof filter !== 'object' || filter.blockHash !== undefined) return { kind: 'head' }
    const from = blockNumberOf(filter.fromBlock ?? 'latest')
    const to = blockNumberOf(filter.toBlock ?? 'latest')
    return from === undefined || to === undefined ? { kind: 'head' } : { kind: 'block', from, to }
  }
  return { kind: 'never' }
}

/** The block number an answer says it belongs to (a block's `number`, a transaction's `blockNumber`). */
export function answerBlock(result: unknown): bigint | undefined {
  if (!result || typeof result !== 'object') return undefined
  const value =
    (result as { blockNumber?: unknown; number?: unknown }).blockNumber ??
    (result as { number?: unknown }).number
  return typeof value === 'string' && /^0x[0-9a-fA-F]{1,16}$/.test(value) ? BigInt(value) : undefined
}

/** Null, or an empty list: for a block not seen yet, this may fill in later. */
export const isEmptyAnswer = (result: unknown) =>
  result === null || result === undefined || (Array.isArray(result) && result.length === 0)

/** Safe finality depths per chain (blocks); a chain not listed gets `DEFAULT_FINALITY_DEPTH`. */
export const FINALITY_DEPTH: Record<string, number> = {
  'eip155:1': 64,
  'eip155:10': 64,
  'eip155:56': 15,
  'eip155:100': 32,
  'eip155:137': 256,
  'eip155:250': 10,
  'eip155:324': 64,
  'eip155:8453': 64,
  'eip155:42161': 64,
  'eip155:43114': 10,
}
export const DEFAULT_FINALITY_DEPTH = 128
