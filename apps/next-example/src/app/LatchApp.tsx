'use client'

import type { CaipNetwork } from '@latch/core'
import { evmAdapter } from '@latch/evm'
import { ConnectButton, LatchProvider, NetworkButton, useAccount } from '@latch/react'
import { useState } from 'react'

function Status() {
  const { status } = useAccount()
  return (
    <p role="status" aria-label="Connection status">
      {status}
    </p>
  )
}

/** The provider, both buttons and a hook: rendered on the server, hydrated in the browser. */
export function LatchApp({ networks }: { networks: CaipNetwork[] }) {
  // One config for the page's life: the provider reads it once.
  const [config] = useState(() => ({ projectId: 'next-example', networks, adapters: [evmAdapter()] }))
  return (
    <LatchProvider config={config}>
      <header style={{ display: 'flex', gap: 8 }}>
        <ConnectButton />
        <NetworkButton />
      </header>
      <Status />
    </LatchProvider>
  )
}
