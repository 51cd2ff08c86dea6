import { localBitcoinNetwork } from '@latch/bitcoin-chain/caip'
import type { BitcoinChainManifest } from '@latch/bitcoin-chain/manifest'
import { type CaipNetwork, cosmosHub, mainnet, polkadot } from '@latch/core'
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
 * mainnet, then the local Solana and Bitcoin chains when they run, then Polkadot and the Cosmos
 * Hub when offered (signing and sign-in only).
 */
export function demoNetworks(
  manifest: DevnetManifest | null,
  solana?: SolanaChainManifest | null,
  extras: {
    polkadot?: boolean | undefined
    cosmos?: boolean | undefined
    bitcoin?: BitcoinChainManifest | null | undefined
  } = {},
): CaipNetwork[] {
  return [
    ...(manifest?.chains ?? []).map(devnetCaipNetwork),
    ETHEREUM_MAINNET,
    ...(solana ? [localSolanaNetwork(solana)] : []),
    ...(extras.bitcoin ? [localBitcoinNetwork(extras.bitcoin)] : []),
    ...(extras.polkadot ? [polkadot] : []),
    ...(extras.cosmos ? [cosmosHub] : []),
  ]
}
