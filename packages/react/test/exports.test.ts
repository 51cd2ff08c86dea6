// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import * as api from '../src/index'

describe('@latch/react public API', () => {
  it('exports exactly the provider, the two buttons and the hooks', () => {
    expect(Object.keys(api).sort()).toEqual([
      'ConnectButton',
      'LatchProvider',
      'NetworkButton',
      'useAccount',
      'useDisconnect',
      'useLatch',
      'useLatchClient',
      'useLatchEvents',
      'useLatchState',
      'useNetwork',
      'useWalletInfo',
    ])
  })
})
