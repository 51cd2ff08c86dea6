// The Polkadot test wallet's keys, derived from a fixed seed text: account #0 signs with sr25519
// (@scure/sr25519), account #1 with ed25519 (@noble/curves), the two schemes extensions use.
import { ed25519 } from '@noble/curves/ed25519'
import { blake2b } from '@noble/hashes/blake2.js'
import { utf8ToBytes } from '@noble/hashes/utils.js'
import { base58 } from '@scure/base'
import * as sr25519 from '@scure/sr25519'

export type PolkadotKeyType = 'sr25519' | 'ed25519'

export interface PolkadotKey {
  type: PolkadotKeyType
  publicKey: Uint8Array
  address: string
  sign(message: Uint8Array): Uint8Array
}

/** The generic Substrate prefix extensions show addresses in unless set to a network. */
export const GENERIC_SS58_PREFIX = 42
const SS58_PRE = utf8ToBytes('SS58PRE')

/** SS58 text of a 32-byte public key under a one-byte network prefix (0-63). */
export function ss58Address(publicKey: Uint8Array, prefix = GENERIC_SS58_PREFIX): string {
  const body = new Uint8Array([prefix, ...publicKey])
  const checksum = blake2b(new Uint8Array([...SS58_PRE, ...body]), { dkLen: 64 }).subarray(0, 2)
  return base58.encode(new Uint8Array([...body, ...checksum]))
}

/** The key at `index`: a 32-byte seed hashed from the seed text and the index. */
export function polkadotKey(seed: string, index: number): PolkadotKey {
  const mini = blake2b(utf8ToBytes(`${seed}/polkadot/${index}`), { dkLen: 32 })
  if (index % 2 === 0) {
    const secret = sr25519.secretFromSeed(mini)
    const publicKey = sr25519.getPublicKey(secret)
    return {
      type: 'sr25519',
      publicKey,
      address: ss58Address(publicKey),
      sign: (message) => sr25519.sign(secret, message),
    }
  }
  const publicKey = ed25519.getPublicKey(mini)
  return {
    type: 'ed25519',
    publicKey,
    address: ss58Address(publicKey),
    sign: (message) => ed25519.sign(message, mini),
  }
}
