import type { BitcoinChainManifest } from '@latch/bitcoin-chain/manifest'
import type { DevnetManifest } from '@latch/devnet'
import type { SolanaChainManifest } from '@latch/solana-chain/manifest'

export interface DemoConfig {
  manifest: DevnetManifest | null
  /** The local Solana chain; with one the demo offers Solana too. */
  solana?: SolanaChainManifest | null
  /**
   * Polkadot and Cosmos Hub, offered for signing and sign-in only: no Substrate or Cosmos node runs
   * offline, so there is no balance and no Send on them (packages/polkadot and cosmos READMEs).
   */
  polkadot?: boolean
  cosmos?: boolean
  /** The local Bitcoin regtest chain; with one the demo offers Bitcoin too. */
  bitcoin?: BitcoinChainManifest | null
  servicesUrl: string | null
  /** The WalletConnect relay; without one the demo offers extension wallets only. */
  relayUrl: string | null
  /** The embedded wallet's frame; with one the demo offers email login. */
  walletFrameUrl?: string | null
  projectId: string
}

/** Reads where devnet and the services server are, as served by the demo's own origin. */
export async function loadDemoConfig(): Promise<DemoConfig> {
  const response = await fetch('/latch/config.json')
  if (!response.ok) throw new Error(`Could not load the demo configuration (HTTP ${response.status})`)
  return (await response.json()) as DemoConfig
}
