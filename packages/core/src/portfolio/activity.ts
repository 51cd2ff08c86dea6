import type { LatchState } from '../client/state'
import { getNetwork } from '../networks/getters'
import { formatBalance, type Locales } from '../numbers/format'
import { supportsActivity } from '../services/support'
import type { Transaction, TransactionTransfer } from '../services/types'
import { isTransactionHash } from '../validation/hex'

// How the Activity tab reads a transaction: a direction, amounts, an icon, and a day to group by.

/** `swapped`: the services' `trade`, one transaction that both paid and received (a swap). */
export type ActivityDirection = 'sent' | 'received' | 'self' | 'swapped'

export interface ActivityEntry {
  id: string
  direction: ActivityDirection
  /** e.g. ['-1.5 ETH'] or ['+100 lUSD', 'Critter #3']. */
  amounts: string[]
  icon?: string
  minedAt?: Date
  status: string
  explorerUrl?: string
}

export interface ActivityDay {
  label: string
  entries: ActivityEntry[]
}

function directionOf(transaction: Transaction, transfer: TransactionTransfer | undefined, account: string) {
  if (transfer?.direction === 'in') return 'received'
  if (transfer?.direction === 'out') return 'sent'
  if (transfer?.direction === 'self') return 'self'
  const me = account.toLowerCase()
  const from = transaction.metadata?.sentFrom?.toLowerCase()
  const to = transaction.metadata?.sentTo?.toLowerCase()
  if (from === me && to === me) return 'self'
  return from === me ? 'sent' : 'received'
}

function amountOf(transfer: TransactionTransfer, direction: ActivityDirection, locale?: Locales): string {
  if (transfer.nft_info) return transfer.nft_info.name || 'NFT'
  const sign = direction === 'sent' ? '-' : direction === 'received' ? '+' : ''
  const symbol = transfer.fungible_info?.symbol ?? ''
  let quantity: string
  try {
    quantity = formatBalance(transfer.quantity?.numeric ?? '0', undefined, locale)
  } catch {
    quantity = '?'
  }
  return `${sign}${quantity}${symbol ? ` ${symbol}` : ''}`
}

/** A transfer's icon; the network's native currency (`native`) is drawn with the network's icon. */
function iconOf(
  transfer: TransactionTransfer | undefined,
  native: { symbol: string; icon?: string | undefined } | undefined,
): string | undefined {
  const fungible = transfer?.fungible_info
  if (fungible && native?.icon && fungible.symbol === native.symbol) return native.icon
  return fungible?.icon?.url ?? transfer?.nft_info?.content?.preview?.url
}

/**
 * Reads one transaction for `account`; `explorer` is the network's block explorer base URL,
 * `locale` the one amounts are written for (the spec's en-US format without it).
 */
export function describeTransaction(
  transaction: Transaction,
  context: {
    account: string
    explorer?: string | undefined
    locale?: Locales
    /** The network's native currency: its transfers show `icon` (./native-icon). */
    native?: { symbol: string; icon?: string | undefined } | undefined
  },
): ActivityEntry {
  const transfers = (transaction.transfers ?? []).filter((transfer) => !transfer.nft_info?.flags?.is_spam)
  const first = transfers[0]
  // A trade reads as a swap, whichever leg comes first; each amount keeps its own leg's sign.
  const direction =
    transaction.metadata?.operationType === 'trade'
      ? 'swapped'
      : directionOf(transaction, first, context.account)
  const minedAt = new Date(transaction.metadata?.minedAt ?? '')
  const hash = transaction.metadata?.hash ?? transaction.id
  const icon = iconOf(first, context.native)
  return {
    id: transaction.id,
    direction,
    amounts: transfers.map((transfer) =>
      amountOf(transfer, directionOf(transaction, transfer, context.account), context.locale),
    ),
    ...(icon ? { icon } : {}),
    ...(Number.isNaN(minedAt.getTime()) ? {} : { minedAt }),
    status: transaction.metadata?.status ?? '',
    ...(context.explorer && isTransactionHash(hash)
      ? { explorerUrl: `${context.explorer.replace(/\/+$/, '')}/tx/${hash}` }
      : {}),
  }
}

function dayKey(date: Date): string {
  return `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`
}

/**
 * 'Today', 'Yesterday' (English texts the modal translates), or a date in the locale, en-US by
 * default ('Nov 3' this year, 'Nov 3, 2025' before), local time.
 */
export function dayLabel(date: Date, now: Date = new Date(), locale: Locales = 'en-US'): string {
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1)
  if (dayKey(date) === dayKey(now)) return 'Today'
  if (dayKey(date) === dayKey(yesterday)) return 'Yesterday'
  return date.toLocaleDateString(locale as string[], {
    month: 'short',
    day: 'numeric',
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  })
}

/** Entries grouped by the local day they were mined, in the order given (newest first). */
export function groupByDay(
  entries: readonly ActivityEntry[],
  now: Date = new Date(),
  locale?: Locales,
): ActivityDay[] {
  const days: ActivityDay[] = []
  for (const entry of entries) {
    const label = entry.minedAt ? dayLabel(entry.minedAt, now, locale) : 'Pending'
    const last = days.at(-1)
    if (last?.label === label) last.entries.push(entry)
    else days.push({ label, entries: [entry] })
  }
  return days
}

/**
 * Whether the active network's transactions are listed (spec section 9 names eip155; solana's are
 * read from its cluster). Elsewhere the Activity tab says so instead of promising transactions.
 */
export function isActivityListed(state: Pick<LatchState, 'networks'>): boolean {
  const id = getNetwork(state).caipNetworkId
  return id !== undefined && supportsActivity(id)
}
