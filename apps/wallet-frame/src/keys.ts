// The wallet's key. Made here, split 2 of 3 (shamir-secret-sharing): the device share stays in this
// origin's storage, the auth share goes to the server (which encrypts it and releases it only to a
// signed-in session), the recovery share goes to the server sealed under a recovery key that only
// the user gets, shown once in this frame. Any two shares rebuild the key; no party holds two.
// The key exists only in this frame's memory, rebuilt when a request needs it.
import { combine, split } from 'shamir-secret-sharing'
import { bytesToHex, type Hex, hexToBytes } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { api } from './server'
import { base64url, deviceShare, fromBase64url, session, setDeviceShare } from './storage'

let privateKey: Hex | undefined

export function forgetKey() {
  privateKey = undefined
}

interface ServerShares {
  address: string | null
  authShare?: string
  sealedRecovery?: string | null
}

const additionalData = (address: string) => new TextEncoder().encode(address.toLowerCase())

/** AES-GCM under a fresh random key bound to the address: `iv.body.tag` and the key, both base64url. */
async function sealRecovery(share: Uint8Array, address: string) {
  const raw = crypto.getRandomValues(new Uint8Array(32))
  const aesKey = await crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt'])
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: additionalData(address) },
      aesKey,
      new Uint8Array(share),
    ),
  )
  // WebCrypto appends the 16-byte tag; kept as a third part like the server's sealed values.
  const body = sealed.slice(0, -16)
  const tag = sealed.slice(-16)
  return { sealedRecovery: [iv, body, tag].map(base64url).join('.'), recoveryKey: base64url(raw) }
}

async function unsealRecovery(sealed: string, recoveryKey: string, address: string): Promise<Uint8Array> {
  const [iv, body, tag] = sealed.split('.').map(fromBase64url)
  const raw = fromBase64url(recoveryKey)
  if (!iv || !body || !tag || raw.length !== 32) throw new RecoveryKeyError()
  const aesKey = await crypto.subtle.importKey('raw', new Uint8Array(raw), 'AES-GCM', false, ['decrypt'])
  const joined = new Uint8Array(body.length + tag.length)
  joined.set(body)
  joined.set(tag, body.length)
  try {
    return new Uint8Array(
      await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv: new Uint8Array(iv), additionalData: additionalData(address) },
        aesKey,
        joined,
      ),
    )
  } catch {
    throw new RecoveryKeyError()
  }
}

export class RecoveryKeyError extends Error {
  constructor() {
    super('This recovery key does not open this wallet.')
  }
}

/**
 * A new wallet for the signed-in user: the shares go to this device and the server; the recovery
 * key is returned for the user to save, never sent anywhere.
 */
export async function createWallet(userId: string): Promise<{ address: Hex; recoveryKey: string }> {
  const secret = hexToBytes(generatePrivateKey())
  try {
    const [device, auth, recovery] = await split(secret, 3, 2)
    if (!device || !auth || !recovery) throw new Error('key split failed')
    const { address } = privateKeyToAccount(bytesToHex(secret))
    const { sealedRecovery, recoveryKey } = await sealRecovery(recovery, address)
    await api('/embedded/v1/wallet', { address, authShare: bytesToHex(auth).slice(2), sealedRecovery })
    setDeviceShare(userId, { address, share: bytesToHex(device) })
    return { address, recoveryKey }
  } finally {
    secret.fill(0)
  }
}

/** Whether the signed-in user's wallet has no share on this device (a new device: recovery needed). */
export const needsRecovery = (userId: string) => deviceShare(userId) === undefined

/** Rebuilds the key from the server's two shares' worth: its auth share and the unsealed recovery share. */
async function combineChecked(share: Uint8Array, authShare: string, address: string): Promise<Hex> {
  const secret = await combine([share, hexToBytes(`0x${authShare}`)])
  const key = bytesToHex(secret)
  secret.fill(0)
  if (privateKeyToAccount(key).address.toLowerCase() !== address.toLowerCase()) {
    throw new Error('Key shares do not match the wallet')
  }
  return key
}

/**
 * A new device: the user's recovery key unseals the recovery share, which (checked against the
 * auth share and the address) becomes this device's share.
 */
export async function recover(recoveryKey: string): Promise<void> {
  const current = session()
  if (!current) throw new Error('Not connected')
  const wallet = await api<ServerShares>('/embedded/v1/wallet')
  if (!wallet.address || !wallet.authShare || !wallet.sealedRecovery) throw new Error('Wallet not found')
  const share = await unsealRecovery(wallet.sealedRecovery, recoveryKey.trim(), wallet.address)
  privateKey = await combineChecked(share, wallet.authShare, wallet.address)
  setDeviceShare(current.userId, { address: wallet.address as Hex, share: bytesToHex(share) })
}

/** The private key, rebuilt in memory from the device share and the server's auth share. */
export async function unlock(): Promise<Hex> {
  if (privateKey) return privateKey
  const current = session()
  if (!current) throw new Error('Not connected')
  const local = deviceShare(current.userId)
  if (!local) throw new Error('This device has no key share. Enter your recovery key to use it.')
  const wallet = await api<ServerShares>('/embedded/v1/wallet')
  if (!wallet.authShare || wallet.address !== local.address) throw new Error('Wallet not found')
  privateKey = await combineChecked(hexToBytes(local.share), wallet.authShare, local.address)
  return privateKey
}
