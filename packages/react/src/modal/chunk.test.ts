import { describe, expect, it } from 'vitest'
import { chunk, loaded } from './chunk'

describe('code-split chunks', () => {
  it('reads a chunk built from code already there at once, before any load', async () => {
    const view = () => null
    const ready = loaded(view)
    expect(ready.get()).toBe(view)
    await expect(ready.load()).resolves.toBe(view)
  })

  it('loads once, then reads synchronously', async () => {
    let calls = 0
    const lazy = chunk(async () => {
      calls++
      return 'modal'
    })
    expect(lazy.get()).toBeUndefined()
    await Promise.all([lazy.load(), lazy.load()])
    expect(lazy.get()).toBe('modal')
    expect(calls).toBe(1)
  })

  it('may be loaded again after a failed load', async () => {
    let calls = 0
    const lazy = chunk(async () => {
      calls++
      if (calls === 1) throw new Error('offline')
      return 'modal'
    })
    await expect(lazy.load()).rejects.toThrow('offline')
    await expect(lazy.load()).resolves.toBe('modal')
    expect(lazy.get()).toBe('modal')
  })
})
