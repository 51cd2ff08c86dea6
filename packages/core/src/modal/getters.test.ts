import { describe, expect, test } from 'vitest'
import type { ResolvedOptions } from '../options/options'
import { initialRouterState } from '../router/state'
import type { View } from '../router/views'
import { isSiwxRequired } from '../siwx/getters'
import type { SiwxConfig } from '../siwx/state'
import { isCloseBlocked } from './getters'

function state(view: View, siwx: { required?: boolean; hasSession?: boolean } = {}) {
  const config = { getRequired: () => siwx.required === true } as unknown as SiwxConfig
  return {
    router: initialRouterState(view),
    options: { siwx: config } as ResolvedOptions,
    siwx: { status: 'idle' as const, hasSession: siwx.hasSession === true },
  }
}

describe('modal getters', () => {
  test('close is blocked while a transaction waits for approval', () => {
    expect(isCloseBlocked(state('ApproveTransaction'))).toBe(true)
    expect(isCloseBlocked(state('Account'))).toBe(false)
  })

  test('close is blocked in the sign-in views while sign-in is required and no session exists', () => {
    expect(isCloseBlocked(state('SIWXSignMessage', { required: true }))).toBe(true)
    expect(isCloseBlocked(state('SIWXSignMessage', { required: true, hasSession: true }))).toBe(false)
    expect(isCloseBlocked(state('SIWXSignMessage'))).toBe(false)
    expect(isCloseBlocked(state('Connect', { required: true }))).toBe(false)
  })

  test('sign-in is required only when the app config says so', () => {
    expect(isSiwxRequired(state('Connect', { required: true }))).toBe(true)
    expect(isSiwxRequired(state('Connect'))).toBe(false)
    expect(isSiwxRequired({ options: { siwx: undefined } as ResolvedOptions })).toBe(false)
  })
})
