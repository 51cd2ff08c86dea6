import { asc, eq, sql } from 'drizzle-orm'
import type { Db } from './db/connect'
import { names } from './db/schema'
import { HttpError } from './http/errors'

export const DEFAULT_ZONE = 'latch.id'

/**
 * Labels nobody registers: they would pass for the service, its operators or a wallet's own
 * screens. A deployment adds its own (`names.reserved`).
 */
export const RESERVED_NAMES = [
  'admin',
  'administrator',
  'root',
  'system',
  'support',
  'help',
  'security',
  'official',
  'latch',
  'wallet',
  'walletconnect',
  'metamask',
  'coinbase',
  'ethereum',
  'bitcoin',
  'solana',
  'null',
  'undefined',
]

/** An avatar is an http(s) URL or an inline image; any other scheme (javascript:, file:) is refused. */
export function avatarRefusal(avatar: string | undefined): string | undefined {
  if (avatar === undefined) return undefined
  if (/^data:image\/[a-z0-9.+-]+[;,]/i.test(avatar)) return undefined
  try {
    const url = new URL(avatar)
    if (url.protocol === 'https:' || url.protocol === 'http:') return undefined
  } catch {}
  return 'avatar must be an http(s) URL or a data:image URL'
}
const LABEL = /^[a-z0-9-]{4,63}$/

export type NameRow = typeof names.$inferSelect

/** Splits `alice.latch.id` (or bare `alice`, in the default zone) into a checked label and zone. */
export function parseName(
  input: string,
  zones: readonly string[],
  zone?: string,
): { label: string; zone: string } {
  const lower = input.trim().toLowerCase()
  const dot = lower.indexOf('.')
  const label = dot === -1 ? lower : lower.slice(0, dot)
  const inZone = dot === -1 ? (zone ?? zones[0] ?? DEFAULT_ZONE) : lower.slice(dot + 1)
  if (!zones.includes(inZone))
    throw new HttpError(400, 'unknown_zone', `Unknown name zone: ${inZone.slice(0, 64)}`)
  if (!LABEL.test(label)) {
    throw new HttpError(
      400,
      'invalid_name',
      'Name must be at least 4 characters of letters, digits or hyphen (at most 63)',
    )
  }
  return { label, zone: inZone }
}

export const profileOf = (row: NameRow) => ({
  name: `${row.label}.${row.zone}`,
  addresses: row.addresses,
  attributes: row.attributes,
  created: row.createdAt.toISOString(),
})

export async function findName(db: Db, label: string, zone: string) {
  const [row] = await db
    .select()
    .from(names)
    .where(sql`${names.label} = ${label} and ${names.zone} = ${zone}`)
  return row
}

export function namesOwnedBy(db: Db, owner: string) {
  return db
    .select()
    .from(names)
    .where(eq(names.owner, owner.toLowerCase()))
    .orderBy(asc(names.createdAt), asc(names.label))
}

/** The requested label first, then free variants made of the label and a number. */
export async function suggestNames(db: Db, label: string, zone: string, count = 5) {
  const candidates = [label, ...Array.from({ length: 40 }, (_, i) => `${label}${i + 1}`)].filter(
    (l) => l.length <= 63,
  )
  const taken = await db
    .select({ label: names.label })
    .from(names)
    .where(sql`${names.zone} = ${zone} and ${names.label} like ${`${label.replace(/[%_\\]/g, '\\$&')}%`}`)
  const takenSet = new Set(taken.map((row) => row.label))
  const first = { name: `${label}.${zone}`, registered: takenSet.has(label) }
  const free = candidates
    .slice(1)
    .filter((l) => !takenSet.has(l))
    .slice(0, count)
    .map((l) => ({ name: `${l}.${zone}`, registered: false }))
  return [first, ...free]
}
