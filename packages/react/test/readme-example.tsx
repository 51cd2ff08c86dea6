import type { CaipNetwork } from '@latch/core'
import { evmAdapter } from '@latch/evm'
import { ConnectButton, LatchProvider, NetworkButton, useAccount } from '@latch/react'

const mainnet: CaipNetwork = {
  id: 1,
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.example.org'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
}

function Greeting() {
  const { address, isConnected } = useAccount()
  return <p>{isConnected ? `Connected as ${address}` : 'Not connected'}</p>
}

export function App() {
  return (
    <LatchProvider config={{ projectId: 'my-project', networks: [mainnet], adapters: [evmAdapter()] }}>
      <ConnectButton />
      <NetworkButton />
      <Greeting />
    </LatchProvider>
  )
}
