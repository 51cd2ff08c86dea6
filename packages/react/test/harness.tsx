// Renders components under a real LatchProvider (real core client) whose wallet is core's
// in-memory test adapter, and hands back that client and adapter.
import type { CaipNetwork, LatchClient } from '@latch/core'
import { createTestAdapter, type TestAdapterOptions } from '@latch/core/testing'
import { render } from '@testing-library/react'
import { type ReactNode, useContext } from 'react'
import { LatchContext } from '../src/context'
import { type LatchConfig, LatchProvider } from '../src/provider/LatchProvider'

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }

export const mainnet: CaipNetwork = {
  id: 1,
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
  blockExplorers: { default: { name: 'Explorer', url: 'https://explorer.test/' } },
}

export const optimism: CaipNetwork = {
  id: 10,
  caipNetworkId: 'eip155:10',
  chainNamespace: 'eip155',
  name: 'OP Mainnet',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['http://127.0.0.1:2'] } },
}

export const devnet: CaipNetwork = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Devnet',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  testnet: true,
}

export const ACCOUNT = '0x1234567890abcdef1234567890abcdef1234abcd'

function Capture({ holder }: { holder: { client?: LatchClient } }) {
  holder.client = useContext(LatchContext)?.client
  return null
}

export interface RenderOptions {
  config?: Partial<LatchConfig>
  adapter?: TestAdapterOptions
}

export function renderWithLatch(ui: ReactNode, options: RenderOptions = {}) {
  const adapter = createTestAdapter({ accounts: [ACCOUNT], balance: '1.23456', ...options.adapter })
  const holder: { client?: LatchClient } = {}
  const config: LatchConfig = {
    projectId: 'test-project',
    networks: [mainnet, optimism, devnet],
    adapters: [adapter],
    ...options.config,
  }
  const result = render(
    <LatchProvider config={config}>
      <Capture holder={holder} />
      {ui}
    </LatchProvider>,
  )
  const client = holder.client
  if (!client) throw new Error('LatchProvider did not provide a client')
  return { ...result, client, adapter }
}

/**
 * Renders a view on its own (no modal around it) under a provider, which the modal's messages
 * need: English unless `options` sets a locale.
 */
export function renderView(ui: ReactNode, options: Partial<LatchConfig> = {}) {
  const config: LatchConfig = { networks: [mainnet], adapters: [createTestAdapter()], ...options }
  return render(ui, { wrapper: ({ children }) => <LatchProvider config={config}>{children}</LatchProvider> })
}

/**
 * A page reload whose restore waits: the adapter answers `reconnect` only once the returned
 * function is called, so a test can look at the modal while the remembered account shows.
 */
export function holdRestore(adapter: Pick<ReturnType<typeof createTestAdapter>, 'reconnect'>): () => void {
  let release: () => void = () => {}
  const answered = new Promise<void>((resolve) => {
    release = resolve
  })
  const reconnect = adapter.reconnect.bind(adapter)
  adapter.reconnect = async (parameters) => {
    await answered
    return reconnect(parameters)
  }
  return release
}

/**
 * Takes out the style elements Latch writes while a page runs (theme variables, the web font),
 * keeping the package's stylesheets, which the test run put in the page once as a bundler would.
 */
export function removeWrittenStyles(): void {
  for (const style of document.head.querySelectorAll('style[id^="latch-style-"]')) style.remove()
}
