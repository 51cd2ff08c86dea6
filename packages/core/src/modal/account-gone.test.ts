import { describe, expect, test } from 'vitest'
import { createTestAdapter } from '../adapter/test-adapter'
import { createLatch } from '../client/createLatch'
import { mainnet, solana } from '../networks/predefined'

// A client connected on eip155 through a test wallet, with a Solana wallet on the page too.
async function connected() {
  const evm = createTestAdapter()
  const client = createLatch({
    projectId: 'p',
    networks: [mainnet, solana],
    adapters: [evm, createTestAdapter({ namespace: 'solana', accounts: ['So1'] })],
  })
  await client.start()
  await client.connect({ connectorId: 'test-eip155' })
  return { client, evm }
}

describe('an account view whose account goes away', () => {
  test('the wallet ending the connection closes the modal open on Account, as Disconnect does', async () => {
    const { client, evm } = await connected()
    client.open({ view: 'Account' })
    evm.emit({ type: 'disconnect', connectorId: 'test-eip155' })
    expect(client.isConnected()).toBe(false)
    expect(client.store.getState().modal.open).toBe(false)
    client.destroy()
  })

  test('the wallet emptying its account list closes Send', async () => {
    const { client, evm } = await connected()
    client.open({ view: 'Account' })
    client.router.push('WalletSend')
    evm.emit({ type: 'accountsChanged', connectorId: 'test-eip155', accounts: [] })
    expect(client.store.getState().modal.open).toBe(false)
    client.destroy()
  })

  test("the host's disconnect while the modal shows Receive closes it", async () => {
    const { client } = await connected()
    client.open({ view: 'Account' })
    client.router.push('WalletReceive')
    await client.disconnect()
    expect(client.store.getState().modal.open).toBe(false)
    client.destroy()
  })

  test('a view that is not about the account stays: Networks after a switch to an unconnected namespace', async () => {
    const { client } = await connected()
    client.open({ view: 'Account' })
    client.router.push('Networks')
    await client.switchNetwork(solana)
    expect(client.store.getState().modal.open).toBe(true)
    expect(client.store.getState().router.view).toBe('Networks')
    client.destroy()
  })

  test('an account that only changes keeps Account open', async () => {
    const { client, evm } = await connected()
    client.open({ view: 'Account' })
    evm.emit({
      type: 'accountsChanged',
      connectorId: 'test-eip155',
      accounts: ['0x0000000000000000000000000000000000000009'],
    })
    expect(client.store.getState().modal.open).toBe(true)
    expect(client.store.getState().router.view).toBe('Account')
    client.destroy()
  })
})
