// Test support for the portfolio views: a real devnet (anvil) and the real services server,
// started once per test file, and a modal rendered connected to devnet account #0 through core's
// in-memory test adapter.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { CaipNetwork, TestAdapterOptions } from '@latch/core'
import { type Devnet, startDevnet } from '@latch/devnet'
import { type RunningServer, startServer } from '@latch/server'
import { screen } from '@testing-library/react'
import { afterAll, beforeAll } from 'vitest'
import { renderWithLatch } from '../../../test/harness'
import type { LatchConfig } from '../../provider/LatchProvider'

export interface PortfolioWorld {
  devnet: Devnet
  server: RunningServer
  network: CaipNetwork
  account(index: number): string
}

export function startPortfolioWorld(): PortfolioWorld {
  const state: Partial<PortfolioWorld> & { dir?: string } = {}
  beforeAll(async () => {
    state.devnet = await startDevnet()
    state.dir = mkdtempSync(join(tmpdir(), 'latch-react-portfolio-'))
    state.server = await startServer({
      dataDir: state.dir,
      manifest: state.devnet.manifest,
      log: 'silent',
      indexer: { pollMs: 60_000 },
    })
    await state.server.server.indexer?.sync()
    const chain = state.devnet.manifest.chains[0] as Devnet['manifest']['chains'][number]
    state.network = {
      id: chain.id,
      caipNetworkId: `eip155:${chain.id}`,
      chainNamespace: 'eip155',
      name: chain.name,
      nativeCurrency: chain.nativeCurrency,
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    }
  }, 60_000)
  afterAll(async () => {
    await state.server?.stop()
    await state.devnet?.stop()
    if (state.dir) rmSync(state.dir, { recursive: true, force: true })
  })
  const need = <K extends keyof PortfolioWorld>(key: K) => {
    const value = state[key]
    if (value === undefined) throw new Error('The portfolio world is not started')
    return value as PortfolioWorld[K]
  }
  return {
    get devnet() {
      return need('devnet')
    },
    get server() {
      return need('server')
    },
    get network() {
      return need('network')
    },
    account: (index) => need('devnet').manifest.accounts[index] as string,
  }
}

/** The modal open on Account, connected to `account` (devnet #0 by default) on devnet. */
export async function openConnected(
  world: PortfolioWorld,
  options: { config?: Partial<LatchConfig>; adapter?: TestAdapterOptions; account?: string } = {},
) {
  const rendered = renderWithLatch(null, {
    config: {
      projectId: 'latch-demo',
      networks: [world.network],
      servicesUrl: world.server.url,
      ...options.config,
    },
    adapter: {
      accounts: [options.account ?? world.account(0)],
      chainId: world.network.id,
      ...options.adapter,
    },
  })
  await rendered.client.start()
  await rendered.client.connect({ connectorId: `test-${options.adapter?.namespace ?? 'eip155'}` })
  rendered.client.open()
  await screen.findByRole('dialog', { name: 'Account' })
  await screen.findByRole('button', { name: 'Disconnect' })
  return rendered
}
