// Cosmos addresses: bech32 (BIP-173) with a chain's human-readable prefix ("cosmos", "osmo", ...)
// over a 20-byte account hash, or 32 bytes for module and interchain accounts.
import { bech32 } from '@scure/base'

const COSMOS_TEXT = /^[a-z][a-z0-9]{0,30}1[02-9ac-hj-np-z]{38,90}$/

/** The prefix and data bytes of a Cosmos address, or undefined when it is not one. */
export function decodeCosmosAddress(value: unknown): { prefix: string; data: Uint8Array } | undefined {
  // Lower case only: bech32 allows all upper case, but wallets and chains write it in lower case.
  if (typeof value !== 'string' || !COSMOS_TEXT.test(value)) return undefined
  try {
    const { prefix, words } = bech32.decode(value as `${string}1${string}`, 128)
    const data = bech32.fromWords(words)
    return data.length === 20 || data.length === 32 ? { prefix, data } : undefined
  } catch {
    return undefined
  }
}

export function isCosmosAddress(value: unknown, prefix?: string): value is string {
  const decoded = decodeCosmosAddress(value)
  return decoded !== undefined && (prefix === undefined || decoded.prefix === prefix)
}
