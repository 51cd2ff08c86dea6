// The local chain's fixtures, the same on every start: accounts whose keys come from a fixed seed,
// each with a payment address (native segwit, P2WPKH) and an ordinals address (taproot, P2TR).
// Browser-safe: the test wallet derives the same keys and addresses from the manifest's seed.
import { sha256 } from '@noble/hashes/sha256'
import { utf8ToBytes } from '@noble/hashes/utils'
import { p2tr, p2wpkh } from '@scure/btc-signer'
import { pubECDSA, pubSchnorr } from '@scure/btc-signer/utils.js'

export const BITCOIN_SEED = 'latch local bitcoin chain'

/** Bitcoin's regtest parameters as @scure/btc-signer names them (addresses start with bcrt1). */
export const REGTEST = { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef } as const

/** The regtest genesis block hash, as bcoin and Bitcoin Core build it. */
export const REGTEST_GENESIS_HASH = '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206'

export const BITCOIN_ACCOUNT_COUNT = 4
/** 10 BTC on each payment address. */
export const PAYMENT_SATS = 1_000_000_000n
/** A small output on each ordinals address, as an inscription would sit on. */
export const ORDINALS_SATS = 10_000n
export const BTC_PRICE_USD = 60_000

export type FixtureKeyName = number | `${number}/ordinals` | 'miner'

/** The 32-byte secp256k1 secret key of fixture key `name`: SHA-256 of `${seed}/${name}`. */
export function fixtureSecretKey(seed: string, name: FixtureKeyName): Uint8Array {
  return sha256(utf8ToBytes(`${seed}/${name}`))
}

export interface FixtureAccount {
  payment: { address: string; publicKey: Uint8Array; secretKey: Uint8Array }
  /** The x-only key is the taproot internal key (no script tree). */
  ordinals: { address: string; publicKey: Uint8Array; secretKey: Uint8Array }
}

export function fixtureAccount(seed: string, index: number): FixtureAccount {
  const paymentKey = fixtureSecretKey(seed, index)
  const ordinalsKey = fixtureSecretKey(seed, `${index}/ordinals`)
  const paymentPublic = pubECDSA(paymentKey, true)
  const ordinalsPublic = pubSchnorr(ordinalsKey)
  return {
    payment: {
      address: p2wpkh(paymentPublic, REGTEST).address as string,
      publicKey: paymentPublic,
      secretKey: paymentKey,
    },
    ordinals: {
      address: p2tr(ordinalsPublic, undefined, REGTEST).address as string,
      publicKey: ordinalsPublic,
      secretKey: ordinalsKey,
    },
  }
}
