import {
  getAddressEncoder,
  getPublicKeyFromAddress,
  type SignatureBytes,
  signBytes,
  verifySignature,
} from '@solana/kit'
import { hexToBytes } from 'viem'
import { describe, expect, it } from 'vitest'
import { solanaKeyOf, solanaSeed } from './solana-key'

const SECRET = hexToBytes('0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318')
const OTHER = hexToBytes('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')

describe('the Solana key derived from the wallet secret', () => {
  // Pinned once, cross-checked with Node's own HKDF and ed25519 (crypto.hkdfSync, createPublicKey):
  // a change here moves every user's Solana address.
  it('is the same for the same secret, on any device: a pinned vector', async () => {
    const seed = await solanaSeed(SECRET)
    expect(Buffer.from(seed).toString('hex')).toBe(
      'e30554fe0c802ec1cb6c526fbe3e431ac6f66ff34b5c5d42d0206a35cf37233c',
    )
    const first = await solanaKeyOf(SECRET)
    const again = await solanaKeyOf(new Uint8Array(SECRET))
    expect(first.address).toBe('8gj188w8pcRawDaghtJSS4y2b5DitmGUypPQG6AALhmS')
    expect(again.address).toBe(first.address)
  })

  it('differs for another secret', async () => {
    const [mine, other] = await Promise.all([solanaKeyOf(SECRET), solanaKeyOf(OTHER)])
    expect(other.address).not.toBe(mine.address)
    expect(Buffer.from(await solanaSeed(OTHER))).not.toEqual(Buffer.from(await solanaSeed(SECRET)))
  })

  it('signs for its address, and keeps the private key unexportable', async () => {
    const { keyPair, address } = await solanaKeyOf(SECRET)
    const message = new TextEncoder().encode('Sign in to Latch')
    const signature = await signBytes(keyPair.privateKey, message)
    const publicKey = await getPublicKeyFromAddress(address as never)
    expect(await verifySignature(publicKey, signature as SignatureBytes, message)).toBe(true)
    expect(getAddressEncoder().encode(address as never).length).toBe(32)
    expect(keyPair.privateKey.extractable).toBe(false)
  })

  it('refuses a secret that is not 32 bytes', async () => {
    await expect(solanaSeed(new Uint8Array(31))).rejects.toThrow('32 bytes')
  })
})
