import { describe, expect, test } from 'vitest'
import type { Connector } from '../adapter/types'
import {
  hasUsableInjectedWallet,
  orderConnectMethods,
  orderConnectorGroups,
  orderWalletFeatures,
} from './rules'

const connector = (type: Connector['type']): Connector => ({ id: type, name: type, type, chain: 'eip155' })

describe('orders', () => {
  test('default wallet feature order is onramp, swaps, receive, send', () => {
    expect(orderWalletFeatures({})).toEqual(['onramp', 'swaps', 'receive', 'send'])
  })

  test('disabled wallet features are left out of the order', () => {
    expect(orderWalletFeatures({ swaps: false, onramp: false })).toEqual(['receive', 'send'])
  })

  test('the wallet feature order is overridable via options', () => {
    expect(orderWalletFeatures({}, ['send', 'receive'])).toEqual(['send', 'receive'])
  })

  test('default connect method order is email, social, wallet', () => {
    expect(orderConnectMethods({ hasUsableInjectedWallet: false })).toEqual(['email', 'social', 'wallet'])
  })

  test('wallet comes first when an injected or announced wallet is usable', () => {
    expect(orderConnectMethods({ hasUsableInjectedWallet: true })).toEqual(['wallet', 'email', 'social'])
    expect(hasUsableInjectedWallet([connector('ANNOUNCED')])).toBe(true)
    expect(hasUsableInjectedWallet([connector('INJECTED')])).toBe(true)
    expect(hasUsableInjectedWallet([connector('WALLET_CONNECT'), connector('AUTH')])).toBe(false)
  })

  test('the connect method order is overridable via options, dropping unknown and duplicate entries', () => {
    const override = ['social', 'bogus', 'social', 'wallet'] as never
    expect(orderConnectMethods({ hasUsableInjectedWallet: true, override })).toEqual(['social', 'wallet'])
  })

  test('default connector type order is walletConnect, recent, injected, featured, custom, external, recommended', () => {
    expect(orderConnectorGroups()).toEqual([
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'custom',
      'external',
      'recommended',
    ])
  })

  test('the connector type order is overridable via options', () => {
    expect(orderConnectorGroups(['injected', 'walletConnect'])).toEqual(['injected', 'walletConnect'])
  })
})
