import { readdirSync, readFileSync, statSync } from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import { syncBuiltinESMExports } from 'node:module'
import net from 'node:net'
import { join } from 'node:path'
import { afterEach, describe, expect, test, vi } from 'vitest'

// Importing core must do nothing: no network, no timers, no storage or window access. Apps render
// it on the server and load it before the first click, so any of these would be a bug.

const BROWSER_GLOBALS = [
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'indexedDB',
  'location',
] as const

function watchImportSideEffects() {
  const touched: string[] = []
  for (const name of BROWSER_GLOBALS) {
    Object.defineProperty(globalThis, name, {
      configurable: true,
      get() {
        touched.push(name)
        return undefined
      },
    })
  }
  const fetchSpy = vi.fn(() => Promise.reject(new Error('fetch at import')))
  vi.stubGlobal('fetch', fetchSpy)
  const network = [
    vi.spyOn(http, 'request'),
    vi.spyOn(http, 'get'),
    vi.spyOn(https, 'request'),
    vi.spyOn(https, 'get'),
    vi.spyOn(net, 'connect'),
    vi.spyOn(net, 'createConnection'),
  ]
  syncBuiltinESMExports()
  vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'setImmediate', 'queueMicrotask'] })
  return { touched, fetchSpy, network }
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  syncBuiltinESMExports()
  for (const name of BROWSER_GLOBALS) Reflect.deleteProperty(globalThis, name)
})

describe('importing core performs no I/O', () => {
  test.each([
    ['@latch/core (package barrel)', () => import('@latch/core')],
    ['@latch/core/internal', () => import('@latch/core/internal')],
    ['@latch/core/testing', () => import('@latch/core/testing')],
  ])(
    'importing %s makes no fetch, http or net call, leaves no timer and touches no storage',
    async (_, load) => {
      vi.resetModules()
      const watch = watchImportSideEffects()
      const exports = await load()
      expect(Object.keys(exports).length).toBeGreaterThan(0)
      expect(watch.fetchSpy).not.toHaveBeenCalled()
      for (const spy of watch.network) expect(spy).not.toHaveBeenCalled()
      expect(vi.getTimerCount()).toBe(0)
      expect(watch.touched).toEqual([])
    },
  )
})

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

describe("core's sources stay framework-free", () => {
  test('no source file of core imports react, react-dom or a DOM library', () => {
    const files = sourceFiles(join(import.meta.dirname, '../src'))
    expect(files.length).toBeGreaterThan(10)
    const forbidden =
      /(?:from\s+|import\s*\(\s*|require\s*\(\s*)['"](react|react-dom|happy-dom|jsdom|@testing-library\/[^'"]+)(?:\/[^'"]*)?['"]/
    const offenders = files.filter((file) => forbidden.test(readFileSync(file, 'utf8')))
    expect(offenders).toEqual([])
  })
})
