import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { z } from 'zod'
import { caip2Schema } from '../chain/ids'

const link = z.string().max(512).nullable()

export const walletListingSchema = z.object({
  id: z.string().regex(/^[0-9a-f]{64}$/),
  name: z.string().min(1).max(100),
  image_id: z.string().regex(/^[0-9a-f]{64}$/),
  rdns: z
    .string()
    .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/)
    .nullable(),
  homepage: z.url().nullable(),
  mobile_link: link,
  desktop_link: link,
  webapp_link: link,
  chains: z.array(caip2Schema),
  badge: z.enum(['certified', 'none']),
})
export type WalletListing = z.infer<typeof walletListingSchema>

const registryFileSchema = z.array(walletListingSchema).superRefine((wallets, ctx) => {
  const ids = new Set<string>()
  for (const [index, wallet] of wallets.entries()) {
    if (ids.has(wallet.id))
      ctx.addIssue({ code: 'custom', message: `duplicate id ${wallet.id}`, path: [index] })
    ids.add(wallet.id)
  }
})

export const defaultWalletsFile = resolve(import.meta.dirname, '../../data/wallets.json')

/** Reads and validates a registry file; a malformed file is refused whole, with the first problem. */
export function loadWallets(path = defaultWalletsFile): WalletListing[] {
  const result = registryFileSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')))
  if (!result.success) {
    const issue = result.error.issues[0]
    throw new Error(`Invalid wallet registry ${path}: [${issue?.path.join('.')}] ${issue?.message}`)
  }
  return result.data
}

/** Stable listing ids derived from a wallet's reverse-DNS name (or its name when it has none). */
export const walletId = (key: string) => createHash('sha256').update(`wallet:${key}`).digest('hex')

/** A large synthetic registry, for load and paging tests. */
export function generateWallets(count: number): WalletListing[] {
  return Array.from({ length: count }, (_, i) => {
    const rdns = `org.example.wallet${i}`
    const id = walletId(rdns)
    return {
      id,
      name: `Example Wallet ${i}`,
      image_id: id,
      rdns,
      homepage: `https://wallet${i}.example.org`,
      mobile_link: i % 2 === 0 ? `examplewallet${i}://` : null,
      desktop_link: i % 3 === 0 ? `examplewallet${i}-desktop://` : null,
      webapp_link: i % 5 === 0 ? `https://app.wallet${i}.example.org` : null,
      chains:
        i % 4 === 0 ? ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] : ['eip155:1', 'eip155:10'],
      badge: i % 7 === 0 ? 'certified' : 'none',
    }
  })
}

export interface WalletQuery {
  page: number
  entries: number
  include?: string[]
  exclude?: string[]
  chains?: string[]
  search?: string
  badge_type?: 'certified' | 'none'
}

/** Filters, ranks (exact name, then prefix, then substring) and pages the registry. */
export function queryWallets(wallets: readonly WalletListing[], query: WalletQuery) {
  const include = query.include && query.include.length > 0 ? new Set(query.include) : undefined
  const exclude = new Set(query.exclude ?? [])
  const chains = query.chains ?? []
  const term = query.search?.trim().toLowerCase() ?? ''
  const matches: Array<{ wallet: WalletListing; rank: number; index: number }> = []
  for (const [index, wallet] of wallets.entries()) {
    if (include && !include.has(wallet.id)) continue
    if (exclude.has(wallet.id)) continue
    if (query.badge_type && wallet.badge !== query.badge_type) continue
    if (chains.length > 0 && !chains.some((chain) => wallet.chains.includes(chain))) continue
    let rank = 0
    if (term) {
      const name = wallet.name.toLowerCase()
      if (name === term) rank = 0
      else if (name.startsWith(term)) rank = 1
      else if (name.includes(term)) rank = 2
      else continue
    }
    matches.push({ wallet, rank, index })
  }
  if (term) matches.sort((a, b) => a.rank - b.rank || a.index - b.index)
  const start = (query.page - 1) * query.entries
  return { data: matches.slice(start, start + query.entries).map((m) => m.wallet), count: matches.length }
}
