import { describe, expect, test } from 'vitest'
import { mainnet } from '../networks/predefined'
import { resolveOptions } from './options'

const base = { projectId: 'abc', networks: [mainnet] }

describe('options and features', () => {
  test('default features on: swaps, onramp, receive, send, email, history, analytics, allWallets', () => {
    const { features } = resolveOptions(base).options
    for (const key of [
      'swaps',
      'onramp',
      'receive',
      'send',
      'email',
      'history',
      'analytics',
      'allWallets',
    ] as const) {
      expect(features[key]).toBe(true)
    }
  })

  test('default features off: legalCheckbox, smartSessions, collapseWallets, pay', () => {
    const { features } = resolveOptions(base).options
    for (const key of ['legalCheckbox', 'smartSessions', 'collapseWallets', 'pay'] as const) {
      expect(features[key]).toBe(false)
    }
  })

  test('a feature turns off only when explicitly false', () => {
    const { features } = resolveOptions({
      ...base,
      features: { swaps: false, onramp: undefined, send: 0 as never, pay: true },
    }).options
    expect(features.swaps).toBe(false)
    expect(features.onramp).toBe(true)
    expect(features.send).toBe(true)
    expect(features.pay).toBe(true)
  })

  test('options default on unless false: debug, enableWalletConnect, enableWalletGuide, enableWallets, EIP6963, enableNetworkSwitch, enableAuthLogger', () => {
    const defaults = resolveOptions(base).options
    const flags = [
      'debug',
      'enableWalletConnect',
      'enableWalletGuide',
      'enableWallets',
      'enableEIP6963',
      'enableNetworkSwitch',
      'enableAuthLogger',
    ] as const
    for (const flag of flags) expect(defaults[flag]).toBe(true)
    const off = resolveOptions({ ...base, enableNetworkSwitch: false, debug: undefined }).options
    expect(off.enableNetworkSwitch).toBe(false)
    expect(off.debug).toBe(true)
  })

  test('siweConfig and siwx together throw exactly "Cannot set both `siweConfig` and `siwx` options."', () => {
    const siwx = {} as never
    let thrown: unknown
    try {
      resolveOptions({ ...base, siweConfig: {} as never, siwx })
    } catch (error) {
      thrown = error
    }
    expect((thrown as Error).message).toBe('Cannot set both `siweConfig` and `siwx` options.')
  })

  test('a missing project id raises the PROJECT_ID_NOT_CONFIGURED alert', () => {
    expect(resolveOptions({ networks: [mainnet] }).alerts).toEqual(['PROJECT_ID_NOT_CONFIGURED'])
    expect(resolveOptions({ networks: [mainnet], projectId: '  ' }).alerts).toEqual([
      'PROJECT_ID_NOT_CONFIGURED',
    ])
    expect(resolveOptions(base).alerts).toEqual([])
  })

  test('at least one network is required', () => {
    expect(() => resolveOptions({ projectId: 'x', networks: [] })).toThrow('At least one network is required')
  })

  test('unknown feature keys are ignored', () => {
    const { features } = resolveOptions({ ...base, features: { bogus: true } as never }).options
    expect('bogus' in features).toBe(false)
  })
})
