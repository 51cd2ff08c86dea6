// @latch/solana-chain: a local Solana cluster (litesvm) behind JSON-RPC and websocket subscriptions.
import { createLocalSolana, type LocalSolana } from './chain'
import { SOL_PRICE_USD, SOLANA_GENESIS_HASH, SOLANA_SEED, SOLANA_TOKEN } from './fixtures'
import type { SolanaChainManifest } from './manifest'
import { serveRpc } from './server'

export { LAMPORTS_PER_SIGNATURE } from './chain'
export { fixtureSecretKey, SOLANA_GENESIS_HASH, SOLANA_SEED, SOLANA_TOKEN } from './fixtures'
export { readSolanaManifest, type SolanaChainManifest, writeSolanaManifest } from './manifest'

/** The chain as the services server's balance reader is configured (`startServer({ solana: [...] })`). */
export function balanceUpstream(manifest: SolanaChainManifest) {
  return {
    chain: manifest.caipNetworkId,
    rpcUrl: manifest.rpcUrl,
    solPriceUsd: manifest.solPriceUsd,
    tokens: [{ ...manifest.token }],
  }
}

export interface StartSolanaChainOptions {
  /** Default: a free port. HTTP and websocket share it. */
  port?: number
}

export interface SolanaChain {
  manifest: SolanaChainManifest
  chain: LocalSolana
  stop(): Promise<void>
}

export async function startSolanaChain(options: StartSolanaChainOptions = {}): Promise<SolanaChain> {
  const chain = await createLocalSolana(SOLANA_SEED)
  const rpc = await serveRpc(chain, options.port ?? 0)
  let stopped: Promise<void> | undefined
  return {
    chain,
    manifest: {
      caipNetworkId: `solana:${SOLANA_GENESIS_HASH.slice(0, 32)}`,
      genesisHash: SOLANA_GENESIS_HASH,
      rpcUrl: rpc.url,
      wsUrl: rpc.wsUrl,
      seed: SOLANA_SEED,
      accounts: chain.accounts,
      token: { mint: chain.mint, ...SOLANA_TOKEN },
      solPriceUsd: SOL_PRICE_USD,
    },
    stop: () => {
      stopped ??= rpc.close()
      return stopped
    },
  }
}
