import { eq, or } from 'drizzle-orm'
import { keccak256, toBytes } from 'viem'
import type { Db } from './db/connect'
import { usedSignatures } from './db/schema'
import { HttpError } from './http/errors'

/** How old a signed message may be, and how far ahead of our clock it may claim to be. */
export const MAX_MESSAGE_AGE_S = 10 * 60
export const MAX_CLOCK_SKEW_S = 60

export function checkTimestamp(timestamp: number, now = Date.now()) {
  const nowS = Math.floor(now / 1000)
  if (timestamp > nowS + MAX_CLOCK_SKEW_S)
    throw new HttpError(400, 'future_timestamp', 'Message timestamp is in the future')
  if (nowS - timestamp > MAX_MESSAGE_AGE_S)
    throw new HttpError(400, 'stale_message', 'Message is older than 10 minutes')
}

/**
 * One spelling per signature: a 65-byte ECDSA signature's recovery byte may be written 0/1 or
 * 27/28 and both verify, so it is brought to 27/28 before the replay check compares hashes.
 * Other lengths (contract-account signatures) are kept as sent, lower-cased.
 */
export function normalizeSignature(signature: string): string {
  const hex = signature.toLowerCase()
  if (hex.length !== 132) return hex
  const v = Number.parseInt(hex.slice(130), 16)
  return v === 0 || v === 1 ? `${hex.slice(0, 130)}${(v + 27).toString(16)}` : hex
}

function digests(purpose: string, address: string, message: string, signature: string) {
  return {
    signatureHash: keccak256(toBytes(normalizeSignature(signature))),
    messageHash: keccak256(toBytes(`${purpose}\n${address.toLowerCase()}\n${message}`)),
  }
}

/** Refuses a signature or message that was already accepted once. */
export async function assertUnused(
  db: Db,
  purpose: string,
  address: string,
  message: string,
  signature: string,
) {
  const { signatureHash, messageHash } = digests(purpose, address, message, signature)
  const [seen] = await db
    .select({ hash: usedSignatures.signatureHash })
    .from(usedSignatures)
    .where(or(eq(usedSignatures.signatureHash, signatureHash), eq(usedSignatures.messageHash, messageHash)))
    .limit(1)
  if (seen) throw new HttpError(409, 'replayed', 'This signed message was already used')
}

/** Records the signature inside the caller's transaction; a concurrent replay fails on the unique keys. */
export async function recordUse(
  tx: Db,
  purpose: string,
  address: string,
  message: string,
  signature: string,
) {
  const row = { ...digests(purpose, address, message, signature), purpose }
  const inserted = await tx.insert(usedSignatures).values(row).onConflictDoNothing().returning()
  if (inserted.length === 0) throw new HttpError(409, 'replayed', 'This signed message was already used')
}
