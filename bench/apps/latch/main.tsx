// The minimal host app: provider, connect button and the EVM adapter, nothing else.
import type { CaipNetwork } from '@latch/core'
import { evmAdapter } from '@latch/evm'
import { ConnectButton, LatchProvider } from '@latch/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

const devnet: CaipNetwork = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Latch Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  testnet: true,
}

const root = document.getElementById('root')
if (root)
  createRoot(root).render(
    <StrictMode>
      <LatchProvider config={{ projectId: 'bench', networks: [devnet], adapters: [evmAdapter()] }}>
        <ConnectButton />
      </LatchProvider>
    </StrictMode>,
  )
