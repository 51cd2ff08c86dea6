// Fixed facts about the devnet: chains, accounts, tokens and prices.
import type { Address } from './manifest'

export const MNEMONIC = 'test test test test test test test test test test test junk'

/** Account #9 deploys everything, so accounts #0..#3 keep small nonces and a readable history. */
export const DEPLOYER_INDEX = 9

/**
 * The on-ramp's treasury, which pays out what visitors buy through the sandbox provider: HD index
 * 10 of the mnemonic, outside anvil's dev accounts #0..#9 so no test wallet spends from it.
 */
export const ONRAMP_TREASURY_INDEX = 10
export const ONRAMP_TREASURY_ETH = 1_000_000

export const CHAINS = [
  { id: 31337, name: 'Latch Devnet' },
  { id: 31338, name: 'Latch Devnet L2' },
] as const

export const NATIVE_CURRENCY = { name: 'Ether', symbol: 'ETH', decimals: 18 }

export const ETH_PRICE_USD = 3000

/** lUSD first, then LATCH (the manifest keeps this order). */
export const TOKENS = [
  { name: 'Latch USD', symbol: 'lUSD', decimals: 6, priceUsd: 1 },
  { name: 'Latch Token', symbol: 'LATCH', decimals: 18, priceUsd: 2 },
] as const

export const NFT = { name: 'Latch Critters', symbol: 'CRIT' }

export const CANONICAL_MULTICALL3: Address = '0xcA11bde05977b3631167028862bE2a173976CA11'

/**
 * Farcaster accounts registered in the devnet's id registry, in fid order. Their custody keys are
 * derived from the mnemonic at `addressIndex` (past anvil's ten funded accounts: they only sign).
 */
export const FARCASTER_USERS = [
  { fid: 1, username: 'alice', displayName: 'Alice', addressIndex: 20 },
  { fid: 2, username: 'bob', displayName: 'Bob', addressIndex: 21 },
] as const
