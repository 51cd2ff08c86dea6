import { and, eq } from 'drizzle-orm'
import { type Address, formatUnits, getAddress } from 'viem'
import type { Db } from '../db/connect'
import { transfers } from '../db/schema'
import { type Catalog, NATIVE_TOKEN, type TokenInfo, tokenId } from './catalog'
import type { ChainReader } from './chain-reader'
import { ReadCache } from './read-cache'

/** Spec section 9: the portfolio is cached 30 s. */
export const BALANCE_CACHE_MS = 30_000
const CACHE_ENTRIES = 10_000

/** A balance as core's `TokenBalance`, less the icon URL (it depends on the server's own URL). */
export interface Balance {
  name: string
  symbol: string
  chainId: string
  address?: string
  value: number
  price: number
  iconId: string
  quantity: { decimals: string; numeric: string }
}

/** What `/public/getTokenImage/{id}` accepts: the symbol, reduced to its allowed characters. */
export const iconIdOf = (symbol: string) => symbol.replace(/[^A-Za-z0-9_.:-]/g, '').slice(0, 128) || 'token'

export const priceOf = (catalog: Catalog, chain: string, token: string) =>
  catalog.prices.get(tokenId(chain, token)) ?? 0

/** Non-zero native and ERC-20 balances of an account, read on chain and cached per account. */
export class BalanceService {
  private readonly cache = new ReadCache<Balance[]>(BALANCE_CACHE_MS, CACHE_ENTRIES)

  constructor(
    private readonly catalog: Catalog,
    private readonly readers: ReadonlyMap<string, ChainReader>,
    private readonly db: Db,
  ) {}

  async balances(chain: string, account: Address, forceUpdate = false): Promise<Balance[]> {
    const reader = this.readers.get(chain)
    if (!reader) return []
    return this.cache.get(`${chain}:${account.toLowerCase()}`, forceUpdate, () => this.read(reader, account))
  }

  /** ERC-20 contracts the indexer saw send something to the account. */
  private async receivedTokens(chain: string, account: Address): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ token: transfers.token })
      .from(transfers)
      .where(
        and(
          eq(transfers.chainId, chain),
          eq(transfers.to, account.toLowerCase()),
          eq(transfers.kind, 'erc20'),
        ),
      )
      .limit(500)
    return rows.map((r) => r.token)
  }

  private async read(reader: ChainReader, account: Address): Promise<Balance[]> {
    const chain = reader.chain
    const known = chain.tokens.map((t) => t.address)
    const seen = (await this.receivedTokens(chain.chain, account)).filter((t) => !known.includes(t))
    const infos = await reader.tokens([...known, ...seen])
    const tokens = [...infos.values()]
    const amounts = await reader.balances(account, tokens)
    const all: [TokenInfo, bigint | undefined][] = [
      [chain.native, amounts[0]],
      ...tokens.map((t, i) => [t, amounts[i + 1]] as [TokenInfo, bigint | undefined]),
    ]
    return all.flatMap(([token, amount]) => {
      if (!amount) return []
      const native = token.address === NATIVE_TOKEN
      const price = priceOf(this.catalog, chain.chain, token.address)
      const numeric = formatUnits(amount, token.decimals)
      return [
        {
          name: token.name,
          symbol: token.symbol,
          chainId: chain.chain,
          ...(native ? {} : { address: `${chain.chain}:${getAddress(token.address)}` }),
          value: Number(numeric) * price,
          price,
          iconId: iconIdOf(token.symbol),
          quantity: { decimals: String(token.decimals), numeric },
        },
      ]
    })
  }
}
