import { describe, expect, test } from 'vitest'
import { createTestAdapter } from '../adapter/test-adapter'
import { createLatch } from '../client/createLatch'
import { mainnet, solana } from '../networks/predefined'
import { connectsAfterSwitch, leaveNetworksAfterSwitch } from './after-switch'

const sepolia = { ...mainnet, id: 11155111, caipNetworkId: 'eip155:11155111' as const, name: 'Sepolia' }

// Connected on eip155 through a test wallet; a Solana wallet is on the page but not connected.
async function connectedOnEvm() {
  const client = createLatch({
    projectId: 'p',
    networks: [mainnet, sepolia, solana],
    adapters: [createTestAdapter(), createTestAdapter({ namespace: 'solana', accounts: ['So1'] })],
  })
  await client.start()
  await client.connect({ connectorId: 'test-eip155' })
  client.open({ view: 'Account' })
  client.router.push('Networks')
  return client
}

describe('leaving Networks after a switch', () => {
  test('a switch to a namespace with no connection yet shows Connect, on a fresh history so Back closes', async () => {
    const client = await connectedOnEvm()
    await client.switchNetwork(solana)
    expect(connectsAfterSwitch(client.store.getState())).toBe(true)
    leaveNetworksAfterSwitch(client)
    expect(client.store.getState().router.history).toEqual(['Connect'])
    client.router.back()
    expect(client.store.getState().modal.open).toBe(false)
  })

  test('a switch within the connected namespace goes back to where Networks was opened from', async () => {
    const client = await connectedOnEvm()
    await client.switchNetwork(sepolia)
    expect(connectsAfterSwitch(client.store.getState())).toBe(false)
    leaveNetworksAfterSwitch(client)
    expect(client.store.getState().router.history).toEqual(['Account'])
    expect(client.store.getState().modal.open).toBe(true)
  })

  test('with no connection anywhere, a switch goes back as before (from the header, that closes)', async () => {
    const client = createLatch({
      projectId: 'p',
      networks: [mainnet, solana],
      adapters: [createTestAdapter(), createTestAdapter({ namespace: 'solana', accounts: ['So1'] })],
    })
    await client.start()
    client.open({ view: 'Networks' })
    await client.switchNetwork(solana)
    expect(connectsAfterSwitch(client.store.getState())).toBe(false)
    leaveNetworksAfterSwitch(client)
    expect(client.store.getState().modal.open).toBe(false)
  })
})
