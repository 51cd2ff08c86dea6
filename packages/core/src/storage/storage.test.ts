import { afterEach, describe, expect, test, vi } from 'vitest'
import { createMemoryBackend, createStorage, parsers, STORAGE_KEYS, type StorageBackend } from './storage'

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('storage', () => {
  test('values round-trip as JSON', () => {
    const backend = createMemoryBackend()
    const storage = createStorage(backend)
    storage.set(STORAGE_KEYS.recentWallets, ['a', 'b'])
    expect(backend.getItem(STORAGE_KEYS.recentWallets)).toBe('["a","b"]')
    expect(storage.get(STORAGE_KEYS.recentWallets, parsers.stringArray)).toEqual(['a', 'b'])
  })

  test('a missing value reads as undefined without a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(createStorage(createMemoryBackend()).get('nope', parsers.string)).toBeUndefined()
    expect(warn).not.toHaveBeenCalled()
  })

  test('a corrupt stored value is dropped and logged, never thrown', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const backend = createMemoryBackend()
    backend.setItem(STORAGE_KEYS.email, '{not json')
    const storage = createStorage(backend)
    expect(storage.get(STORAGE_KEYS.email, parsers.string)).toBeUndefined()
    expect(backend.getItem(STORAGE_KEYS.email)).toBeNull()
    expect(warn).toHaveBeenCalledOnce()
  })

  test('a foreign value of the wrong shape is dropped and logged', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const backend = createMemoryBackend()
    backend.setItem(STORAGE_KEYS.connectionStatus, '42')
    const storage = createStorage(backend)
    const status = storage.get(STORAGE_KEYS.connectionStatus, parsers.oneOf(['connected', 'disconnected']))
    expect(status).toBeUndefined()
    expect(backend.getItem(STORAGE_KEYS.connectionStatus)).toBeNull()
    expect(warn).toHaveBeenCalledOnce()
  })

  test('a throwing parser is treated as a foreign value', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const backend = createMemoryBackend()
    backend.setItem('k', '1')
    const value = createStorage(backend).get('k', () => {
      throw new Error('bad')
    })
    expect(value).toBeUndefined()
  })

  test('non-fatal storage errors (quota, SecurityError) are only logged', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const failing: StorageBackend = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError')
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError')
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError')
      },
    }
    const storage = createStorage(failing)
    expect(() => storage.set('k', 1)).not.toThrow()
    expect(storage.get('k', parsers.number)).toBeUndefined()
    expect(() => storage.remove('k')).not.toThrow()
    expect(warn).toHaveBeenCalledTimes(3)
  })

  test('values that cannot be serialised are logged, not thrown', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const storage = createStorage(createMemoryBackend())
    expect(() => storage.set('k', { n: 1n })).not.toThrow()
    expect(warn).toHaveBeenCalledOnce()
  })

  test('setting undefined removes the key', () => {
    const backend = createMemoryBackend()
    const storage = createStorage(backend)
    storage.set('k', true)
    storage.set('k', undefined)
    expect(backend.getItem('k')).toBeNull()
  })

  test('without localStorage (SSR) the default backend is in memory', () => {
    expect('localStorage' in globalThis).toBe(false)
    const storage = createStorage()
    storage.set(STORAGE_KEYS.email, 'a@b.co')
    expect(storage.get(STORAGE_KEYS.email, parsers.string)).toBe('a@b.co')
  })

  test('the default backend is localStorage when it exists, resolved on first use', () => {
    const backend = createMemoryBackend()
    const getItem = vi.spyOn(backend, 'getItem')
    const storage = createStorage()
    vi.stubGlobal('localStorage', backend)
    expect(getItem).not.toHaveBeenCalled()
    storage.set(STORAGE_KEYS.emailLoginUsed, true)
    expect(backend.getItem(STORAGE_KEYS.emailLoginUsed)).toBe('true')
    expect(storage.get(STORAGE_KEYS.emailLoginUsed, parsers.boolean)).toBe(true)
  })

  test('a localStorage getter that throws SecurityError falls back to memory', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('blocked', 'SecurityError')
      },
    })
    try {
      const storage = createStorage()
      storage.set('k', 'v')
      expect(storage.get('k', parsers.string)).toBe('v')
      expect(warn).toHaveBeenCalledOnce()
    } finally {
      Reflect.deleteProperty(globalThis, 'localStorage')
    }
  })

  test('stored keys are namespaced and distinct', () => {
    const values = Object.values(STORAGE_KEYS)
    expect(new Set(values).size).toBe(values.length)
    for (const key of values) expect(key.startsWith('latch:')).toBe(true)
  })
})
