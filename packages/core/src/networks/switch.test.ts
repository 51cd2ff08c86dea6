// Switching to a network of another namespace while the embedded (email) wallet is the connection,
// as the Networks view and a host's own `switchNetwork` both do it: one login serves every
// namespace the wallet is on.
import { describe, expect, test, vi } from 'vitest'
import { createTestAdapter } from '../adapter/test-adapter'
import type { ChainNamespace } from '../adapter/types'
import { createLatch } from '../client/createLatch'
import { createMemoryBackend, type StorageBackend } from '../storage/storage'
import { mainnet, solana, solanaDevnet } from './predefined'

const EVM_ADDRESS = '0x00000000000000000000000000000000000000e1'
const SOLANA_ADDRESS = 'EmbeddedSo1anaAddress1111111111111111111111'

/** The embedded wallet's connector on a namespace; `signedIn`: the frame's login already serves it. */
function embeddedOn(namespace: ChainNamespace, signedIn = false) {
  const adapter = createTestAdapter({
    namespace,
    accounts: [namespace === 'solana' ? SOLANA_ADDRESS : EVM_ADDRESS],
    connectors: [{ id: 'latch-embedded', name: 'Email', type: 'AUTH', chain: namespace }],
  })
  if (signedIn) void adapter.connect({ connectorId: 'latch-embedded' })
  return adapter
}

async function emailUser(backend: StorageBackend = createMemoryBackend()) {
  const evm = embeddedOn('eip155')
  // The frame is signed in: its Solana side answers a restore without asking anything.
  const sol = embeddedOn('solana', true)
  const prompts = sol.prompts
  const client = createLatch({
    projectId: 'p',
    networks: [mainnet, solana, solanaDevnet],
    adapters: [evm, sol, createTestAdapter({ namespace: 'solana', accounts: [SOLANA_ADDRESS] })],
    storage: backend,
  })
  await client.start()
  await client.connect({ connectorId: 'latch-embedded', namespace: 'eip155' })
  return { client, evm, sol, prompts, backend }
}

describe('switching to another namespace with the embedded wallet connected', () => {
  test("a host's switchNetwork to a Solana network connects the embedded wallet there, on that network, without a prompt, then switches", async () => {
    const { client, sol, prompts } = await emailUser()
    const reconnect = vi.spyOn(sol, 'reconnect')
    const switching = vi.spyOn(sol, 'switchNetwork')
    await client.switchNetwork(solanaDevnet)
    // Asked on the network switched to, not the namespace's first one.
    expect(reconnect).toHaveBeenCalledWith(expect.objectContaining({ chainId: solanaDevnet.id }))
    expect(sol.prompts).toBe(prompts)
    expect(switching).toHaveBeenCalledWith({ connectorId: 'latch-embedded', network: solanaDevnet })
    const state = client.store.getState()
    expect(state.connection.connections.solana?.connectorId).toBe('latch-embedded')
    expect(state.accounts.solana?.address).toBe(SOLANA_ADDRESS)
    expect(state.networks.activeNamespace).toBe('solana')
    expect(state.networks.active.solana?.caipNetworkId).toBe(solanaDevnet.caipNetworkId)
    // The eip155 side stays connected: switching back needs nothing.
    expect(client.isConnected('eip155')).toBe(true)
  })

  test('disconnect ends the embedded wallet on both namespaces', async () => {
    const { client, evm, sol } = await emailUser()
    await client.switchNetwork(solana)
    const off = [vi.spyOn(evm, 'disconnect'), vi.spyOn(sol, 'disconnect')]
    await client.disconnect()
    for (const spy of off) expect(spy).toHaveBeenCalledTimes(1)
    expect(client.isConnected('eip155')).toBe(false)
    expect(client.isConnected('solana')).toBe(false)
    expect(client.store.getState().connection.connections).toEqual({})
  })

  test('a reload restores both namespaces as they were stored', async () => {
    const { client, backend, evm, sol } = await emailUser()
    await client.switchNetwork(solana)
    client.destroy()
    const again = createLatch({
      projectId: 'p',
      networks: [mainnet, solana, solanaDevnet],
      adapters: [evm, sol],
      storage: backend,
    })
    await again.start()
    await vi.waitFor(() => {
      expect(again.store.getState().connection.connections.eip155?.connectorId).toBe('latch-embedded')
      expect(again.store.getState().connection.connections.solana?.connectorId).toBe('latch-embedded')
    })
    expect(again.store.getState().networks.activeNamespace).toBe('solana')
  })
})
