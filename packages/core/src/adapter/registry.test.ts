import { describe, expect, test, vi } from 'vitest'
import { solana } from '../networks/predefined'
import { createAdapterRegistry } from './registry'
import { createTestAdapter } from './test-adapter'
import type { ChainAdapter } from './types'

/** An eip155 adapter bringing its Solana side along, as the embedded wallet does. */
function withSolanaSide() {
  const companion = createTestAdapter({
    namespace: 'solana',
    connectors: [{ id: 'latch-embedded', name: 'Email', type: 'AUTH', chain: 'solana' }],
  })
  const adapter: ChainAdapter = {
    ...createTestAdapter({
      connectors: [{ id: 'latch-embedded', name: 'Email', type: 'AUTH', chain: 'eip155' }],
    }),
    companions: [companion],
  }
  return { adapter, companion }
}

describe('the adapter registry', () => {
  test("an adapter's companion joins the namespace the host set up, after the host's own adapter there", async () => {
    const { adapter, companion } = withSolanaSide()
    const wallets = createTestAdapter({ namespace: 'solana', balance: '7' })
    // Listed before the Solana adapter: the companion still comes after it.
    const registry = createAdapterRegistry([adapter, wallets])
    expect(registry.namespaces).toEqual(['eip155', 'solana'])
    const onSolana = registry.get('solana')
    expect(onSolana.getConnectors().map((connector) => connector.id)).toEqual([
      'test-solana',
      'latch-embedded',
    ])
    const connect = vi.spyOn(companion, 'connect')
    await onSolana.connect({ connectorId: 'latch-embedded' })
    expect(connect).toHaveBeenCalledTimes(1)
    // Balances come from the namespace's first adapter: the host's.
    expect((await onSolana.getBalance({ address: 'So1', network: solana })).balance).toBe('7')
  })

  test('a companion of a namespace the host did not set up is left out, and brings no namespace', () => {
    const { adapter } = withSolanaSide()
    const registry = createAdapterRegistry([adapter])
    expect(registry.namespaces).toEqual(['eip155'])
    expect(() => registry.get('solana')).toThrow('Adapter not found')
  })
})
