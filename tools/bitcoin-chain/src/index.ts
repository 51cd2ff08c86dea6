// @latch/bitcoin-chain: a local Bitcoin regtest node (bcoin, in process) behind an Esplora-like API.
import { createLocalBitcoin, type LocalBitcoin } from './chain'
import { BITCOIN_SEED, BTC_PRICE_USD, REGTEST_GENESIS_HASH } from './fixtures'
import type { BitcoinChainManifest } from './manifest'
import { serveApi } from './server'

export { ChainError, type Utxo } from './chain'
export { FEE_ESTIMATES } from './fees'
export {
  BITCOIN_SEED,
  fixtureAccount,
  fixtureSecretKey,
  ORDINALS_SATS,
  PAYMENT_SATS,
  REGTEST,
  REGTEST_GENESIS_HASH,
} from './fixtures'
export { type BitcoinChainManifest, readBitcoinManifest, writeBitcoinManifest } from './manifest'

/** The chain as the services server's balance reader is configured (`startServer({ bitcoin: [...] })`). */
export function bitcoinBalanceUpstream(manifest: BitcoinChainManifest) {
  return { chain: manifest.caipNetworkId, apiUrl: manifest.apiUrl, btcPriceUsd: manifest.btcPriceUsd }
}

export interface StartBitcoinChainOptions {
  /** Default: a free port. */
  port?: number
  /** Mine a block after each accepted broadcast, so sends confirm at once (default true). */
  autoMine?: boolean
}

export interface BitcoinChain {
  manifest: BitcoinChainManifest
  chain: LocalBitcoin
  stop(): Promise<void>
}

export async function startBitcoinChain(options: StartBitcoinChainOptions = {}): Promise<BitcoinChain> {
  const chain = await createLocalBitcoin(BITCOIN_SEED, { autoMine: options.autoMine ?? true })
  const api = await serveApi(chain, options.port ?? 0)
  let stopped: Promise<void> | undefined
  return {
    chain,
    manifest: {
      caipNetworkId: `bip122:${REGTEST_GENESIS_HASH.slice(0, 32)}`,
      genesisHash: REGTEST_GENESIS_HASH,
      apiUrl: api.url,
      seed: BITCOIN_SEED,
      accounts: chain.accounts,
      btcPriceUsd: BTC_PRICE_USD,
    },
    stop: () => {
      stopped ??= api.close().then(() => chain.stop())
      return stopped
    },
  }
}
