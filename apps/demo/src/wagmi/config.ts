import { createLatch, type LatchClient } from '@latch/core'
import { devnetCaipNetwork } from '@latch/devnet/caip'
import { evmAdapter } from '@latch/evm'
import { latch } from '@latch/wagmi'
import { type Chain, defineChain } from 'viem'
import { createConfig, http } from 'wagmi'
import type { DemoConfig } from '../demo-config'

/** One Latch client shared by the buttons and wagmi's connector, and a wagmi config on the devnet. */
export function wagmiDemoSetup(demo: DemoConfig) {
  const chains = demo.manifest?.chains ?? []
  const [first, ...rest] = chains.map(
    (chain): Chain =>
      defineChain({
        id: chain.id,
        name: chain.name,
        nativeCurrency: chain.nativeCurrency,
        rpcUrls: { default: { http: [chain.rpcUrl] } },
        testnet: true,
      }),
  )
  if (!first) throw new Error('The wagmi page needs the devnet: run it through npm start')
  const client: LatchClient = createLatch({
    projectId: demo.projectId,
    networks: chains.map(devnetCaipNetwork),
    adapters: [evmAdapter()],
    ...(demo.servicesUrl ? { servicesUrl: demo.servicesUrl } : {}),
  })
  const config = createConfig({
    chains: [first, ...rest],
    connectors: [latch({ client })],
    transports: Object.fromEntries(chains.map((chain) => [chain.id, http(chain.rpcUrl)])),
    // Wallets reach this app through Latch's modal only, not also as wagmi's own connectors.
    multiInjectedProviderDiscovery: false,
  })
  return { client, config }
}
