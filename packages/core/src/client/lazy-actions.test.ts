import { describe, expect, it, vi } from 'vitest'
import { lazyActions } from './lazy-actions'

describe('lazy feature actions', () => {
  it('loads the real actions on the first call only, and hands every call through', async () => {
    const fetchBalances = vi.fn(async (force?: boolean) => (force ? 'fresh' : 'cached'))
    const create = vi.fn(async () => ({ fetchBalances }))
    const actions = lazyActions(create, ['fetchBalances'])
    expect(create).not.toHaveBeenCalled()
    await expect(actions.fetchBalances(true)).resolves.toBe('fresh')
    await expect(actions.fetchBalances()).resolves.toBe('cached')
    expect(create).toHaveBeenCalledTimes(1)
    expect(fetchBalances).toHaveBeenCalledTimes(2)
  })

  it('tries the load again after it failed, so an offline moment is not fatal', async () => {
    const create = vi
      .fn<() => Promise<{ run: () => Promise<string> }>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue({ run: async () => 'ok' })
    const actions = lazyActions(create, ['run'])
    await expect(actions.run()).rejects.toThrow('chunk failed')
    await expect(actions.run()).resolves.toBe('ok')
  })
})
