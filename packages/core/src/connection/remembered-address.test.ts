// A returning visitor sees their account from the first paint: the address a namespace was
// connected with is remembered and shown while the wallet is asked again.
import { describe, expect, test } from 'vitest'
import { createTestAdapter } from '../adapter/test-adapter'
import { createLatch } from '../client/createLatch'
import { mainnet } from '../networks/predefined'
import { createMemoryBackend, STORAGE_KEYS, type StorageBackend } from '../storage/storage'
import { getAccount } from './getters'

const ADDRESS = '0x0000000000000000000000000000000000000001'

function client(backend: StorageBackend, adapter = createTestAdapter()) {
  return createLatch({ projectId: 'p', networks: [mainnet], adapters: [adapter], storage: backend })
}

/** A visit that connected; the wallet (adapter) keeps its grant for the next visit. */
async function connectedBackend() {
  const backend = createMemoryBackend()
  const adapter = createTestAdapter()
  const first = client(backend, adapter)
  await first.start()
  const connectorId = adapter.getConnectors()[0]?.id ?? ''
  await first.connect({ connectorId })
  return { backend, adapter, connectorId }
}

describe('the remembered address', () => {
  test('a reload starts with the connected address shown while the connection is restored', async () => {
    const { backend, adapter } = await connectedBackend()
    const next = client(backend, adapter)
    const account = getAccount(next.store.getState())
    expect(account).toMatchObject({ address: ADDRESS, status: 'connecting', isConnected: false })
    // Only the address: the rest (caipAddress, balance) comes with the reconnect.
    expect(account.caipAddress).toBeUndefined()
    await next.start()
    expect(getAccount(next.store.getState())).toMatchObject({ address: ADDRESS, isConnected: true })
  })

  test('a restore the wallet refuses clears the address', async () => {
    const { backend, adapter, connectorId } = await connectedBackend()
    adapter.revoke(connectorId)
    const next = client(backend, adapter)
    expect(getAccount(next.store.getState()).address).toBe(ADDRESS)
    await next.start()
    expect(getAccount(next.store.getState())).toMatchObject({ address: undefined, status: 'disconnected' })
    expect(getAccount(client(backend).store.getState()).address).toBeUndefined()
  })

  test('disconnecting forgets it', async () => {
    const { backend, adapter } = await connectedBackend()
    const next = client(backend, adapter)
    await next.start()
    await next.disconnect()
    expect(backend.getItem(STORAGE_KEYS.connectedAddresses)).toBeNull()
    expect(getAccount(client(backend).store.getState()).address).toBeUndefined()
  })

  test('a stored value of the wrong shape (markup, huge, not a namespace) is dropped, never shown', async () => {
    for (const bad of [
      { eip155: '<img src=x onerror=alert(1)>' },
      { eip155: `0x${'a'.repeat(500)}` },
      { notanamespace: ADDRESS },
      [ADDRESS],
      'garbage',
    ]) {
      const { backend } = await connectedBackend()
      backend.setItem(STORAGE_KEYS.connectedAddresses, JSON.stringify(bad))
      expect(getAccount(client(backend).store.getState()).address).toBeUndefined()
    }
  })

  test('a click while the remembered account is restored opens on Account, as for a connected visitor', async () => {
    const { backend, adapter } = await connectedBackend()
    const next = client(backend, adapter)
    next.open()
    expect(next.store.getState().router.view).toBe('Account')
  })

  test('a fresh visitor, and one whose restore failed, still open on Connect', async () => {
    const fresh = client(createMemoryBackend())
    fresh.open()
    expect(fresh.store.getState().router.view).toBe('Connect')
    const { backend, adapter, connectorId } = await connectedBackend()
    adapter.revoke(connectorId)
    const next = client(backend, adapter)
    await next.start()
    next.open()
    expect(next.store.getState().router.view).toBe('Connect')
  })
})
