// @vitest-environment happy-dom
// A server-rendered page hydrates without a mismatch, even for a returning visitor whose stored
// connection the server could not know, and the stored connection shows right after hydration.
import { createLatch, type LatchClient } from '@latch/core'
import { createTestAdapter } from '@latch/core/testing'
import { act } from '@testing-library/react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ConnectButton, LatchProvider, NetworkButton } from '../src'
import { ACCOUNT, mainnet, optimism } from './harness'

const roots: Root[] = []
beforeEach(() => localStorage.clear())
afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount())
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

/** A page's client; pages of one browser share the wallet (`adapter`), as they share an extension. */
const client = (adapter = createTestAdapter({ accounts: [ACCOUNT] })) =>
  createLatch({ projectId: 'ssr', networks: [mainnet, optimism], adapters: [adapter] })

const page = (latch: LatchClient) => (
  <LatchProvider client={latch}>
    <header>
      <ConnectButton />
      <NetworkButton />
    </header>
  </LatchProvider>
)

/** The server's markup (a client made where nothing is stored), hydrated by `latch`. */
async function hydrate(latch: LatchClient) {
  const saved = { ...localStorage }
  localStorage.clear()
  const html = renderToString(page(client()))
  for (const [key, value] of Object.entries(saved)) localStorage.setItem(key, value)
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)
  const problems: unknown[] = []
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => problems.push(args))
  await act(async () => {
    roots.push(hydrateRoot(container, page(latch), { onRecoverableError: (error) => problems.push(error) }))
  })
  consoleError.mockRestore()
  return { container, problems, html }
}

describe('hydration', () => {
  it('hydrates a first visit with no mismatch', async () => {
    const { container, problems } = await hydrate(client())
    expect(problems).toEqual([])
    expect(container.querySelector('button')?.textContent).toBe('Connect Wallet')
  })

  it('hydrates a returning visitor with no mismatch, then shows the stored connection', async () => {
    // An earlier visit connected and switched network; both are stored in this browser.
    const wallet = createTestAdapter({ accounts: [ACCOUNT] })
    const earlier = client(wallet)
    await earlier.start()
    await earlier.connect({ connectorId: 'test-eip155' })
    await earlier.switchNetwork('eip155:10')

    const latch = client(wallet)
    const { container, problems, html } = await hydrate(latch)
    expect(html).toContain('Connect Wallet')
    expect(problems).toEqual([])
    // Hydrated, the page restores the stored connection: the account and network it left.
    await act(() => latch.start())
    expect(latch.isConnected()).toBe(true)
    const [account, network] = container.querySelectorAll('button')
    expect(account?.getAttribute('aria-label')).toBe('Account 0x1234…abcd')
    expect(network?.textContent).toMatch(/OP Mainnet$/)
  })
})
