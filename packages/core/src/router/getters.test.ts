import { describe, expect, test } from 'vitest'
import { canGoBack } from './getters'
import { pushView } from './rules'
import { initialRouterState } from './state'

describe('router getters', () => {
  test('Back shows once there is a view to go back to', () => {
    const start = initialRouterState('Connect')
    expect(canGoBack({ router: start })).toBe(false)
    expect(canGoBack({ router: pushView(start, 'AllWallets') })).toBe(true)
  })

  test("no Back over the embedded wallet's recovery-key screen: only the user's answer there ends it", () => {
    const over = pushView(pushView(initialRouterState('Connect'), 'EmailVerifyOtp'), 'EmbeddedRecovery')
    expect(canGoBack({ router: over })).toBe(false)
  })

  test('no Back over a request waiting for approval pushed on a flow: only the wallet answer ends it', () => {
    const over = pushView(pushView(initialRouterState('Account'), 'Networks'), 'ApproveTransaction')
    expect(canGoBack({ router: over })).toBe(false)
  })
})
