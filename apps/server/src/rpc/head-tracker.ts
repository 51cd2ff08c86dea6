/** The newest block a chain is known to have. */
export interface Head {
  number: bigint
  hash: string
}

/** Asks an upstream for the chain's newest block. */
export type HeadReader = () => Promise<Head>

/**
 * Follows one chain's head cheaply: at most one poll per interval, shared by every caller who
 * needs it, plus the block numbers seen in answers passing through. `epoch` moves whenever the
 * head changes (a new block, or another block at the same height after a reorg) or a write went
 * through the proxy; answers tied to the head are valid only in the epoch they were read in.
 */
export class HeadTracker {
  head: Head | undefined
  epoch = 0
  private checkedAt = Number.NEGATIVE_INFINITY
  private polling: Promise<void> | undefined

  constructor(
    private readonly read: HeadReader,
    readonly intervalMs: number,
  ) {}

  /** The current epoch when the last poll is recent enough, else undefined (then await `current`). */
  fresh(): number | undefined {
    return performance.now() - this.checkedAt < this.intervalMs ? this.epoch : undefined
  }

  /** The current epoch, after a poll when the last one is older than the interval. */
  async current(): Promise<number> {
    if (performance.now() - this.checkedAt >= this.intervalMs) await this.poll()
    return this.epoch
  }

  private poll(): Promise<void> {
    this.polling ??= this.read()
      .then((head) => {
        this.checkedAt = performance.now()
        if (!this.head || this.head.number !== head.number || this.head.hash !== head.hash) {
          this.head = head
          this.epoch += 1
        }
      })
      // An unreachable chain: nothing is learned, and the next caller tries again.
      .catch(() => {
        this.epoch += 1
      })
      .finally(() => {
        this.polling = undefined
      })
    return this.polling
  }

  /** A block number read from an answer (eth_blockNumber); a new one moves the epoch. */
  observe(number: bigint) {
    if (this.head && number <= this.head.number) return
    this.head = { number, hash: '' }
    this.epoch += 1
  }

  /** A write went through: everything tied to the head is stale, and the next read polls again. */
  invalidate() {
    this.epoch += 1
    this.checkedAt = Number.NEGATIVE_INFINITY
  }
}
