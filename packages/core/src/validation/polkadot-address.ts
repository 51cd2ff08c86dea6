// Polkadot (Substrate) addresses: SS58, base58 of a network prefix, a 32-byte public key (33 for
// ecdsa) and a 2-byte blake2b-512 checksum over "SS58PRE" + prefix + key. Any prefix is accepted:
// extensions hand out the generic (42) form as readily as the Polkadot (0) one.
import { blake2b } from '@noble/hashes/blake2b'
import { decodeBase58 } from './solana-address'

const SS58_TEXT = /^[1-9A-HJ-NP-Za-km-z]{46,50}$/
const SS58_PREFIX = new TextEncoder().encode('SS58PRE')

/** The network prefix and public key of an SS58 address, or undefined when it is not one. */
export function decodeSs58(value: unknown): { prefix: number; publicKey: Uint8Array } | undefined {
  if (typeof value !== 'string' || !SS58_TEXT.test(value)) return undefined
  const bytes = decodeBase58(value)
  const first = bytes[0]
  if (first === undefined) return undefined
  // Prefixes 0-63 take one byte; 64-16383 take two, with the 01 marker in the first byte's top bits.
  const prefixLength = first < 64 ? 1 : first < 128 ? 2 : 0
  const keyLength = bytes.length - prefixLength - 2
  if (prefixLength === 0 || (keyLength !== 32 && keyLength !== 33)) return undefined
  const body = bytes.subarray(0, bytes.length - 2)
  const hash = blake2b(new Uint8Array([...SS58_PREFIX, ...body]), { dkLen: 64 })
  if (hash[0] !== bytes[bytes.length - 2] || hash[1] !== bytes[bytes.length - 1]) return undefined
  const second = bytes[1] ?? 0
  const prefix = prefixLength === 1 ? first : ((first & 0x3f) << 2) | (second >> 6) | ((second & 0x3f) << 8)
  return { prefix, publicKey: bytes.slice(prefixLength, prefixLength + keyLength) }
}

export function isPolkadotAddress(value: unknown): value is string {
  return decodeSs58(value) !== undefined
}
