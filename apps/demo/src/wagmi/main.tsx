// A small wagmi app: its wallet code is wagmi's hooks; visitors connect through Latch's modal.
import { LatchProvider } from '@latch/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { loadDemoConfig } from '../demo-config'
import { wagmiDemoSetup } from './config'
import { WagmiApp } from './WagmiApp'
import '../demo.css'

const rootElement = document.getElementById('root')
if (!rootElement) throw new Error('The wagmi page has no #root element')
const { client, config } = wagmiDemoSetup(await loadDemoConfig())
const queryClient = new QueryClient()
createRoot(rootElement).render(
  <StrictMode>
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <LatchProvider client={client}>
          <WagmiApp />
        </LatchProvider>
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
