import {
  BaseError,
  type Hex,
  hexToBigInt,
  type PublicClient,
  type RpcBlock,
  RpcError,
  type RpcLog,
  toHex,
} from 'viem'
import type { Db } from '../db/connect'
import type { Logger } from '../http/log'
import type { Catalog, ChainCatalog } from '../portfolio/catalog'
import { chainClient } from '../portfolio/chain-reader'
import { type ConfirmationsSetting, confirmationsFor } from './confirmations'
import { type CallFrame, internalValueRows, WITHDRAWAL_TOPIC } from './internal-values'
import { type Cursor, type TransferRow, TransferStore } from './store'

/** keccak256("Transfer(address,address,uint256)"): ERC-20 (3 topics) and ERC-721 (4 topics). */
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
/**
 * keccak256("Approval(address,address,uint256)"): an ERC-20 allowance (3 topics) moves nothing,
 * but Activity names the transaction that gave it (a swap's first step) for what it was.
 */
export const APPROVAL_TOPIC = '0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925'

export interface IndexerOptions {
  /**
   * Blocks this close to the head may still change: each pass reads them again, replacing what
   * was stored, and history shows their transactions as `pending`. One depth, or depths by
   * CAIP-2 id; default 0 on a devnet (it mines on demand and never reorganises on its own) and
   * `REMOTE_CONFIRMATIONS` on any other chain.
   */
  confirmations?: ConfirmationsSetting
  /**
   * Stored blocks compared per round when looking for where a reorganised chain forked (default
   * 64). A reorg deeper than one window is followed back window by window to the fork.
   */
  reorgWindow?: number
  /** Time between polls of `eth_blockNumber`, in ms (default 1000). */
  pollMs?: number
  /** Blocks read and committed together (default 500). */
  batchBlocks?: number
  /**
   * CAIP-2 chains to follow (default: the manifest's chains). Manifest chains are read from block
   * 0; others from the block that is the head when they are first seen.
   */
  chains?: string[]
}

const MAX_BACKOFF_MS = 30_000
/** Reorgs met during one pass before it gives up until the next poll. */
const MAX_REORGS_PER_PASS = 3

interface ChainSettings {
  confirmations: number
  reorgWindow: number
  pollMs: number
  batchBlocks: number
}

/** The chain read did not continue the blocks already read or stored: it was reorganised. */
class ReorgDuringRead extends Error {}

const topicAddress = (topic: Hex | undefined) =>
  topic && topic.length === 66 ? `0x${topic.slice(26).toLowerCase()}` : undefined

/**
 * Turns a Transfer log into a row, and an ERC-20 Approval into an `approval` row (owner to
 * spender, the allowance as value); logs of neither shape give none.
 */
function logRow(chainId: string, log: RpcLog, blockTime: number): TransferRow | undefined {
  const { topics } = log
  const from = topicAddress(topics[1])
  const to = topicAddress(topics[2])
  if (
    log.removed ||
    !from ||
    !to ||
    !log.transactionHash ||
    !log.logIndex ||
    !log.blockNumber ||
    !log.blockHash ||
    !log.transactionIndex
  )
    return undefined
  const base = {
    chainId,
    txHash: log.transactionHash.toLowerCase(),
    logIndex: Number(log.logIndex),
    blockNumber: Number(log.blockNumber),
    blockHash: log.blockHash.toLowerCase(),
    blockTime,
    txIndex: Number(log.transactionIndex),
    token: log.address.toLowerCase(),
    from,
    to,
  }
  const approval = topics[0] === APPROVAL_TOPIC
  if (topics.length === 3 && log.data.length === 66) {
    const kind = approval ? 'approval' : 'erc20'
    return { ...base, kind, value: hexToBigInt(log.data).toString(), tokenId: null }
  }
  if (approval) return undefined
  const id = topics[3]
  if (topics.length === 4 && id && id.length === 66 && log.data === '0x') {
    return { ...base, kind: 'erc721', value: '1', tokenId: hexToBigInt(id).toString() }
  }
  return undefined
}

/** One row per transaction for the native value it moved (zero included: it shows a call). */
function nativeRows(chainId: string, block: RpcBlock<'latest', true>): TransferRow[] {
  if (!block.hash || !block.number) return []
  const blockHash = block.hash.toLowerCase()
  return block.transactions.map((tx) => ({
    chainId,
    txHash: tx.hash.toLowerCase(),
    logIndex: -1,
    blockNumber: Number(block.number),
    blockHash,
    blockTime: Number(block.timestamp),
    txIndex: Number(tx.transactionIndex),
    kind: 'native',
    token: '',
    from: tx.from.toLowerCase(),
    to: tx.to?.toLowerCase() ?? '',
    value: hexToBigInt(tx.value).toString(),
    tokenId: null,
  }))
}

/** JSON-RPC's "method not found", and the "not supported" nodes answer for methods they leave out. */
function isMethodUnavailable(error: unknown): boolean {
  return (
    error instanceof BaseError &&
    !!error.walk((e) => e instanceof RpcError && [-32601, -32004].includes(e.code))
  )
}

/** Follows one chain: reads new blocks in ranges, stores their transfers, moves the cursor. */
export class ChainIndexer {
  private readonly client: PublicClient
  private queue: Promise<void> = Promise.resolve()
  private timer: NodeJS.Timeout | undefined
  private stopped = false
  private failures = 0
  /** Whether the node answers debug_traceTransaction (until it first fails to). */
  private traces = true

  constructor(
    readonly chain: ChainCatalog,
    private readonly store: TransferStore,
    private readonly log: Logger,
    private readonly options: ChainSettings,
  ) {
    this.client = chainClient(chain)
  }

  /** Runs one pass after any pass already under way; rejects when the chain could not be read. */
  run(): Promise<void> {
    const next = this.queue.then(() => (this.stopped ? undefined : this.pass()))
    this.queue = next.catch(() => {})
    return next
  }

  start(): void {
    const tick = async () => {
      try {
        await this.run()
        this.failures = 0
      } catch (error) {
        this.failures += 1
        this.log.warn('indexer pass failed', { chain: this.chain.chain, error: String(error) })
      }
      if (this.stopped) return
      const delay = Math.min(MAX_BACKOFF_MS, this.options.pollMs * 2 ** Math.min(this.failures, 5))
      this.timer = setTimeout(tick, delay)
    }
    void tick()
  }

  /** Stops polling and waits for the current range; a range not yet committed is read again next time. */
  async stop(): Promise<void> {
    this.stopped = true
    clearTimeout(this.timer)
    await this.queue
  }

  private async blockHash(number: number): Promise<string | undefined> {
    const block = await this.client.request({
      method: 'eth_getBlockByNumber',
      params: [toHex(number), false],
    })
    return block?.hash?.toLowerCase() ?? undefined
  }

  private async pass(reorgs = 0): Promise<void> {
    const chainId = this.chain.chain
    const head = Number(await this.client.getBlockNumber({ cacheTime: 0 }))
    const cursor = await this.store.cursor(chainId)
    let from: number
    // The hash the next block read must name as its parent, when that block follows one stored.
    let parent: string | undefined
    let replaceFrom: number | undefined
    if (!cursor) {
      from = this.chain.local ? 0 : head
    } else {
      // The block the cursor stands on must still be the same block; if not, the chain was
      // reorganised under us and everything after the fork is read again.
      const hash = cursor.blockNumber <= head ? await this.blockHash(cursor.blockNumber) : undefined
      if (hash !== cursor.blockHash) {
        from = (await this.forkPoint(cursor, head)) + 1
        this.log.warn('chain reorganised', { chain: chainId, at: cursor.blockNumber, head, from })
      } else {
        from = Math.max(0, cursor.blockNumber + 1 - this.options.confirmations)
        if (from > cursor.blockNumber) parent = cursor.blockHash
      }
      if (from <= cursor.blockNumber) replaceFrom = from
    }
    for (let lo = from; lo <= head && !this.stopped; ) {
      const hi = Math.min(head, lo + this.options.batchBlocks - 1)
      let range: { rows: TransferRow[]; lastHash: string }
      try {
        range = await this.read(lo, hi, parent)
      } catch (error) {
        if (!(error instanceof ReorgDuringRead) || reorgs >= MAX_REORGS_PER_PASS) throw error
        // What is committed so far may sit on the dropped branch: start over from the cursor,
        // whose hash check finds the fork.
        this.log.warn('chain reorganised during read', { chain: chainId, from: lo, to: hi })
        return this.pass(reorgs + 1)
      }
      if (this.stopped) return
      await this.store.commit(
        chainId,
        range.rows,
        { blockNumber: hi, blockHash: range.lastHash },
        lo === from ? replaceFrom : undefined,
      )
      if (range.rows.length > 0)
        this.log.info('indexed', { chain: chainId, from: lo, to: hi, rows: range.rows.length })
      parent = range.lastHash
      lo = hi + 1
    }
  }

  /**
   * The highest stored block the chain still holds, found by comparing the hashes of stored
   * blocks one window at a time, newest first; below every stored block when none survives.
   * A block with no transfers stored cannot be compared, but it survived when a stored block
   * above it did (each hash commits to its parent).
   */
  private async forkPoint(cursor: Cursor, head: number): Promise<number> {
    let below = cursor.blockNumber + 1
    let lowest = cursor.blockNumber
    for (;;) {
      const stored = await this.store.blocksBelow(this.chain.chain, below, this.options.reorgWindow)
      const candidates = stored.filter((b) => b.blockNumber <= head)
      const hashes = await Promise.all(candidates.map((b) => this.blockHash(b.blockNumber)))
      const kept = candidates.find((b, i) => hashes[i] === b.blockHash)
      if (kept) return kept.blockNumber
      const last = stored.at(-1)
      if (last) lowest = last.blockNumber
      // Nothing stored survived: a devnet is read again from genesis, another chain from the
      // first block stored (the indexer started there).
      if (!last || stored.length < this.options.reorgWindow) return this.chain.local ? -1 : lowest - 1
      below = last.blockNumber
    }
  }

  /**
   * Logs and blocks of one range. Each block must name the one before it as its parent, the
   * first one `parent` when given, and logs must come from the blocks read: anything else means
   * the chain was reorganised while it was read.
   */
  private async read(
    lo: number,
    hi: number,
    parent: string | undefined,
  ): Promise<{ rows: TransferRow[]; lastHash: string }> {
    const numbers = Array.from({ length: hi - lo + 1 }, (_, i) => lo + i)
    const [logs, blocks] = await Promise.all([
      this.client.request({
        method: 'eth_getLogs',
        params: [
          {
            fromBlock: toHex(lo),
            toBlock: toHex(hi),
            topics: [[TRANSFER_TOPIC, APPROVAL_TOPIC, WITHDRAWAL_TOPIC]],
          },
        ],
      }),
      Promise.all(
        numbers.map((n) => this.client.request({ method: 'eth_getBlockByNumber', params: [toHex(n), true] })),
      ),
    ])
    const byNumber = new Map<number, RpcBlock<'latest', true>>()
    let previous = parent
    for (const [i, block] of blocks.entries()) {
      if (!block) throw new ReorgDuringRead(`block ${numbers[i]} is missing on ${this.chain.chain}`)
      const hash = block.hash?.toLowerCase()
      if (!hash) throw new Error(`block ${numbers[i]} has no hash on ${this.chain.chain}`)
      if (previous !== undefined && block.parentHash.toLowerCase() !== previous) {
        throw new ReorgDuringRead(`block ${numbers[i]} does not follow the block before it`)
      }
      previous = hash
      byNumber.set(Number(block.number), block as RpcBlock<'latest', true>)
    }
    const rows = [...byNumber.values()].flatMap((block) => nativeRows(this.chain.chain, block))
    const unwrapped = new Set<string>()
    for (const log of logs) {
      const block = byNumber.get(Number(log.blockNumber))
      if (!block || block.hash?.toLowerCase() !== log.blockHash?.toLowerCase()) {
        throw new ReorgDuringRead(`logs and blocks disagree at block ${Number(log.blockNumber)}`)
      }
      if (log.topics[0] === WITHDRAWAL_TOPIC) {
        if (log.transactionHash) unwrapped.add(log.transactionHash.toLowerCase())
        continue
      }
      const row = logRow(this.chain.chain, log, Number(block.timestamp))
      if (row) rows.push(row)
    }
    for (const native of rows.filter((row) => row.logIndex === -1 && unwrapped.has(row.txHash)))
      rows.push(...(await this.internalValues(native)))
    return { rows, lastHash: previous as string }
  }

  /**
   * The native value paid out inside an unwrapping transaction (./internal-values). A node that
   * cannot trace is asked once: its history then shows such a payout as the token sent only.
   */
  private async internalValues(native: TransferRow): Promise<TransferRow[]> {
    if (!this.traces) return []
    try {
      const top = (await this.client.request({
        method: 'debug_traceTransaction',
        params: [native.txHash, { tracer: 'callTracer' }],
      } as never)) as CallFrame
      return internalValueRows(native, top)
    } catch (error) {
      // Anything else (a timeout, a node restarting) fails the pass, which is tried again.
      if (!isMethodUnavailable(error)) throw error
      this.traces = false
      this.log.warn('transactions cannot be traced: internal native transfers are not indexed', {
        chain: this.chain.chain,
        error: String(error),
      })
      return []
    }
  }
}

/** Follows every configured chain inside the server, or alone from `cli.ts`. */
export class Indexer {
  readonly chains: ChainIndexer[]
  private readonly store: TransferStore

  /** Runs `listener` whenever new or replaced transfers are stored. */
  onCommit(listener: (chainId: string) => void) {
    this.store.committed.add(listener)
  }

  constructor(catalog: Catalog, db: Db, log: Logger, options: IndexerOptions = {}) {
    const settings = {
      reorgWindow: Math.max(1, options.reorgWindow ?? 64),
      pollMs: Math.max(10, options.pollMs ?? 1000),
      batchBlocks: Math.max(1, options.batchBlocks ?? 500),
    }
    const wanted = options.chains ?? [...catalog.chains.values()].filter((c) => c.local).map((c) => c.chain)
    const store = new TransferStore(db)
    this.store = store
    this.chains = wanted.flatMap((id) => {
      const chain = catalog.chains.get(id)
      if (!chain) {
        log.warn('indexer: no RPC for chain, skipped', { chain: id })
        return []
      }
      return [
        new ChainIndexer(chain, store, log, {
          ...settings,
          confirmations: confirmationsFor(chain, options.confirmations),
        }),
      ]
    })
  }

  start(): void {
    for (const chain of this.chains) chain.start()
  }

  /** Catches every chain up to its current head now (after any pass under way). */
  async sync(): Promise<void> {
    await Promise.all(this.chains.map((chain) => chain.run()))
  }

  async stop(): Promise<void> {
    await Promise.all(this.chains.map((chain) => chain.stop()))
  }
}
