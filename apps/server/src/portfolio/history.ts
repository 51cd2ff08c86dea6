import { and, desc, eq, inArray, ne, or, sql } from 'drizzle-orm'
import { type Address, formatUnits, getAddress } from 'viem'
import { z } from 'zod'
import { caip2Schema } from '../chain/ids'
import type { Db } from '../db/connect'
import { transfers } from '../db/schema'
import { HttpError } from '../http/errors'
import { type ConfirmationsSetting, confirmationsFor, transactionStatus } from '../indexer/confirmations'
import { TransferStore } from '../indexer/store'
import { priceOf } from './balances'
import type { Catalog } from './catalog'
import type { ChainReader } from './chain-reader'
import type { NftService } from './nfts'

/** Transactions per history page. */
export const HISTORY_PAGE_SIZE = 20
const ZERO = '0x0000000000000000000000000000000000000000'

type Row = typeof transfers.$inferSelect

export interface HistoryTransfer {
  fungible_info?: { name: string; symbol: string; icon: { url: string } }
  nft_info?: { name: string; content?: { preview: { url: string } }; flags: { is_spam: boolean } }
  direction: 'in' | 'out' | 'self'
  quantity: { numeric: string }
  value: number
  price: number
}

/** An ERC-20 allowance the account gave in the transaction (an approval moves no tokens). */
export interface HistoryApproval {
  fungible_info: { name: string; symbol: string; icon: { url: string } }
  quantity: { numeric: string }
  /** The largest allowances (2^255 and up) are "any amount": wallets and routers ask for uint256's max. */
  unlimited: boolean
}

export interface HistoryTransaction {
  id: string
  metadata: {
    minedAt: string
    chain: string
    operationType: string
    /** `pending` until the block has the chain's confirmations on top of it. */
    status: 'pending' | 'confirmed'
    sentFrom: string
    sentTo: string
    hash: string
  }
  transfers: HistoryTransfer[]
  /** Present when the account gave allowances: the transaction reads as an approval. */
  approvals?: HistoryApproval[]
}

// The cursor is the sort key of the last transaction on the page, opaque to clients. Each part
// is bounded as its column is: block time and number are bigint, the chain id a CAIP-2 id, the
// transaction index a 32-bit integer.
const MAX_INT32 = 0x7fffffff
const cursorKey = z.tuple([
  z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  caip2Schema,
  z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  z.number().int().nonnegative().max(MAX_INT32),
])
type CursorKey = z.infer<typeof cursorKey>

const encodeCursor = (key: CursorKey) => Buffer.from(JSON.stringify(key)).toString('base64url')

function decodeCursor(cursor: string): CursorKey {
  try {
    if (!/^[A-Za-z0-9_-]{1,400}$/.test(cursor)) throw new Error('not base64url')
    return cursorKey.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')))
  } catch {
    throw new HttpError(400, 'invalid_cursor', 'cursor must be a value returned as `next`')
  }
}

const checksum = (address: string) => (address ? getAddress(address) : '')

/** An account's transactions from the indexed transfers, newest first, 20 a page. */
export class HistoryService {
  private readonly listeners = new Set<() => void>()

  /** Runs `listener` when stored transfers change (see `changed`). */
  onChange(listener: () => void) {
    this.listeners.add(listener)
  }

  /** The indexer stored new or replaced transfers: cached pages are stale. */
  changed() {
    for (const listener of this.listeners) listener()
  }

  constructor(
    private readonly catalog: Catalog,
    private readonly readers: ReadonlyMap<string, ChainReader>,
    private readonly nfts: NftService,
    private readonly db: Db,
    private readonly confirmations?: ConfirmationsSetting,
  ) {
    this.store = new TransferStore(db)
  }

  private readonly store: TransferStore

  /** Whether a chain's block has the chain's confirmations on top of the indexed head. */
  private statusOf(chain: string, blockNumber: number, heads: ReadonlyMap<string, number>) {
    const local = this.catalog.chains.get(chain)?.local ?? false
    return transactionStatus(
      blockNumber,
      heads.get(chain),
      confirmationsFor({ chain, local }, this.confirmations),
    )
  }

  async page(
    account: Address,
    chain: string | undefined,
    cursor: string | undefined,
    iconUrl: (id: string) => string,
  ): Promise<{ data: HistoryTransaction[]; next: string | null }> {
    const after = cursor ? decodeCursor(cursor) : undefined
    const me = account.toLowerCase()
    const t = transfers
    const page = await this.db
      .selectDistinct({
        chainId: t.chainId,
        txHash: t.txHash,
        blockTime: t.blockTime,
        blockNumber: t.blockNumber,
        txIndex: t.txIndex,
      })
      .from(t)
      .where(
        and(
          // An allowance someone gave the account is theirs to list, not the account's.
          or(eq(t.from, me), and(eq(t.to, me), ne(t.kind, 'approval'))),
          chain ? eq(t.chainId, chain) : undefined,
          after
            ? sql`(${t.blockTime}, ${t.chainId}, ${t.blockNumber}, ${t.txIndex}) < (${after[0]}::bigint, ${after[1]}::text, ${after[2]}::bigint, ${after[3]}::integer)`
            : undefined,
        ),
      )
      .orderBy(desc(t.blockTime), desc(t.chainId), desc(t.blockNumber), desc(t.txIndex))
      .limit(HISTORY_PAGE_SIZE + 1)
    const shown = page.slice(0, HISTORY_PAGE_SIZE)
    const last = shown.at(-1)
    const next =
      page.length > HISTORY_PAGE_SIZE && last
        ? encodeCursor([last.blockTime, last.chainId, last.blockNumber, last.txIndex])
        : null
    if (shown.length === 0) return { data: [], next }
    const rows = await this.db
      .select()
      .from(t)
      .where(
        and(
          inArray(t.chainId, [...new Set(shown.map((p) => p.chainId))]),
          inArray(
            t.txHash,
            shown.map((p) => p.txHash),
          ),
        ),
      )
    const heads = await this.store.heads([...new Set(shown.map((p) => p.chainId))])
    const byTx = new Map<string, Row[]>()
    for (const row of rows) {
      const key = `${row.chainId}:${row.txHash}`
      byTx.set(key, [...(byTx.get(key) ?? []), row])
    }
    const data: HistoryTransaction[] = []
    for (const tx of shown) {
      const txRows = (byTx.get(`${tx.chainId}:${tx.txHash}`) ?? []).sort((a, b) => happened(a) - happened(b))
      const status = this.statusOf(tx.chainId, tx.blockNumber, heads)
      data.push(await this.transaction(me, tx.chainId, txRows, status, iconUrl))
    }
    return { data, next }
  }

  private async transaction(
    me: string,
    chain: string,
    rows: Row[],
    status: HistoryTransaction['metadata']['status'],
    iconUrl: (id: string) => string,
  ): Promise<HistoryTransaction> {
    const first = rows[0] as Row
    const native = rows.find((r) => r.logIndex === -1)
    // Only the movements that touch the account; a zero-value call moves nothing, nor does an allowance.
    const mine = rows.filter(
      (r) =>
        (r.from === me || r.to === me) && r.kind !== 'approval' && !(r.kind === 'native' && r.value === '0'),
    )
    const given = rows.filter((r) => r.kind === 'approval' && r.from === me)
    const directionOf = (r: Row) => (r.from === me && r.to === me ? 'self' : r.from === me ? 'out' : 'in')
    const tokens = [...mine.filter((r) => r.kind === 'erc20'), ...given].map((r) => r.token)
    const infos = tokens.length
      ? await (this.readers
          .get(chain)
          ?.tokens([...new Set(tokens)])
          .catch(() => undefined) ?? undefined)
      : undefined
    const nfts = mine.filter((r) => r.kind === 'erc721')
    const nftItems = nfts.map((r) => ({ collection: r.token, tokenId: r.tokenId ?? '0' }))
    const [metadata, collections] = nfts.length
      ? await Promise.all([
          this.nfts.metadata(chain, nftItems),
          this.nfts.collections(chain, [...new Set(nftItems.map((i) => i.collection))]),
        ])
      : [[], new Map<string, { name: string }>()]
    const chainInfo = this.catalog.chains.get(chain)

    const list: HistoryTransfer[] = mine.map((r) => {
      const direction = directionOf(r)
      if (r.kind === 'erc721') {
        const i = nfts.indexOf(r)
        const meta = metadata[i] ?? {}
        const collection = collections.get(r.token)?.name || 'NFT'
        return {
          nft_info: {
            name: meta.name ?? `${collection} #${r.tokenId}`,
            ...(meta.image ? { content: { preview: { url: meta.image } } } : {}),
            flags: { is_spam: false },
          },
          direction,
          quantity: { numeric: '1' },
          value: 0,
          price: 0,
        }
      }
      const token =
        r.kind === 'native'
          ? (chainInfo?.native ?? { name: 'Ether', symbol: 'ETH', decimals: 18, address: '' })
          : infos?.get(r.token)
      const decimals = token?.decimals ?? 0
      const numeric = formatUnits(BigInt(r.value), decimals)
      const price = token ? priceOf(this.catalog, chain, token.address) : 0
      const symbol = token?.symbol ?? 'UNKNOWN'
      return {
        fungible_info: {
          name: token?.name ?? 'Unknown token',
          symbol,
          icon: { url: iconUrl(symbol) },
        },
        direction,
        quantity: { numeric },
        value: Number(numeric) * price,
        price,
      }
    })

    const approvals: HistoryApproval[] = given.map((r) => {
      const token = infos?.get(r.token)
      const symbol = token?.symbol ?? 'UNKNOWN'
      const allowance = BigInt(r.value)
      return {
        fungible_info: { name: token?.name ?? 'Unknown token', symbol, icon: { url: iconUrl(symbol) } },
        quantity: { numeric: formatUnits(allowance, token?.decimals ?? 0) },
        unlimited: allowance >= UNLIMITED_ALLOWANCE,
      }
    })

    return {
      id: first.txHash,
      metadata: {
        minedAt: new Date(first.blockTime * 1000).toISOString(),
        chain,
        operationType: approvals.length && mine.length === 0 ? 'approve' : operationType(me, mine, native),
        status,
        sentFrom: checksum(native?.from ?? first.from),
        sentTo: checksum(native?.to ?? first.to),
        hash: first.txHash,
      },
      transfers: list,
      ...(approvals.length ? { approvals } : {}),
    }
  }
}

/** From here an allowance is "any amount" (uint256's max, or near it after spending). */
const UNLIMITED_ALLOWANCE = 2n ** 255n

/**
 * Where a row falls in its transaction: its own native value first (log index -1), then the logs,
 * then what its calls paid out in native value (-2, -3, …: after the unwrap log that marks them).
 */
const happened = (row: Row) => (row.logIndex < -1 ? 2 ** 31 - row.logIndex : row.logIndex)

/** What the transaction was for the account: mint, burn, send, receive, trade, execute, deploy. */
function operationType(me: string, mine: Row[], native: Row | undefined): string {
  const tokenRows = mine.filter((r) => r.kind !== 'native')
  if (tokenRows.some((r) => r.from === ZERO && r.to === me)) return 'mint'
  if (tokenRows.some((r) => r.to === ZERO && r.from === me)) return 'burn'
  if (mine.length === 0) return native?.to === '' ? 'deploy' : 'execute'
  const out = mine.some((r) => r.from === me)
  const incoming = mine.some((r) => r.to === me && r.from !== me)
  if (out && incoming) return 'trade'
  return out ? 'send' : 'receive'
}
