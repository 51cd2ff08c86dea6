import { describe, expect, it } from 'vitest'
import { evmAdapter } from './adapter'

// Runs in the node environment: no window, as during server-side rendering.
describe('evmAdapter without a browser', () => {
  it('constructs and sets up without touching a DOM, offering no connectors', async () => {
    const adapter = evmAdapter()
    expect(adapter.namespace).toBe('eip155')
    await adapter.setup({ networks: [] })
    expect(adapter.getConnectors()).toEqual([])
    adapter.destroy?.()
  })

  it('refuses calls for connectors it does not have with a clear error', async () => {
    const adapter = evmAdapter()
    await adapter.setup({ networks: [] })
    await expect(adapter.request('io.metamask', { method: 'eth_chainId' })).rejects.toThrow(
      'No EVM wallet with connector id "io.metamask" is available',
    )
    expect(await adapter.reconnect({ connectorId: 'io.metamask' })).toBeNull()
  })
})
