import { keccak_256 } from '@noble/hashes/sha3'

// EVM addresses: 40 hex characters with an optional 0x. All-lower or all-upper hex is accepted as
// is; mixed case is an EIP-55 checksum and must be right, since a wrong one means a typo.
const EVM_ADDRESS = /^(0x)?[0-9a-fA-F]{40}$/

const encoder = new TextEncoder()

/** The EIP-55 checksummed form of a 40-hex address (with or without 0x), always 0x-prefixed. */
export function toChecksumAddress(address: string): `0x${string}` {
  if (!EVM_ADDRESS.test(address)) throw new TypeError(`Invalid EVM address: "${address.slice(0, 64)}"`)
  const hex = address.replace(/^0x/, '').toLowerCase()
  const hash = keccak_256(encoder.encode(hex))
  let out = '0x'
  for (let i = 0; i < 40; i++) {
    const char = hex.charAt(i)
    // Nibble i of the hash: high nibble for even i, low nibble for odd i.
    const byte = hash[i >> 1] ?? 0
    const nibble = i % 2 === 0 ? byte >> 4 : byte & 0x0f
    out += nibble >= 8 ? char.toUpperCase() : char
  }
  return out as `0x${string}`
}

export function isEvmAddress(value: unknown): value is string {
  if (typeof value !== 'string' || !EVM_ADDRESS.test(value)) return false
  const hex = value.replace(/^0x/, '')
  const mixedCase = hex !== hex.toLowerCase() && hex !== hex.toUpperCase()
  return !mixedCase || toChecksumAddress(hex).slice(2) === hex
}

/** 40 hex characters in mixed case that are not their EIP-55 checksum: the sign of a mistyped address. */
export function hasWrongChecksum(value: unknown): boolean {
  return typeof value === 'string' && EVM_ADDRESS.test(value) && !isEvmAddress(value)
}
