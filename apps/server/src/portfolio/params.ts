import { isBitcoinAddress, isSolanaAddress } from '@latch/core'
import { getAddress } from 'viem'
import { z } from 'zod'
import { addressSchema, caip2Schema } from '../chain/ids'
import type { Ctx } from '../context'
import { databaseUnavailable, isDatabaseUnavailable } from '../db/unavailable'
import { HttpError, parseInput } from '../http/errors'

/** Only USD prices exist; the parameter is checked so a typo is not silently answered in USD. */
export const currencySchema = z.string().regex(/^usd$/i, 'only usd is supported').optional()

export const accountParam = (value: string) => getAddress(parseInput(addressSchema, value, 'address'))

/** A Solana account: base58, 32 to 44 characters, decoding to a 32-byte key (spec section 5). */
export const solanaAccountParam = (value: string) =>
  parseInput(solanaAddressSchema, value, 'address') as string
const solanaAddressSchema = z
  .string()
  .refine(isSolanaAddress, 'must be a Solana address (base58, 32 to 44 characters)')

export const isSolanaChain = (chain: string) => chain.startsWith('solana:')

/** A Bitcoin address of the chain asked about (bech32, bech32m or base58check). */
export const bitcoinAccountParam = (value: string, chain: string) =>
  parseInput(
    z.string().refine((a) => isBitcoinAddress(a, chain), 'must be a Bitcoin address of the chain'),
    value,
    'address',
  ) as string
export const isBitcoinChain = (chain: string) => chain.startsWith('bip122:')

/** The optional `chainId` query parameter, as a CAIP-2 id. */
export const chainParam = (c: Ctx) => {
  const value = c.req.query('chainId')
  return value === undefined || value === '' ? undefined : parseInput(caip2Schema, value, 'chainId')
}

/** The portfolio reads eip155 chains only; any other namespace has nothing to show. */
export const isEvmChain = (chain: string) => /^eip155:\d{1,10}$/.test(chain)

/** The server's own URL for a token icon, so clients never need a third-party host. */
export const tokenIconUrl = (publicUrl: string) => (id: string) =>
  `${publicUrl}/public/getTokenImage/${encodeURIComponent(id)}`

export const upstreamFailed = (error: unknown): never => {
  if (error instanceof HttpError) throw error
  if (isDatabaseUnavailable(error)) throw databaseUnavailable()
  throw new HttpError(502, 'upstream_unavailable', 'The chain could not be read, try again later')
}
