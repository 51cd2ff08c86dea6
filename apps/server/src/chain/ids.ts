import { z } from 'zod'

export const caip2Schema = z
  .string()
  .regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'must be a CAIP-2 chain id')
export const addressSchema = z
  .string()
  .regex(/^(0x)?[0-9a-fA-F]{40}$/, 'must be an EVM address (40 hex characters)')
  .transform((value) => (value.startsWith('0x') ? value : `0x${value}`) as `0x${string}`)
export const signatureSchema = z
  .string()
  .max(20_000)
  .regex(/^0x([0-9a-fA-F]{2})+$/, 'must be 0x-prefixed hex')
  .transform((value) => value as `0x${string}`)

const MAX_CHAIN_ID = 0x7fffffff

/** ENSIP-11: coin type 60 is Ethereum mainnet, every other EVM chain is `0x80000000 | chainId`. */
export function chainIdToCoinType(chainId: number): number {
  if (!Number.isInteger(chainId) || chainId < 1 || chainId > MAX_CHAIN_ID) throw new Error('Invalid chainId')
  return chainId === 1 ? 60 : (0x80000000 | chainId) >>> 0
}

export function coinTypeToChainId(coinType: number): number | undefined {
  if (coinType === 60) return 1
  if (!Number.isInteger(coinType) || coinType <= 0x80000000 || coinType > 0xffffffff) return undefined
  return coinType - 0x80000000
}
