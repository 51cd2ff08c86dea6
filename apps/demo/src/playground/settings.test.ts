import { mainnet } from '@latch/core'
import type { LatchConfig } from '@latch/react'
import { describe, expect, test } from 'vitest'
import { applySettings, DEFAULT_SETTINGS, parseSettings, restartKey } from './settings'

const devnet = { ...mainnet, id: 31337, caipNetworkId: 'eip155:31337' as const, name: 'Latch Devnet' }
const base: LatchConfig = { projectId: 'p', networks: [devnet, mainnet], defaultNetwork: devnet }

describe('playground settings', () => {
  test('stored settings that cannot be read fall back to the defaults, field by field', () => {
    expect(parseSettings(null)).toEqual(DEFAULT_SETTINGS)
    expect(parseSettings('{not json')).toEqual(DEFAULT_SETTINGS)
    const mixed = parseSettings(
      JSON.stringify({
        accent: 'red; background: url(x)',
        features: { send: false, email: 'no' },
        placement: 'embedded',
      }),
    )
    expect(mixed.accent).toBe(DEFAULT_SETTINGS.accent)
    expect(mixed.features).toEqual({ ...DEFAULT_SETTINGS.features, send: false })
    expect(mixed.placement).toBe('embedded')
  })

  test('the choices become the options a host app would set', () => {
    const config = applySettings(base, {
      ...DEFAULT_SETTINGS,
      accent: '#be123c',
      features: { ...DEFAULT_SETTINGS.features, email: false },
      methodOrder: 'email-first',
      walletOrder: 'installed-first',
      placement: 'embedded',
    })
    expect(config.features).toMatchObject({ email: false, send: true })
    expect(config.themeVariables).toEqual({ '--latch-accent': '#be123c' })
    expect(config.connectMethodOrder).toEqual(['email', 'social', 'wallet'])
    expect(config.connectorTypeOrder?.slice(0, 3)).toEqual(['injected', 'recent', 'walletConnect'])
    expect(applySettings(base, DEFAULT_SETTINGS).connectorTypeOrder).toBeUndefined()
    expect(parseSettings(JSON.stringify({ walletOrder: 'nonsense' })).walletOrder).toBe('default')
    expect(config.enableEmbedded).toBe(true)
  })

  test('hiding networks never leaves Latch with none, and the default moves to one still offered', () => {
    const withoutDevnet = applySettings(base, { ...DEFAULT_SETTINGS, hiddenNetworks: ['eip155:31337'] })
    expect(withoutDevnet.networks.map((n) => n.name)).toEqual(['Ethereum'])
    expect(withoutDevnet.defaultNetwork?.name).toBe('Ethereum')
    const none = applySettings(base, { ...DEFAULT_SETTINGS, hiddenNetworks: ['eip155:31337', 'eip155:1'] })
    expect(none.networks.map((n) => n.name)).toEqual(['Latch Devnet'])
  })

  test('a new accent applies live; other changes start Latch afresh', () => {
    expect(restartKey({ ...DEFAULT_SETTINGS, accent: '#be123c' })).toBe(restartKey(DEFAULT_SETTINGS))
    expect(restartKey({ ...DEFAULT_SETTINGS, placement: 'embedded' })).not.toBe(restartKey(DEFAULT_SETTINGS))
  })

  test('the Connect view choices become legal links, collapseWallets and enableWalletGuide', () => {
    const site = {
      ...base,
      metadata: { name: 'd', description: 'd', url: 'http://127.0.0.1:5173', icons: [] },
    }
    const plain = applySettings(site, DEFAULT_SETTINGS)
    expect(plain.termsConditionsUrl).toBeUndefined()
    expect(plain.features).toMatchObject({ legalCheckbox: false, collapseWallets: false })
    expect(plain.enableWalletGuide).toBe(true)
    const footer = applySettings(site, { ...DEFAULT_SETTINGS, legal: 'footer' })
    expect([footer.termsConditionsUrl, footer.privacyPolicyUrl]).toEqual([
      'http://127.0.0.1:5173/#terms',
      'http://127.0.0.1:5173/#privacy',
    ])
    expect(footer.features?.legalCheckbox).toBe(false)
    const all = applySettings(site, {
      ...DEFAULT_SETTINGS,
      legal: 'checkbox',
      collapseWallets: true,
      walletGuide: false,
    })
    expect(all.features).toMatchObject({ legalCheckbox: true, collapseWallets: true })
    expect(all.enableWalletGuide).toBe(false)
    const stored = parseSettings(
      JSON.stringify({ legal: 'javascript:', collapseWallets: 'yes', walletGuide: 0 }),
    )
    expect([stored.legal, stored.collapseWallets, stored.walletGuide]).toEqual(['none', false, true])
  })
})
