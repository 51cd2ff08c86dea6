// What an app, a server or a test needs to find the local Solana chain and its fixtures.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'

export interface SolanaChainManifest {
  /** The cluster's CAIP-2 id: `solana:` and the genesis hash's first 32 characters. */
  caipNetworkId: `solana:${string}`
  genesisHash: string
  rpcUrl: string
  wsUrl: string
  /** The fixture keys' seed: key i is SHA-256 of `${seed}/${i}` (see fixtureSecretKey). */
  seed: string
  /** Funded accounts, #0 first (also the token's mint authority). */
  accounts: string[]
  token: { mint: string; name: string; symbol: string; decimals: number; priceUsd: number }
  solPriceUsd: number
}

export function writeSolanaManifest(manifest: SolanaChainManifest, path: string): void {
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, `${JSON.stringify(manifest, null, 2)}\n`)
}

export function readSolanaManifest(path: string): SolanaChainManifest {
  const value = JSON.parse(readFileSync(path, 'utf8')) as SolanaChainManifest
  if (
    typeof value?.rpcUrl !== 'string' ||
    !Array.isArray(value.accounts) ||
    typeof value.token?.mint !== 'string'
  ) {
    throw new Error(`${path} is not a Solana chain manifest`)
  }
  return value
}
