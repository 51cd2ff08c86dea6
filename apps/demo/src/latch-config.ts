import { bitcoinAdapter } from '@latch/bitcoin'
import { SWAP_CHAIN_IDS } from '@latch/core'
import { cosmosAdapter } from '@latch/cosmos'
import { embeddedWallet } from '@latch/embedded'
import { evmAdapter } from '@latch/evm'
import { polkadotAdapter } from '@latch/polkadot'
import type { LatchConfig } from '@latch/react'
import { solanaAdapter } from '@latch/solana'
import { walletConnectAdapters } from '@latch/walletconnect'
import type { DemoConfig } from './demo-config'
import { DEV_WALLET_COSMOS, DEV_WALLET_POLKADOT } from './dev-wallet/dev-wallet'
import { demoNetworks } from './networks'
import { signInOptions } from './SignInPanel'

/** The demo's LatchProvider config before the playground's choices: what this setup can offer. */
export function baseLatchConfig(config: DemoConfig): LatchConfig {
  const networks = demoNetworks(config.manifest, config.solana, config)
  // Email login joins when the wallet frame is served; its code loads when a visitor uses it.
  const email = config.walletFrameUrl ? [embeddedWallet({ frameUrl: config.walletFrameUrl })] : []
  // WalletConnect joins when a relay is known, on every namespace the demo has networks for (one
  // session serves them all); its client code loads only when a visitor uses it. The project id
  // and metadata reach it from the options below, at setup.
  const walletConnect = config.relayUrl
    ? walletConnectAdapters({
        relayUrl: config.relayUrl,
        namespaces: config.solana ? ['eip155', 'solana'] : ['eip155'],
      })
    : []
  return {
    projectId: config.projectId,
    metadata: {
      name: 'Latch demo',
      description: 'Connect a wallet to the Latch demo',
      url: location.origin,
      icons: [],
    },
    networks,
    // The first devnet chain, rather than the spec's fallback of chain 1.
    defaultNetwork: networks[0],
    // Solana joins when the local Solana chain runs; wallet code loads with its first use.
    adapters: [
      evmAdapter(),
      ...(config.solana ? [solanaAdapter()] : []),
      // Polkadot and Cosmos join when offered; each knows where the dev wallet's side of it sits.
      ...(config.polkadot
        ? [polkadotAdapter({ wallets: { [DEV_WALLET_POLKADOT.key]: DEV_WALLET_POLKADOT } })]
        : []),
      ...(config.cosmos ? [cosmosAdapter({ wallets: [DEV_WALLET_COSMOS] })] : []),
      // Bitcoin joins when the local regtest chain runs.
      ...(config.bitcoin ? [bitcoinAdapter()] : []),
      ...walletConnect,
      ...email,
    ],
    // Smart sessions are off by default (spec section 9); the demo shows them.
    features: { smartSessions: true, pay: true },
    ...(config.servicesUrl ? { servicesUrl: config.servicesUrl } : {}),
    // The services server swaps on the devnet chains too (npm start adds them to its list).
    swapChainIds: [...SWAP_CHAIN_IDS, ...(config.manifest?.chains ?? []).map((chain) => chain.id)],
    ...signInOptions(config),
  }
}
