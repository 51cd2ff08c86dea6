import { DEFAULT_FEATURES } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { prefetchedViews } from './prefetchViews'

describe('views fetched ahead when the browser is idle', () => {
  it('leaves out every view of a feature the host turned off: pay by default, swaps and socials when off', () => {
    const defaults = prefetchedViews(DEFAULT_FEATURES)
    expect(defaults).not.toContain('Pay')
    expect(defaults).toEqual(expect.arrayContaining(['Account', 'Swap', 'OnRampBuy', 'ConnectingSocial']))
    const trimmed = prefetchedViews({
      ...DEFAULT_FEATURES,
      swaps: false,
      socials: [],
      onramp: false,
      pay: true,
    })
    for (const view of ['Swap', 'SwapPreview', 'SwapSelectToken', 'ConnectingSocial', 'OnRampBuy'] as const)
      expect(trimmed).not.toContain(view)
    expect(trimmed).toContain('Pay')
  })
})
