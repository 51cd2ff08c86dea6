// What an app, a server or a test needs to find the local Bitcoin chain and its fixtures.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'

export interface BitcoinChainManifest {
  /** `bip122:` and the first 32 hex characters of the regtest genesis block hash. */
  caipNetworkId: `bip122:${string}`
  genesisHash: string
  /** The Esplora-like HTTP API (`/address/{a}/utxo`, `POST /tx`, `POST /mine`, ...). */
  apiUrl: string
  /** The fixture keys' seed: key i is SHA-256 of `${seed}/${i}` (see fixtureSecretKey). */
  seed: string
  /** Funded accounts, #0 first: a payment (P2WPKH) and an ordinals (P2TR) address each. */
  accounts: { payment: string; ordinals: string }[]
  btcPriceUsd: number
}

export function writeBitcoinManifest(manifest: BitcoinChainManifest, path: string): void {
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, `${JSON.stringify(manifest, null, 2)}\n`)
}

export function readBitcoinManifest(path: string): BitcoinChainManifest {
  const value = JSON.parse(readFileSync(path, 'utf8')) as BitcoinChainManifest
  if (
    typeof value?.apiUrl !== 'string' ||
    typeof value.seed !== 'string' ||
    !Array.isArray(value.accounts) ||
    !value.caipNetworkId?.startsWith('bip122:')
  ) {
    throw new Error(`${path} is not a Bitcoin chain manifest`)
  }
  return value
}
