import { describe, expect, it } from 'vitest'
import { createSIWX } from '../create'
import { LocalStorageSessionStore } from './local'

const session = {
  data: { accountAddress: '0xabc', chainId: 'eip155:1' as const },
  message: 'm',
  signature: '0x1',
}

describe('LocalStorageSessionStore during server rendering', () => {
  it('has no localStorage, stores nothing and never throws', async () => {
    expect('localStorage' in globalThis).toBe(false)
    const store = new LocalStorageSessionStore()
    await store.add(session as never)
    await store.set([session as never])
    expect(await store.get('eip155:1', '0xabc')).toEqual([])
    await expect(store.delete('eip155:1', '0xabc')).resolves.toBeUndefined()
  })
})

describe('createSIWX without a store during server rendering', () => {
  it('stores nothing and never throws', async () => {
    const config = createSIWX({ domain: 'app.example.com', uri: 'https://app.example.com' })
    await config.addSession(session as never)
    await config.setSessions?.([session as never])
    expect(await config.getSessions('eip155:1', '0xabc')).toEqual([])
    await expect(config.revokeSession('eip155:1', '0xabc')).resolves.toBeUndefined()
  })
})
