import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { isCaipNetworkId, parseCaipNetworkId } from '../validation/caip'
import { isCaipAddress, parseCaipAddress } from '../validation/caip-address'
import { caipNetworkIdOf, formatCaipAddress, formatCaipNetworkId } from './caip'
import { isChainNamespace } from './namespaces'

describe('CAIP helpers', () => {
  test('network id has two colon-separated parts', () => {
    expect(formatCaipNetworkId('eip155', 1)).toBe('eip155:1')
    expect(() => formatCaipNetworkId('eip155', 'a:b')).toThrow('Invalid CAIP network id')
  })

  test('address with chain has three colon-separated parts', () => {
    const address = formatCaipAddress('eip155:1', '0x00000000000000000000000000000000000000aA')
    expect(address).toBe('eip155:1:0x00000000000000000000000000000000000000aA')
    expect(caipNetworkIdOf(address)).toBe('eip155:1')
    expect(() => formatCaipAddress('eip155:1', 'a:b')).toThrow('Invalid CAIP address')
    expect(() => caipNetworkIdOf('eip155:1')).toThrow('Invalid CAIP address')
  })

  test('format and parse round-trip', () => {
    const namespace = fc.stringMatching(/^[a-z0-9]{3,8}$/)
    const reference = fc.stringMatching(/^[a-zA-Z0-9]{1,32}$/)
    const account = fc.stringMatching(/^[a-zA-Z0-9]{1,64}$/)
    fc.assert(
      fc.property(namespace, reference, account, (ns, ref, address) => {
        const network = formatCaipNetworkId(ns, ref)
        expect(parseCaipNetworkId(network)).toEqual({ namespace: ns, reference: ref })
        const caipAddress = formatCaipAddress(network, address)
        expect(parseCaipAddress(caipAddress).address).toBe(address)
        expect(caipNetworkIdOf(caipAddress)).toBe(network)
      }),
    )
  })

  test('only the five namespaces of the spec are chain namespaces', () => {
    for (const ns of ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'])
      expect(isChainNamespace(ns)).toBe(true)
    expect(isChainNamespace('tron')).toBe(false)
    expect(isChainNamespace(undefined)).toBe(false)
  })

  test('hostile input is refused, never a crash', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(typeof isCaipAddress(value)).toBe('boolean')
        expect(typeof isCaipNetworkId(value)).toBe('boolean')
      }),
    )
  })
})
