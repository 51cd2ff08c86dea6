// What differs between namespaces in a sign-in message: the account name in the first line, the
// address format and the chain reference. Everything else is the EIP-4361 text shape.
import { isBitcoinAddress, isCosmosAddress, isPolkadotAddress, isSolanaAddress } from '@latch/core'
import { getAddress, isAddress } from 'viem'
import { SIWXMessageError } from './fields'

export interface SIWXNamespace {
  /** "... wants you to sign in with your {label} account:" */
  label: string
  /** Returns the address as it is written in the message, or throws. */
  normalizeAddress(address: string): string
  /** Whether a CAIP-2 reference names a chain of this namespace. */
  isReference(reference: string): boolean
}

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/

export const NAMESPACES = {
  eip155: {
    label: 'Ethereum',
    normalizeAddress(address) {
      // Strict: a mixed-case address must carry a correct EIP-55 checksum.
      if (!isAddress(address, { strict: true }))
        throw new SIWXMessageError('accountAddress', `is not an EIP-55 address: ${JSON.stringify(address)}`)
      return getAddress(address)
    },
    isReference: (reference) => /^[1-9]\d{0,15}$/.test(reference) && Number.isSafeInteger(Number(reference)),
  },
  solana: {
    label: 'Solana',
    normalizeAddress(address) {
      if (!isSolanaAddress(address))
        throw new SIWXMessageError('accountAddress', `is not a Solana address: ${JSON.stringify(address)}`)
      return address
    },
    isReference: (reference) => BASE58.test(reference) && reference.length === 32,
  },
  bip122: {
    label: 'Bitcoin',
    normalizeAddress(address) {
      if (!isBitcoinAddress(address))
        throw new SIWXMessageError('accountAddress', `is not a Bitcoin address: ${JSON.stringify(address)}`)
      return address
    },
    isReference: (reference) => /^[0-9a-f]{32}$/.test(reference),
  },
  polkadot: {
    label: 'Polkadot',
    normalizeAddress(address) {
      if (!isPolkadotAddress(address))
        throw new SIWXMessageError('accountAddress', `is not an SS58 address: ${JSON.stringify(address)}`)
      return address
    },
    // The first 16 bytes of the genesis hash, in hex.
    isReference: (reference) => /^[0-9a-f]{32}$/.test(reference),
  },
  cosmos: {
    label: 'Cosmos',
    normalizeAddress(address) {
      if (!isCosmosAddress(address))
        throw new SIWXMessageError('accountAddress', `is not a bech32 address: ${JSON.stringify(address)}`)
      return address
    },
    // The chain id, e.g. cosmoshub-4.
    isReference: (reference) => /^[-a-zA-Z0-9]{1,32}$/.test(reference),
  },
} satisfies Record<string, SIWXNamespace>

export type SIWXNamespaceName = keyof typeof NAMESPACES

/** Splits a CAIP-2 chain id; throws a clear error for malformed ids and unsupported namespaces. */
export function parseChainId(chainId: unknown): {
  namespace: SIWXNamespaceName
  reference: string
  rules: SIWXNamespace
} {
  const match = typeof chainId === 'string' ? /^([-a-z0-9]{3,8}):([-_a-zA-Z0-9]{1,32})$/.exec(chainId) : null
  if (!match)
    throw new SIWXMessageError(
      'chainId',
      `must be a CAIP-2 id like "eip155:1", got ${JSON.stringify(chainId)}`,
    )
  const namespace = match[1] as string
  const reference = match[2] as string
  if (!Object.hasOwn(NAMESPACES, namespace))
    throw new SIWXMessageError(
      'chainId',
      `namespace "${namespace}" is not supported (supported: ${Object.keys(NAMESPACES).join(', ')})`,
    )
  const rules: SIWXNamespace = NAMESPACES[namespace as SIWXNamespaceName]
  if (!rules.isReference(reference))
    throw new SIWXMessageError('chainId', `"${reference}" is not a ${namespace} chain reference`)
  return { namespace: namespace as SIWXNamespaceName, reference, rules }
}
