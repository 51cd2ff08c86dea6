// Shared set-up for the devnet tests: a real devnet, a real test wallet announced over EIP-6963,
// and the adapter discovering it.

import type { CaipNetwork, ChainAdapter } from '@latch/core'
import { type DevnetChain, type DevnetManifest, devnetCaipNetwork } from '@latch/devnet'
import { announceTestWallet, createTestWallet, type TestWallet } from '@latch/test-wallet'
import { evmAdapter } from '../src'

export function toNetwork(chain: DevnetChain): CaipNetwork {
  // An explorer, so the account view's explorer link has something to point at.
  return {
    ...devnetCaipNetwork(chain),
    testnet: true,
    blockExplorers: { default: { name: 'Local explorer', url: 'http://127.0.0.1/explorer' } },
  }
}

export interface Harness {
  wallet: TestWallet
  adapter: ChainAdapter
  connectorId: string
  networks: [CaipNetwork, CaipNetwork]
  cleanup(): void
}

/** A fresh wallet (knowing `walletChains`, default both) announced to a fresh, set-up adapter. */
export async function openHarness(manifest: DevnetManifest, walletChains?: DevnetChain[]): Promise<Harness> {
  const [first, second] = manifest.chains
  if (!first || !second) throw new Error('the devnet must have two chains')
  const wallet = createTestWallet({
    mnemonic: manifest.mnemonic,
    chains: (walletChains ?? manifest.chains).map(({ id, name, rpcUrl, nativeCurrency }) => ({
      id,
      name,
      rpcUrl,
      nativeCurrency,
    })),
    chainId: first.id,
  })
  const stopAnnouncing = announceTestWallet(wallet, window)
  const adapter = evmAdapter()
  const networks: [CaipNetwork, CaipNetwork] = [toNetwork(first), toNetwork(second)]
  await adapter.setup({ networks })
  return {
    wallet,
    adapter,
    connectorId: wallet.info.rdns,
    networks,
    cleanup() {
      adapter.destroy?.()
      stopAnnouncing()
    },
  }
}
