import { describe, expect, test } from 'vitest'
import { createLatch } from '../client/createLatch'
import { mainnet } from '../networks/predefined'
import { combineAdapters } from './combine'
import { runAdapterContract } from './contract-suite'
import { createTestAdapter } from './test-adapter'
import type { DisplayUriEvent } from './types'

const sepolia = { ...mainnet, id: 11155111, caipNetworkId: 'eip155:11155111' as const, name: 'Sepolia' }

const extension = () =>
  createTestAdapter({
    connectors: [{ id: 'io.rabby', name: 'Rabby', type: 'ANNOUNCED', chain: 'eip155' }],
    accounts: ['0x00000000000000000000000000000000000000aa'],
  })
const pairing = () =>
  createTestAdapter({
    connectors: [{ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' }],
    accounts: ['0x00000000000000000000000000000000000000bb'],
  })

runAdapterContract('two eip155 adapters combined', () => combineAdapters([extension(), pairing()]), {
  describe,
  test,
  expect,
  networks: [mainnet, sepolia],
})

describe('adapters sharing a namespace', () => {
  test('offer the connectors of both, and each call reaches the adapter of its connector', async () => {
    const first = extension()
    const second = pairing()
    const combined = combineAdapters([first, second])
    expect(combined.getConnectors().map((connector) => connector.id)).toEqual(['io.rabby', 'walletConnect'])

    const viaPairing = await combined.connect({ connectorId: 'walletConnect' })
    expect(viaPairing.accounts).toEqual(['0x00000000000000000000000000000000000000bb'])
    expect(second.prompts).toBe(1)
    expect(first.prompts).toBe(0)
    await combined.signMessage({
      connectorId: 'walletConnect',
      address: viaPairing.accounts[0] ?? '',
      message: 'hi',
    })
    expect(second.prompts).toBe(2)
    expect(first.prompts).toBe(0)

    await combined.connect({ connectorId: 'io.rabby' })
    expect(first.prompts).toBe(1)
  })

  test('forward wallet events of every adapter, and a changed list is the list of all', () => {
    const first = extension()
    const second = pairing()
    const combined = combineAdapters([first, second])
    const seen: unknown[] = []
    const stop = combined.on((event) => seen.push(event))
    second.emit({ type: 'disconnect', connectorId: 'walletConnect' })
    first.emit({ type: 'connectorsChanged', connectors: first.getConnectors() })
    expect(seen).toEqual([
      { type: 'disconnect', connectorId: 'walletConnect' },
      { type: 'connectorsChanged', connectors: combined.getConnectors() },
    ])
    stop()
    first.emit({ type: 'disconnect', connectorId: 'io.rabby' })
    expect(seen).toHaveLength(2)
  })

  test('pass on pairing URIs of the adapter that pairs', () => {
    let send: ((event: DisplayUriEvent) => void) | undefined
    const second = Object.assign(pairing(), {
      onDisplayUri(listener: (event: DisplayUriEvent) => void) {
        send = listener
        return () => {
          send = undefined
        }
      },
    })
    const combined = combineAdapters([extension(), second])
    const uris: string[] = []
    const stop = combined.onDisplayUri?.((event) => uris.push(event.uri))
    send?.({ type: 'display_uri', uri: 'wc:abc@2', expiresAt: 1 })
    expect(uris).toEqual(['wc:abc@2'])
    stop?.()
    expect(send).toBeUndefined()
  })

  test('refuse adapters of different namespaces', () => {
    expect(() => combineAdapters([extension(), createTestAdapter({ namespace: 'solana' })])).toThrow(
      'combineAdapters takes adapters of one namespace',
    )
  })

  test('createLatch takes both and connects through either', async () => {
    const client = createLatch({ projectId: 'p', networks: [mainnet], adapters: [extension(), pairing()] })
    await client.start()
    expect(client.store.getState().connection.connectors.map((connector) => connector.id)).toEqual(
      expect.arrayContaining(['io.rabby', 'walletConnect']),
    )
    await client.connect({ connectorId: 'walletConnect', namespace: 'eip155' })
    expect(client.store.getState().accounts.eip155?.address).toBe(
      '0x00000000000000000000000000000000000000bb',
    )
    client.destroy()
  })
})

describe('the embedded wallet port', () => {
  test('passes through the combined adapter and shows in the registry with its namespace', async () => {
    const { createAdapterRegistry } = await import('./registry')
    const embedded = Object.assign(extension(), {
      embedded: { connectorId: 'latch-embedded' } as unknown as import('./types').EmbeddedWalletPort,
    })
    const combined = combineAdapters([pairing(), embedded])
    expect(combined.embedded).toBe(embedded.embedded)
    expect(combineAdapters([pairing(), extension()]).embedded).toBeUndefined()
    const registry = createAdapterRegistry([pairing(), embedded])
    expect(registry.embedded).toEqual({ namespace: 'eip155', port: embedded.embedded })
    expect(createAdapterRegistry([pairing()]).embedded).toBeUndefined()
  })
})
