// The embedded wallet's server secrets: one 32-byte master key (`LATCH_SHARE_KEY`, base64, or a
// file generated into the data folder in development), from which HKDF derives the AES-GCM key
// that encrypts auth shares at rest and the HMAC key that hashes one-time codes and tokens. The
// key never enters the database, so a database dump alone opens nothing.
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export interface EmbeddedSecrets {
  /** HMAC of a one-time code (bound to project, email and purpose). */
  codeHash(context: string, code: string): string
  /** Constant-time comparison of two hashes. */
  same(a: string, b: string): boolean
  /** AES-256-GCM with a random 12-byte IV; `iv.ciphertext.tag` in base64url, bound to `context`. */
  encrypt(plain: string, context: string): string
  decrypt(sealed: string, context: string): string
}

const KEY_FILE = 'embedded-share.key'

/** The master key: the config's, else LATCH_SHARE_KEY, else the data folder's file (made once). */
export function loadMasterKey(options: { key?: string; dataDir?: string }): Buffer {
  const given = options.key ?? process.env.LATCH_SHARE_KEY
  if (given) {
    const key = Buffer.from(given, 'base64')
    if (key.length !== 32) throw new Error('LATCH_SHARE_KEY must be 32 bytes in base64')
    return key
  }
  if (options.dataDir) {
    const file = join(options.dataDir, KEY_FILE)
    if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64')
    mkdirSync(options.dataDir, { recursive: true })
    const key = randomBytes(32)
    writeFileSync(file, key.toString('base64'), { mode: 0o600 })
    return key
  }
  // No place to keep it (PostgreSQL without LATCH_SHARE_KEY): shares stored now open only in
  // this process. Fine for tests; production sets LATCH_SHARE_KEY.
  return randomBytes(32)
}

export function createSecrets(master: Buffer): EmbeddedSecrets {
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), info, 32))
  const hmacKey = derive('latch embedded code hmac')
  const shareKey = derive('latch embedded auth share')
  return {
    codeHash: (context, code) => createHmac('sha256', hmacKey).update(`${context}\n${code}`).digest('hex'),
    same: (a, b) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b)),
    encrypt(plain, context) {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', shareKey, iv)
      cipher.setAAD(Buffer.from(context))
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
      return [iv, body, cipher.getAuthTag()].map((b) => b.toString('base64url')).join('.')
    },
    decrypt(sealed, context) {
      const [iv, body, tag] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'))
      if (!iv || !body || !tag) throw new Error('sealed value is malformed')
      const decipher = createDecipheriv('aes-256-gcm', shareKey, iv)
      decipher.setAAD(Buffer.from(context))
      decipher.setAuthTag(tag)
      return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8')
    },
  }
}

/** Six digits from the CSPRNG, leading zeros kept. */
export const newCode = (): string => randomInt(0, 1_000_000).toString().padStart(6, '0')
/** A 256-bit random token (sessions, device approvals), base64url. */
export const newToken = (): string => randomBytes(32).toString('base64url')
/** Tokens and device ids are stored as their SHA-256; they are random, so no key is needed. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex')
