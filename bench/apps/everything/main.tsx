// Every feature Latch has, enabled: what a page pays before the first click when it offers all of
// them. One line per part below; a feature or adapter that lands later is counted by adding its
// line (a new view needs nothing here: every view registered in the modal is counted already).
import { embeddedWallet } from '@latch/embedded'
import { evmAdapter } from '@latch/evm'
import { ConnectButton, type LatchConfig, LatchProvider } from '@latch/react'
import { createSIWX } from '@latch/siwx'
import { walletConnectAdapter } from '@latch/walletconnect'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { QUICKSTART_NETWORKS, RELAY_URL } from '../shared/networks'

type Part = Partial<LatchConfig>

const PARTS: Part[] = [
  { adapters: [evmAdapter()] },
  { adapters: [walletConnectAdapter({ relayUrl: RELAY_URL })] },
  { adapters: [embeddedWallet({ frameUrl: 'https://wallet.example.org/frame' })] },
  {
    features: {
      email: true,
      socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
    },
  },
  { features: { swaps: true, onramp: true, send: true, receive: true, history: true, pay: true } },
  { siwx: createSIWX({ domain: location.host, uri: location.origin, statement: 'Sign in to the bench.' }) },
  // The bench's static server answers for the services server (bench/server.ts).
  { servicesUrl: `${location.origin}/services` },
]

/** The parts merged: adapters and features add up, anything else is taken as given. */
function merge(parts: Part[]): LatchConfig {
  const config: LatchConfig = {
    projectId: 'bench',
    networks: QUICKSTART_NETWORKS,
    adapters: [],
    features: {},
  }
  for (const { adapters, features, ...rest } of parts) {
    Object.assign(config, rest)
    config.adapters = [...(config.adapters ?? []), ...(adapters ?? [])]
    config.features = { ...config.features, ...features }
  }
  return config
}

const config = merge(PARTS)
const root = document.getElementById('root')
if (root)
  createRoot(root).render(
    <StrictMode>
      <LatchProvider config={config}>
        <ConnectButton />
      </LatchProvider>
    </StrictMode>,
  )
