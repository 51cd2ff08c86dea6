import { localBitcoinNetwork } from '@latch/bitcoin-chain/caip'
import type { BitcoinChainManifest } from '@latch/bitcoin-chain/manifest'
import { type CaipNetwork, mainnet } from '@latch/core'
import type { DevnetManifest } from '@latch/devnet'
import { devnetCaipNetwork } from '@latch/devnet/caip'
import { localSolanaNetwork } from '@latch/solana-chain/caip'
import type { SolanaChainManifest } from '@latch/solana-chain/manifest'

/**
 * Ethereum mainnet, which the dev wallet does not know: choosing it shows the "add the chain, then
 * switch" path. The RPC is a public endpoint; the browser tests route it to a local chain.
 */
export const ETHEREUM_MAINNET: CaipNetwork = mainnet

/**
 * The networks the demo asks for: the devnet chains first (the first is the default), then
 * mainnet, then the local Solana and Bitcoin chains when they run.
 */
export function demoNetworks(
  manifest: DevnetManifest | null,
  solana?: SolanaChainManifest | null,
  bitcoin?: BitcoinChainManifest | null,
): CaipNetwork[] {
  return [
    ...(manifest?.chains ?? []).map(devnetCaipNetwork),
    ETHEREUM_MAINNET,
    ...(solana ? [localSolanaNetwork(solana)] : []),
    ...(bitcoin ? [localBitcoinNetwork(bitcoin)] : []),
  ]
}
