import { describe, expect, it } from 'vitest'
import { LocalStorageSessionStore } from './local'

describe('LocalStorageSessionStore during server rendering', () => {
  it('has no localStorage, stores nothing and never throws', async () => {
    expect('localStorage' in globalThis).toBe(false)
    const store = new LocalStorageSessionStore()
    const session = {
      data: { accountAddress: '0xabc', chainId: 'eip155:1' as const },
      message: 'm',
      signature: '0x1',
    }
    await store.add(session as never)
    await store.set([session as never])
    expect(await store.get('eip155:1', '0xabc')).toEqual([])
    await expect(store.delete('eip155:1', '0xabc')).resolves.toBeUndefined()
  })
})
