import { describe, expect, test } from 'vitest'
import { mainnet, solana, solanaDevnet } from '../networks/predefined'
import { runAdapterContract } from './contract-suite'
import { createTestAdapter } from './test-adapter'

const sepolia = { ...mainnet, id: 11155111, caipNetworkId: 'eip155:11155111' as const, name: 'Sepolia' }

runAdapterContract('test adapter (eip155)', () => createTestAdapter(), {
  describe,
  test,
  expect,
  networks: [mainnet, sepolia],
})

runAdapterContract(
  'test adapter (solana)',
  () =>
    createTestAdapter({
      namespace: 'solana',
      accounts: ['9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'],
      symbol: 'SOL',
    }),
  { describe, test, expect, networks: [solana, solanaDevnet] },
)

describe('test adapter', () => {
  test('is deterministic: same input, same signature', async () => {
    const one = createTestAdapter()
    const two = createTestAdapter()
    for (const adapter of [one, two]) await adapter.connect({ connectorId: 'test-eip155' })
    const args = { connectorId: 'test-eip155', address: '0x1', message: 'hi' }
    expect(await one.signMessage(args)).toBe(await two.signMessage(args))
  })

  test('reconnect does not prompt, connect does', async () => {
    const adapter = createTestAdapter()
    await adapter.connect({ connectorId: 'test-eip155' })
    await adapter.reconnect({ connectorId: 'test-eip155' })
    expect(adapter.prompts).toBe(1)
  })

  test('failNext makes exactly the next call fail', async () => {
    const adapter = createTestAdapter()
    adapter.failNext('connect', new Error('User rejected the request.'))
    await expect(adapter.connect({ connectorId: 'test-eip155' })).rejects.toThrow(
      'User rejected the request.',
    )
    await expect(adapter.connect({ connectorId: 'test-eip155' })).resolves.toMatchObject({
      connectorId: 'test-eip155',
    })
  })

  test('calls need a connected connector', async () => {
    const adapter = createTestAdapter()
    await expect(
      adapter.signMessage({ connectorId: 'test-eip155', address: '0x1', message: 'x' }),
    ).rejects.toThrow('Connector not connected')
    await expect(adapter.connect({ connectorId: 'nope' })).rejects.toThrow('Unknown connector: nope')
  })
})
