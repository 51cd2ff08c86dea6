import { describe, expect, test } from 'vitest'
import { decodeCosmosAddress, isCosmosAddress } from './cosmos-address'
import { decodeSs58, isPolkadotAddress } from './polkadot-address'

// Addresses of well-known public keys: Alice's dev key in the Polkadot (0) and generic (42) forms.
const ALICE_POLKADOT = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'
const ALICE_GENERIC = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
const ALICE_KEY = 'd43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d'
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')

describe('Polkadot address (SS58)', () => {
  test('an SS58 address decodes to its network prefix and public key', () => {
    expect(decodeSs58(ALICE_POLKADOT)).toMatchObject({ prefix: 0 })
    expect(hex(decodeSs58(ALICE_POLKADOT)?.publicKey as Uint8Array)).toBe(ALICE_KEY)
    expect(decodeSs58(ALICE_GENERIC)?.prefix).toBe(42)
    expect(hex(decodeSs58(ALICE_GENERIC)?.publicKey as Uint8Array)).toBe(ALICE_KEY)
  })

  test('a two-byte network prefix decodes too', () => {
    const alice2000 = decodeSs58('t6r3Cq4hubc47cAcV3dyuyqmTtLkh9PkBMNXvckFuPo7MVN1q')
    expect(alice2000?.prefix).toBe(2000)
    expect(hex(alice2000?.publicKey as Uint8Array)).toBe(ALICE_KEY)
  })

  test('an address with a broken checksum, a bad character or a wrong length is refused', () => {
    expect(isPolkadotAddress(ALICE_POLKADOT)).toBe(true)
    expect(isPolkadotAddress(`${ALICE_POLKADOT.slice(0, -1)}6`)).toBe(false)
    expect(isPolkadotAddress(ALICE_POLKADOT.replace('1', '0'))).toBe(false)
    expect(isPolkadotAddress(ALICE_POLKADOT.slice(0, 40))).toBe(false)
    expect(isPolkadotAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe(false)
    expect(isPolkadotAddress('<script>alert(1)</script>')).toBe(false)
    expect(isPolkadotAddress(42)).toBe(false)
    expect(isPolkadotAddress('z'.repeat(10_000))).toBe(false)
  })
})

describe('Cosmos address (bech32)', () => {
  const HUB = 'cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu'

  test('a bech32 account address decodes to its prefix and 20 bytes', () => {
    expect(decodeCosmosAddress(HUB)).toMatchObject({ prefix: 'cosmos' })
    expect(decodeCosmosAddress(HUB)?.data).toHaveLength(20)
    expect(isCosmosAddress(HUB, 'cosmos')).toBe(true)
    expect(isCosmosAddress(HUB, 'osmo')).toBe(false)
  })

  test('a broken checksum, upper case, a Bitcoin address or markup is refused', () => {
    expect(isCosmosAddress(`${HUB.slice(0, -1)}q`)).toBe(false)
    expect(isCosmosAddress(HUB.toUpperCase())).toBe(false)
    expect(isCosmosAddress('bc1qqvpsxqcrqvpsxqcrqvpsxqcrqvpsxqcr5ac3gx', 'cosmos')).toBe(false)
    expect(isCosmosAddress('<img src=x>1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu')).toBe(false)
    expect(isCosmosAddress(undefined)).toBe(false)
    expect(isCosmosAddress(`cosmos1${'q'.repeat(5000)}`)).toBe(false)
  })
})
