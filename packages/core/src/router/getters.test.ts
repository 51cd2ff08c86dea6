import { describe, expect, test } from 'vitest'
import { canGoBack } from './getters'
import { initialRouterState, pushView } from './router'

describe('router getters', () => {
  test('Back shows once there is a view to go back to', () => {
    const start = initialRouterState('Connect')
    expect(canGoBack({ router: start })).toBe(false)
    expect(canGoBack({ router: pushView(start, 'AllWallets') })).toBe(true)
  })
})
