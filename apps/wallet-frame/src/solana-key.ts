// The wallet's Solana key: an ed25519 key whose 32-byte seed comes from the wallet's one secret
// (the secp256k1 key that keys.ts rebuilds from two shares) by HKDF-SHA256. The same wallet has
// the same Solana address on every device and after recovery, and nothing more is stored or sent.
// Changing the salt or info would move every user's Solana address: a new scheme gets a new version.
import { createKeyPairFromPrivateKeyBytes, getAddressFromPublicKey } from '@solana/kit'

const SALT = new TextEncoder().encode('latch/solana-key')
const INFO = new TextEncoder().encode('latch/solana-key/v1/ed25519-seed')

/** The ed25519 seed of the wallet whose secret is `secret` (32 bytes). */
export async function solanaSeed(secret: Uint8Array): Promise<Uint8Array> {
  if (secret.length !== 32) throw new Error('The wallet secret must be 32 bytes')
  const material = await crypto.subtle.importKey('raw', new Uint8Array(secret), 'HKDF', false, ['deriveBits'])
  const bits = await crypto.subtle.deriveBits(
    { name: 'HKDF', hash: 'SHA-256', salt: SALT, info: INFO },
    material,
    256,
  )
  return new Uint8Array(bits)
}

/** The Solana key pair (non-extractable) and its base58 address, for the wallet's secret. */
export async function solanaKeyOf(secret: Uint8Array): Promise<{ keyPair: CryptoKeyPair; address: string }> {
  const seed = await solanaSeed(secret)
  try {
    const keyPair = await createKeyPairFromPrivateKeyBytes(seed)
    return { keyPair, address: await getAddressFromPublicKey(keyPair.publicKey) }
  } finally {
    seed.fill(0)
  }
}
