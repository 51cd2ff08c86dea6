import { and, desc, eq, sql } from 'drizzle-orm'
import { type Address, getAddress } from 'viem'
import { Lru, textBytes } from '../cache/lru'
import type { Db } from '../db/connect'
import { transfers } from '../db/schema'
import type { ChainReader } from './chain-reader'
import { type NftMetadata, parseTokenUri } from './token-uri'

/** tokenURI metadata by (chain, collection, token id): bounded in entries and bytes (data: URIs can be large). */
export const METADATA_LIMITS = { maxEntries: 20_000, maxBytes: 64 * 1024 * 1024, ttlMs: 5 * 60_000 }
/** Most NFTs listed for one account. */
export const MAX_NFTS = 1000

export interface Nft {
  chainId: string
  collection: { address: string; name: string; symbol: string }
  tokenId: string
  name: string
  description?: string
  image?: string
}

/** NFT ownership from the indexed transfers, names and pictures from tokenURI (data: URIs only). */
export class NftService {
  readonly metadataCache = new Lru<NftMetadata>(METADATA_LIMITS)

  constructor(
    private readonly readers: ReadonlyMap<string, ChainReader>,
    private readonly db: Db,
  ) {}

  /** Metadata of (collection, token id) pairs on one chain; anything unreadable gives {}. */
  async metadata(chain: string, items: readonly { collection: string; tokenId: string }[]) {
    const key = (item: { collection: string; tokenId: string }) =>
      `${chain}:${item.collection}:${item.tokenId}`
    const missing = items.filter((item) => this.metadataCache.get(key(item)) === undefined)
    const reader = this.readers.get(chain)
    if (reader && missing.length > 0) {
      const uris = await reader.tokenUris(missing).catch(() => undefined)
      const read = new Map<string, NftMetadata>()
      missing.forEach((item, i) => {
        if (!uris) return
        const value = parseTokenUri(uris[i])
        read.set(key(item), value)
        this.metadataCache.set(key(item), value, textBytes(JSON.stringify(value)))
      })
      // Answered from what was just read: an entry too large to keep is still shown.
      return items.map((item) => read.get(key(item)) ?? this.metadataCache.get(key(item)) ?? {})
    }
    return items.map((item) => this.metadataCache.get(key(item)) ?? {})
  }

  async collections(chain: string, addresses: readonly string[]) {
    const reader = this.readers.get(chain)
    const found = reader ? await reader.collections(addresses).catch(() => undefined) : undefined
    return found ?? new Map<string, { name: string; symbol: string }>()
  }

  /** The NFTs whose latest indexed transfer went to the account. */
  async owned(account: Address, chain?: string): Promise<Nft[]> {
    const owner = account.toLowerCase()
    const received = this.db
      .selectDistinct({ chainId: transfers.chainId, token: transfers.token, tokenId: transfers.tokenId })
      .from(transfers)
      .where(
        and(
          eq(transfers.to, owner),
          eq(transfers.kind, 'erc721'),
          chain ? eq(transfers.chainId, chain) : undefined,
        ),
      )
    const latest = await this.db
      .selectDistinctOn([transfers.chainId, transfers.token, transfers.tokenId], {
        chainId: transfers.chainId,
        token: transfers.token,
        tokenId: transfers.tokenId,
        to: transfers.to,
      })
      .from(transfers)
      .where(
        and(
          eq(transfers.kind, 'erc721'),
          sql`(${transfers.chainId}, ${transfers.token}, ${transfers.tokenId}) in ${received}`,
        ),
      )
      .orderBy(
        transfers.chainId,
        transfers.token,
        transfers.tokenId,
        desc(transfers.blockNumber),
        desc(transfers.logIndex),
      )
    const held = latest.filter((row) => row.to === owner && row.tokenId !== null).slice(0, MAX_NFTS)
    const byChain = new Map<string, typeof held>()
    for (const row of held) byChain.set(row.chainId, [...(byChain.get(row.chainId) ?? []), row])
    const nfts: Nft[] = []
    for (const [chainId, rows] of byChain) {
      const items = rows.map((row) => ({ collection: row.token, tokenId: row.tokenId as string }))
      const [metadata, collections] = await Promise.all([
        this.metadata(chainId, items),
        this.collections(chainId, [...new Set(items.map((item) => item.collection))]),
      ])
      items.forEach((item, i) => {
        const { name = '', symbol = '' } = collections.get(item.collection) ?? {}
        const collection = { address: getAddress(item.collection), name, symbol }
        const meta = metadata[i] ?? {}
        nfts.push({
          chainId,
          collection,
          tokenId: item.tokenId,
          name: meta.name ?? `${collection.name || 'NFT'} #${item.tokenId}`,
          ...(meta.description ? { description: meta.description } : {}),
          ...(meta.image ? { image: meta.image } : {}),
        })
      })
    }
    // Stable order for the client: chain, then collection, then numeric token id.
    return nfts.sort(
      (a, b) =>
        a.chainId.localeCompare(b.chainId) ||
        a.collection.address.localeCompare(b.collection.address) ||
        (BigInt(a.tokenId) < BigInt(b.tokenId) ? -1 : BigInt(a.tokenId) > BigInt(b.tokenId) ? 1 : 0),
    )
  }
}
