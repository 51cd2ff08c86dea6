// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest'
import { createSIWX } from '../create'
import type { SIWXSession, SIWXStorage } from '../types'
import { DEFAULT_SESSIONS_KEY, LocalStorageSessionStore } from './local'
import { MemorySessionStore } from './memory'

const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const B = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function session(chainId: `${string}:${string}`, accountAddress: string, tag: string): SIWXSession {
  return {
    data: {
      accountAddress,
      chainId,
      domain: 'app.example.com',
      uri: 'https://app.example.com',
      version: '1',
      nonce: `nonce${tag}xxxx`,
      issuedAt: '2026-01-01T00:00:00.000Z',
    },
    message: `message ${tag}`,
    signature: `0x${tag}`,
  }
}

beforeEach(() => localStorage.clear())

describe.each([
  ['MemorySessionStore', () => new MemorySessionStore()],
  ['LocalStorageSessionStore', () => new LocalStorageSessionStore()],
] as [string, () => SIWXStorage][])('%s', (_, makeStore) => {
  it('keeps and returns sessions per chain and address', async () => {
    const store = makeStore()
    await store.add(session('eip155:1', A, '1'))
    await store.add(session('eip155:10', A, '2'))
    await store.add(session('eip155:1', B, '3'))
    expect((await store.get('eip155:1', A)).map((s) => s.signature)).toEqual(['0x1'])
    expect((await store.get('eip155:10', A)).map((s) => s.signature)).toEqual(['0x2'])
    expect((await store.get('eip155:1', B)).map((s) => s.signature)).toEqual(['0x3'])
    expect(await store.get('eip155:137', A)).toEqual([])
  })

  it('matches eip155 addresses regardless of letter case', async () => {
    const store = makeStore()
    await store.add(session('eip155:1', A, '1'))
    expect(await store.get('eip155:1', A.toLowerCase())).toHaveLength(1)
  })

  it('replaces a session re-added with the same message instead of duplicating it', async () => {
    const store = makeStore()
    await store.add(session('eip155:1', A, '1'))
    await store.add({ ...session('eip155:1', A, '1'), signature: '0xnew' })
    expect((await store.get('eip155:1', A)).map((s) => s.signature)).toEqual(['0xnew'])
  })

  it('revokes only the given chain and address', async () => {
    const store = makeStore()
    await store.add(session('eip155:1', A, '1'))
    await store.add(session('eip155:10', A, '2'))
    await store.add(session('eip155:1', B, '3'))
    await store.delete('eip155:1', A)
    expect(await store.get('eip155:1', A)).toEqual([])
    expect(await store.get('eip155:10', A)).toHaveLength(1)
    expect(await store.get('eip155:1', B)).toHaveLength(1)
  })

  it('replaces everything on set, and set([]) signs out everywhere', async () => {
    const store = makeStore()
    await store.add(session('eip155:1', A, '1'))
    await store.set([session('eip155:1', B, '3')])
    expect(await store.get('eip155:1', A)).toEqual([])
    expect(await store.get('eip155:1', B)).toHaveLength(1)
    await store.set([])
    expect(await store.get('eip155:1', B)).toEqual([])
  })
})

describe('LocalStorageSessionStore with stored data', () => {
  it('survives a new store instance (a page reload) under its key', async () => {
    await new LocalStorageSessionStore().add(session('eip155:1', A, '1'))
    expect(localStorage.getItem(DEFAULT_SESSIONS_KEY)).toContain('0x1')
    expect(await new LocalStorageSessionStore().get('eip155:1', A)).toHaveLength(1)
  })

  it('drops corrupt entries, keeps good ones, and logs what it dropped', async () => {
    const warnings: string[] = []
    localStorage.setItem(
      DEFAULT_SESSIONS_KEY,
      JSON.stringify([
        session('eip155:1', A, '1'),
        { data: null },
        'junk',
        7,
        { ...session('eip155:1', A, '2'), signature: 5 },
      ]),
    )
    const store = new LocalStorageSessionStore({ warn: (m) => warnings.push(m) })
    expect((await store.get('eip155:1', A)).map((s) => s.signature)).toEqual(['0x1'])
    expect(warnings).toEqual([`SIWX: dropped 4 corrupt session(s) stored under "${DEFAULT_SESSIONS_KEY}"`])
    expect(JSON.parse(localStorage.getItem(DEFAULT_SESSIONS_KEY) ?? '[]')).toHaveLength(1)
  })

  it('drops an unreadable stored value entirely and logs it', async () => {
    const warnings: string[] = []
    for (const raw of ['{not json', '{"a":1}', 'null']) {
      localStorage.setItem('k', raw)
      const store = new LocalStorageSessionStore({ key: 'k', warn: (m) => warnings.push(m) })
      expect(await store.get('eip155:1', A)).toEqual([])
      expect(localStorage.getItem('k')).toBeNull()
    }
    expect(warnings).toHaveLength(3)
    expect(warnings[0]).toBe('SIWX: dropped unreadable sessions stored under "k"')
  })
})

describe('createSIWX without a store', () => {
  it('keeps sessions in localStorage under the default key, there after a reload', async () => {
    const options = { domain: 'app.example.com', uri: 'https://app.example.com' }
    await createSIWX(options).addSession(session('eip155:1', A, '1'))
    expect(localStorage.getItem(DEFAULT_SESSIONS_KEY)).toContain('0x1')
    const reloaded = createSIWX(options)
    expect((await reloaded.getSessions('eip155:1', A)).map((s) => s.signature)).toEqual(['0x1'])
    await reloaded.revokeSession('eip155:1', A)
    expect(localStorage.getItem(DEFAULT_SESSIONS_KEY)).toBeNull()
  })
})
