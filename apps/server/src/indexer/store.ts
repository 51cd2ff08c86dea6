import { and, desc, eq, gte, inArray, lt } from 'drizzle-orm'
import type { Db } from '../db/connect'
import { indexerCursors, transfers } from '../db/schema'

export type TransferRow = typeof transfers.$inferInsert
export interface Cursor {
  blockNumber: number
  blockHash: string
}

// PostgreSQL takes at most 65535 parameters per statement; 13 columns a row leaves room for 2000.
const INSERT_CHUNK = 2000

/** The indexer's reads and writes, through the one data layer. */
export class TransferStore {
  /** Called after a range that stored or replaced transfers is committed. */
  readonly committed = new Set<(chainId: string) => void>()

  constructor(private readonly db: Db) {}

  async cursor(chainId: string): Promise<Cursor | undefined> {
    const [row] = await this.db.select().from(indexerCursors).where(eq(indexerCursors.chainId, chainId))
    return row ? { blockNumber: row.blockNumber, blockHash: row.blockHash } : undefined
  }

  /** Stored blocks (those holding transfers) below `below`, newest first. */
  async blocksBelow(chainId: string, below: number, limit: number): Promise<Cursor[]> {
    return this.db
      .selectDistinct({ blockNumber: transfers.blockNumber, blockHash: transfers.blockHash })
      .from(transfers)
      .where(and(eq(transfers.chainId, chainId), lt(transfers.blockNumber, below)))
      .orderBy(desc(transfers.blockNumber))
      .limit(limit)
  }

  /** The last block indexed on each chain asked for (the head history counts confirmations from). */
  async heads(chainIds: readonly string[]): Promise<Map<string, number>> {
    if (chainIds.length === 0) return new Map()
    const rows = await this.db
      .select({ chainId: indexerCursors.chainId, blockNumber: indexerCursors.blockNumber })
      .from(indexerCursors)
      .where(inArray(indexerCursors.chainId, [...chainIds]))
    return new Map(rows.map((r) => [r.chainId, r.blockNumber]))
  }

  /**
   * Stores one range of blocks atomically: rows at or above `replaceFrom` are dropped first (a
   * re-read after a reorg), the new rows go in (ones already there are kept), and the cursor
   * moves to the range's last block. A crash leaves either all of it or none.
   */
  async commit(chainId: string, rows: TransferRow[], cursor: Cursor, replaceFrom?: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (replaceFrom !== undefined) {
        await tx
          .delete(transfers)
          .where(and(eq(transfers.chainId, chainId), gte(transfers.blockNumber, replaceFrom)))
      }
      for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
        await tx
          .insert(transfers)
          .values(rows.slice(i, i + INSERT_CHUNK))
          .onConflictDoNothing()
      }
      await tx
        .insert(indexerCursors)
        .values({ chainId, ...cursor })
        .onConflictDoUpdate({
          target: indexerCursors.chainId,
          set: { ...cursor, updatedAt: new Date() },
        })
    })
    if (rows.length > 0 || replaceFrom !== undefined) for (const listener of this.committed) listener(chainId)
  }
}
