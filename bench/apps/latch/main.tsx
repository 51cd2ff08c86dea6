// The quickstart: Ethereum mainnet and Arbitrum, the EVM and WalletConnect adapters with their
// defaults, a ConnectButton. Clicking it opens the modal.
import { evmAdapter } from '@latch/evm'
import { ConnectButton, LatchProvider } from '@latch/react'
import { walletConnectAdapter } from '@latch/walletconnect'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { QUICKSTART_NETWORKS, RELAY_URL } from '../shared/networks'

const root = document.getElementById('root')
if (root)
  createRoot(root).render(
    <StrictMode>
      <LatchProvider
        config={{
          projectId: 'bench',
          networks: QUICKSTART_NETWORKS,
          adapters: [evmAdapter(), walletConnectAdapter({ relayUrl: RELAY_URL })],
        }}
      >
        <ConnectButton />
      </LatchProvider>
    </StrictMode>,
  )
