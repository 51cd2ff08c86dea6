// Helpers every store shares: recognising a stored session and matching it to a chain+address.
import type { CaipNetworkId } from '@latch/core'
import type { SIWXSession } from '../types'

/** Whether an untrusted value (from storage or a server) has a session's shape. */
export function isSessionShape(value: unknown): value is SIWXSession {
  if (typeof value !== 'object' || value === null) return false
  const { data, message, signature } = value as Record<string, unknown>
  if (typeof data !== 'object' || data === null) return false
  const { accountAddress, chainId } = data as Record<string, unknown>
  return (
    typeof accountAddress === 'string' &&
    typeof chainId === 'string' &&
    typeof message === 'string' &&
    typeof signature === 'string'
  )
}

/** eip155 addresses are case-insensitive (EIP-55 case is only a checksum); others are exact. */
export function accountKey(chainId: string, address: string): string {
  return `${chainId}|${chainId.startsWith('eip155:') ? address.toLowerCase() : address}`
}

export function belongsTo(session: SIWXSession, chainId: CaipNetworkId, address: string): boolean {
  return accountKey(session.data.chainId, session.data.accountAddress) === accountKey(chainId, address)
}
