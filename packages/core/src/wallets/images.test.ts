import { afterEach, describe, expect, test, vi } from 'vitest'
import { preloadImage } from './images'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

/** An Image that never finishes loading: a slow host, which a test cannot make slow for real. */
class StalledImage {
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  referrerPolicy = ''
  src = ''
}

describe('wallet image prefetch', () => {
  test('gives up on an image still loading when the time-out passes, without rejecting', async () => {
    vi.useFakeTimers()
    vi.stubGlobal('Image', StalledImage)
    let settled: boolean | undefined
    void preloadImage('https://wallets.example/slow.png', 2000).then((loaded) => {
      settled = loaded
    })
    await vi.advanceTimersByTimeAsync(1999)
    expect(settled).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    expect(settled).toBe(false)
  })

  test('is a no-op outside a browser', async () => {
    vi.stubGlobal('Image', undefined)
    expect(await preloadImage('https://wallets.example/a.png', 2000)).toBe(false)
  })
})
