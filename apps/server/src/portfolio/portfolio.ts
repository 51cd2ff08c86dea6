import type { Db } from '../db/connect'
import type { ConfirmationsSetting } from '../indexer/confirmations'
import { BalanceService } from './balances'
import { BitcoinBalances, type BitcoinUpstream } from './bitcoin'
import type { Catalog } from './catalog'
import { ChainReader } from './chain-reader'
import { HistoryService } from './history'
import { NftService } from './nfts'
import { SolanaBalances, type SolanaUpstream } from './solana'

/** The portfolio's services over one catalog of chains and the indexed transfers. */
export interface Portfolio {
  catalog: Catalog
  readers: ReadonlyMap<string, ChainReader>
  balances: BalanceService
  history: HistoryService
  nfts: NftService
  /** SOL and SPL balances of the configured Solana clusters. */
  solana: SolanaBalances
  /** BTC balances of the configured Bitcoin networks. */
  bitcoin: BitcoinBalances
}

export function createPortfolio(
  db: Db,
  catalog: Catalog,
  solana: readonly SolanaUpstream[] = [],
  bitcoin: readonly BitcoinUpstream[] = [],
  confirmations?: ConfirmationsSetting,
): Portfolio {
  const readers = new Map([...catalog.chains].map(([id, chain]) => [id, new ChainReader(chain)]))
  const nfts = new NftService(readers, db)
  return {
    catalog,
    readers,
    balances: new BalanceService(catalog, readers, db),
    history: new HistoryService(catalog, readers, nfts, db, confirmations),
    nfts,
    solana: new SolanaBalances(solana),
    bitcoin: new BitcoinBalances(bitcoin),
  }
}
