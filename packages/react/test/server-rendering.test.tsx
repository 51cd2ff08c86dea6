// @vitest-environment node
// The provider and both buttons render on a server: no window, no document, no storage. Every
// adapter a host may configure is imported and set up as on a page, so a module that reaches for
// the browser at import or render time fails here.
import { createTestAdapter } from '@latch/core/testing'
import { embeddedWallet } from '@latch/embedded'
import { evmAdapter } from '@latch/evm'
import { createSIWX } from '@latch/siwx'
import { walletConnectAdapter } from '@latch/walletconnect'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ConnectButton, LatchProvider, NetworkButton } from '../src'
import { mainnet, optimism } from './harness'

describe('server rendering', () => {
  it('renders the provider and the buttons without a browser', () => {
    expect(typeof window).toBe('undefined')
    expect(typeof document).toBe('undefined')
    const html = renderToString(
      <LatchProvider
        config={{
          projectId: 'ssr',
          networks: [mainnet, optimism],
          adapters: [
            evmAdapter(),
            walletConnectAdapter({ relayUrl: 'wss://relay.example' }),
            embeddedWallet({ frameUrl: 'https://wallet.example/frame' }),
          ],
          features: { email: true, socials: ['google'], swaps: true, onramp: true },
          siwx: createSIWX({ domain: 'app.example', uri: 'https://app.example', statement: 'Sign in.' }),
        }}
      >
        <ConnectButton />
        <NetworkButton />
      </LatchProvider>,
    )
    expect(html).toContain('>Connect Wallet</button>')
    expect(html).toContain('<span>Ethereum</span>')
    // Nothing is known of the visitor's system theme on a server: dark, as for an unknown one.
    expect(html).toContain('data-latch-theme="dark"')
  })

  it('renders a render-function button with what a server knows: disconnected, the default network', () => {
    const html = renderToString(
      <LatchProvider config={{ projectId: 'ssr', networks: [optimism], adapters: [createTestAdapter()] }}>
        <ConnectButton>
          {({ account, network, status }) => (
            <p>{`${status} ${account?.address ?? 'nobody'} on ${network?.name}`}</p>
          )}
        </ConnectButton>
      </LatchProvider>,
    )
    expect(html).toContain('<p>disconnected nobody on OP Mainnet</p>')
  })
})
