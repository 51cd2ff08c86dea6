import { describe, expect, it } from 'vitest'
import { isAddress, parseChainId, toQuantity, utf8ToHex } from './hex'

describe('hex wire format', () => {
  it('encodes quantities without leading zeros, zero as 0x0', () => {
    expect(toQuantity(0n)).toBe('0x0')
    expect(toQuantity(255)).toBe('0xff')
    expect(toQuantity(10n ** 18n)).toBe('0xde0b6b3a7640000')
  })

  it('refuses negative quantities', () => {
    expect(() => toQuantity(-1n)).toThrow(RangeError)
  })

  it('hex-encodes messages as UTF-8 bytes', () => {
    expect(utf8ToHex('hi')).toBe('0x6869')
    expect(utf8ToHex('')).toBe('0x')
    expect(utf8ToHex('é')).toBe('0xc3a9')
  })

  it('reads chain ids given as hex, decimal strings or numbers', () => {
    expect(parseChainId('0x7a69')).toBe(31337)
    expect(parseChainId('31338')).toBe(31338)
    expect(parseChainId(1)).toBe(1)
  })

  it('rejects chain ids that are not positive integers', () => {
    for (const bad of ['0x', 'abc', -1, 0, 1.5, null, undefined, {}]) {
      expect(() => parseChainId(bad)).toThrow(TypeError)
    }
  })

  it('accepts only 20-byte 0x addresses', () => {
    expect(isAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(true)
    expect(isAddress('f39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(false)
    expect(isAddress('0x1234')).toBe(false)
    expect(isAddress(42)).toBe(false)
  })
})
