// @vitest-environment happy-dom
import type { AdapterEvent, Connector } from '@latch/core'
import { afterEach, describe, expect, it } from 'vitest'
import { evmAdapter } from './adapter'
import type { Eip1193Provider } from './eip1193'

const ICON = 'data:image/svg+xml;base64,PHN2Zy8+'

function fakeProvider(): Eip1193Provider {
  // Discovery only checks that `request` exists; no request is made in these tests.
  return { request: async () => null }
}

function announce(detail: unknown): void {
  window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
}

function walletDetail(overrides: Record<string, unknown> = {}, provider = fakeProvider()) {
  return {
    info: {
      uuid: crypto.randomUUID(),
      name: 'Test Wallet',
      icon: ICON,
      rdns: 'dev.latch.test',
      ...overrides,
    },
    provider,
  }
}

const adapters: ReturnType<typeof evmAdapter>[] = []
function setupAdapter() {
  const adapter = evmAdapter()
  adapters.push(adapter)
  const events: Connector[][] = []
  adapter.on((e: AdapterEvent) => e.type === 'connectorsChanged' && events.push(e.connectors))
  adapter.setup({ networks: [] })
  return { adapter, events }
}

afterEach(() => {
  for (const a of adapters.splice(0)) a.destroy?.()
  delete (window as { ethereum?: unknown }).ethereum
})

describe('EIP-6963 discovery', () => {
  it('does nothing at import or construction: discovery starts in setup()', () => {
    let requested = 0
    const count = () => requested++
    window.addEventListener('eip6963:requestProvider', count)
    const adapter = evmAdapter()
    adapters.push(adapter)
    expect(requested).toBe(0)
    adapter.setup({ networks: [] })
    expect(requested).toBe(1)
    window.removeEventListener('eip6963:requestProvider', count)
  })

  it('lists announced wallets as ANNOUNCED connectors with id = rdns and emits connectorsChanged', () => {
    const { adapter, events } = setupAdapter()
    announce(walletDetail())
    expect(adapter.getConnectors()).toEqual([
      {
        id: 'dev.latch.test',
        name: 'Test Wallet',
        type: 'ANNOUNCED',
        chain: 'eip155',
        imageUrl: ICON,
        info: { rdns: 'dev.latch.test' },
      },
    ])
    expect(events).toHaveLength(1)
  })

  it('answers wallets that announce in reply to the request event', () => {
    const reply = () => announce(walletDetail({ rdns: 'dev.latch.late' }))
    window.addEventListener('eip6963:requestProvider', reply)
    const { adapter } = setupAdapter()
    window.removeEventListener('eip6963:requestProvider', reply)
    expect(adapter.getConnectors().map((c) => c.id)).toEqual(['dev.latch.late'])
  })

  it('keeps a markup-looking name as plain text, never as markup', () => {
    const { adapter } = setupAdapter()
    const name = '<img src=x onerror=alert(1)>'
    announce(walletDetail({ name }))
    expect(adapter.getConnectors()[0]?.name).toBe(name)
    expect(document.querySelectorAll('img')).toHaveLength(0)
  })

  it('drops announcements whose icon is not a data:image URI', () => {
    const { adapter, events } = setupAdapter()
    for (const icon of ['javascript:alert(1)', 'https://evil.example/i.png', 'data:text/html,<script>', 42]) {
      announce(walletDetail({ icon }))
    }
    expect(adapter.getConnectors()).toEqual([])
    expect(events).toHaveLength(0)
  })

  it('drops announcements with missing or malformed fields', () => {
    const { adapter } = setupAdapter()
    announce(undefined)
    announce('wallet')
    announce({ info: null, provider: fakeProvider() })
    announce(walletDetail({ uuid: undefined }))
    announce(walletDetail({ name: undefined }))
    announce(walletDetail({ name: '   ' }))
    announce(walletDetail({ rdns: undefined }))
    announce(walletDetail({ rdns: 'not a domain' }))
    announce({ info: walletDetail().info })
    announce({ info: walletDetail().info, provider: { request: 'nope' } })
    expect(adapter.getConnectors()).toEqual([])
  })

  it('strips control and bidi-override characters from names', () => {
    const { adapter } = setupAdapter()
    announce(walletDetail({ name: 'Safe\u202eWallet\u0000' }))
    expect(adapter.getConnectors()[0]?.name).toBe('SafeWallet')
  })

  it('keeps one connector per rdns; the same uuid announcing again replaces it', () => {
    const { adapter, events } = setupAdapter()
    const first = walletDetail({ name: 'First' })
    announce(first)
    announce(walletDetail({ name: 'Impostor' })) // same rdns, other uuid
    expect(adapter.getConnectors().map((c) => c.name)).toEqual(['First'])
    announce({ ...first, info: { ...first.info, name: 'First v2' } })
    expect(adapter.getConnectors().map((c) => c.name)).toEqual(['First v2'])
    announce({ ...first, info: { ...first.info, name: 'First v2' } }) // identical: no event
    expect(events.map((list) => list.map((c) => c.name))).toEqual([['First'], ['First v2']])
    announce({ ...first, info: { ...first.info, name: 'First v2' }, provider: fakeProvider() }) // new provider
    expect(events).toHaveLength(3)
  })

  it('offers window.ethereum as an INJECTED connector', () => {
    ;(window as { ethereum?: unknown }).ethereum = fakeProvider()
    const { adapter } = setupAdapter()
    expect(adapter.getConnectors()).toEqual([
      { id: 'injected', name: 'Browser Wallet', type: 'INJECTED', chain: 'eip155' },
    ])
  })

  it('hides the injected connector when the same provider object was announced', () => {
    const provider = fakeProvider()
    ;(window as { ethereum?: unknown }).ethereum = provider
    const { adapter } = setupAdapter()
    announce(walletDetail({}, provider))
    expect(adapter.getConnectors().map((c) => c.type)).toEqual(['ANNOUNCED'])
  })

  it('hides the injected connector when its brand flag matches an announced rdns', () => {
    ;(window as { ethereum?: unknown }).ethereum = { ...fakeProvider(), isMetaMask: true }
    const { adapter } = setupAdapter()
    expect(adapter.getConnectors().map((c) => c.id)).toEqual(['injected'])
    announce(walletDetail({ rdns: 'io.metamask', name: 'MetaMask' }))
    expect(adapter.getConnectors().map((c) => c.id)).toEqual(['io.metamask'])
  })

  it('ignores a window.ethereum that is not an EIP-1193 provider', () => {
    ;(window as { ethereum?: unknown }).ethereum = { request: 1 }
    const { adapter } = setupAdapter()
    expect(adapter.getConnectors()).toEqual([])
  })

  it('stops listening after destroy()', () => {
    const { adapter } = setupAdapter()
    adapter.destroy?.()
    announce(walletDetail())
    expect(adapter.getConnectors()).toEqual([])
  })
})

describe('discovery options', () => {
  it('eip6963: false ignores announcements; injected: false ignores window.ethereum', () => {
    ;(window as { ethereum?: unknown }).ethereum = fakeProvider()
    const noAnnounced = evmAdapter({ eip6963: false })
    const noInjected = evmAdapter({ injected: false })
    adapters.push(noAnnounced, noInjected)
    noAnnounced.setup({ networks: [] })
    noInjected.setup({ networks: [] })
    announce(walletDetail())
    expect(noAnnounced.getConnectors().map((c) => c.type)).toEqual(['INJECTED'])
    expect(noInjected.getConnectors().map((c) => c.type)).toEqual(['ANNOUNCED'])
  })

  it('eip6963: false still offers window.ethereum when the same wallet also announced itself', () => {
    const provider = fakeProvider()
    ;(window as { ethereum?: unknown }).ethereum = provider
    const legacyOnly = evmAdapter({ eip6963: false })
    adapters.push(legacyOnly)
    legacyOnly.setup({ networks: [] })
    announce(walletDetail({}, provider))
    expect(legacyOnly.getConnectors()).toEqual([
      { id: 'injected', name: 'Browser Wallet', type: 'INJECTED', chain: 'eip155' },
    ])
  })
})
