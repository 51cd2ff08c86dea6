// The local chain's fixtures, the same on every start: funded accounts whose keys come from a
// fixed seed, one SPL token mint (authority: account #0) and token balances for the first accounts.
import { sha256 } from '@noble/hashes/sha256'
import { utf8ToBytes } from '@noble/hashes/utils'

export const SOLANA_SEED = 'latch local solana chain'
export const SOLANA_ACCOUNT_COUNT = 5
/** 1000 SOL each. */
export const SOLANA_ACCOUNT_LAMPORTS = 1_000_000_000_000n
export const SOL_PRICE_USD = 150

export const SOLANA_TOKEN = {
  name: 'Latch Solana Dollar',
  symbol: 'lSOLUSD',
  decimals: 6,
  priceUsd: 1,
}
/** Whole tokens held by each fixture account. */
export const SOLANA_TOKEN_BALANCE = 1000n

/**
 * The 32-byte ed25519 secret key of fixture key `name` (an account index or "mint"): the seed's
 * SHA-256 with the name, so the browser's test wallet derives the same keys from the manifest.
 */
export function fixtureSecretKey(seed: string, name: number | 'mint'): Uint8Array {
  return sha256(utf8ToBytes(`${seed}/${name}`))
}

/** The cluster's genesis hash: fixed, so the CAIP-2 id of the local network never changes. */
export const SOLANA_GENESIS_HASH = 'LatchLoca1So1anaC1uster11111111111111111111'
