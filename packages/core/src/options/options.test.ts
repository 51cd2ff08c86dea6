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

  test('the terms and privacy URLs are kept as legal links when http(s), absent when neither is set', () => {
    expect(resolveOptions(base).options.legalUrls).toBeUndefined()
    expect(resolveOptions({ ...base, termsConditionsUrl: ' ', privacyPolicyUrl: '' }).options.legalUrls).toBe(
      undefined,
    )
    const { legalUrls } = resolveOptions({
      ...base,
      termsConditionsUrl: 'https://app.example/terms?a="b"',
      privacyPolicyUrl: 'http://app.example/privacy',
    }).options
    expect(legalUrls).toEqual({
      terms: 'https://app.example/terms?a=%22b%22',
      privacy: 'http://app.example/privacy',
    })
    expect(resolveOptions({ ...base, privacyPolicyUrl: 'https://app.example/p' }).options.legalUrls).toEqual({
      terms: undefined,
      privacy: 'https://app.example/p',
    })
  })

  test.each([
    ['termsConditionsUrl', 'javascript:alert(1)'],
    ['termsConditionsUrl', 'data:text/html,<script>alert(1)</script>'],
    ['privacyPolicyUrl', 'not a url'],
    ['privacyPolicyUrl', '//app.example/privacy'],
    ['servicesUrl', 'ftp://app.example'],
  ] as const)('%s %s is refused with an error that names the option', (option, value) => {
    const resolve = () => resolveOptions({ ...base, [option]: value })
    expect(resolve).toThrow(`Invalid ${option}: expected an http(s) URL, got "${value}"`)
  })

  test('a URL option that is not a string is refused, not ignored', () => {
    expect(() => resolveOptions({ ...base, termsConditionsUrl: 42 as never })).toThrow(
      'Invalid termsConditionsUrl: expected an http(s) URL, got "42"',
    )
  })
})
