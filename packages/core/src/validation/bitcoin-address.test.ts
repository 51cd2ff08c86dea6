import { describe, expect, it } from 'vitest'
import { isBitcoinAddress, isBitcoinLegacyAddress } from './bitcoin-address'

const MAINNET = 'bip122:000000000019d6689c085ae165831e93'
const TESTNET = 'bip122:000000000933ea01ad0ee984209779ba'
const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'

describe('isBitcoinAddress', () => {
  it('accepts each address kind on its own network', () => {
    // BIP-173 and BIP-350 test vectors, and well-known legacy addresses.
    expect(isBitcoinAddress('BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', MAINNET)).toBe(true)
    expect(isBitcoinAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', MAINNET)).toBe(true)
    expect(isBitcoinAddress('bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', MAINNET)).toBe(
      true,
    )
    expect(isBitcoinAddress('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', MAINNET)).toBe(true)
    expect(isBitcoinAddress('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', MAINNET)).toBe(true)
    expect(isBitcoinAddress('tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7', TESTNET)).toBe(
      true,
    )
    expect(isBitcoinAddress('mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', TESTNET)).toBe(true)
    expect(isBitcoinAddress('bcrt1qa248psmf8fwse7nd4fwf5dqljdh8wmtmlxhkxa', REGTEST)).toBe(true)
    expect(
      isBitcoinAddress('bcrt1p07zq463r6e7vuyd92vv0aw88ujfjz0ayejypampu56a2fmlnqg0qq270uf', REGTEST),
    ).toBe(true)
    // No network: any of the three.
    expect(isBitcoinAddress('bcrt1qa248psmf8fwse7nd4fwf5dqljdh8wmtmlxhkxa')).toBe(true)
  })

  it("refuses another network's address", () => {
    expect(isBitcoinAddress('bcrt1qa248psmf8fwse7nd4fwf5dqljdh8wmtmlxhkxa', MAINNET)).toBe(false)
    expect(isBitcoinAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', REGTEST)).toBe(false)
    expect(isBitcoinAddress('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', TESTNET)).toBe(false)
    expect(isBitcoinAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'bip122:unknown')).toBe(false)
  })

  it('refuses bad checksums, the wrong checksum kind, mixed case and wrong program sizes', () => {
    expect(isBitcoinAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', MAINNET)).toBe(false)
    // v0 with a bech32m checksum, v1 with a bech32 one (BIP-350).
    expect(isBitcoinAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh', MAINNET)).toBe(false)
    expect(isBitcoinAddress('bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd', MAINNET)).toBe(
      false,
    )
    expect(isBitcoinAddress('bc1qW508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', MAINNET)).toBe(false)
    expect(isBitcoinAddress('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3', MAINNET)).toBe(false)
  })

  it('refuses hostile and malformed input', () => {
    for (const value of [
      '',
      ' ',
      '<script>alert(1)</script>',
      '0x'.padEnd(42, 'a'),
      'bc1'.repeat(100),
      null,
      42,
      {},
    ]) {
      expect(isBitcoinAddress(value, MAINNET)).toBe(false)
    }
  })
})

describe('isBitcoinLegacyAddress', () => {
  it('is true for P2PKH only', () => {
    expect(isBitcoinLegacyAddress('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toBe(true)
    expect(isBitcoinLegacyAddress('mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn')).toBe(true)
    expect(isBitcoinLegacyAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toBe(false)
    expect(isBitcoinLegacyAddress('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy')).toBe(false)
  })
})
