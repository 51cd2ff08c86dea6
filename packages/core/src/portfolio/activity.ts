import type { LatchState } from '../client/state'
import { getNetwork } from '../networks/getters'
import { formatBalance, type Locales } from '../numbers/format'
import { supportsActivity } from '../services/support'
import type { Transaction, TransactionApproval, TransactionTransfer } from '../services/types'
import { isTransactionHash } from '../validation/hex'

// How the Activity tab reads a transaction: a direction, amounts, an icon, and a day to group by.

/**
 * `swapped`: the services' `trade`, one transaction that both paid and received (a swap).
 * `approved`: an `approve`, an allowance given (a swap's first step), which moves nothing.
 * `called`: a contract call that moved nothing of the account's.
 */
export type ActivityDirection = 'sent' | 'received' | 'self' | 'swapped' | 'approved' | 'called'

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
  return sign + quantityOf(transfer.quantity?.numeric ?? '0', transfer.fungible_info?.symbol, locale)
}

/** '1.5 ETH' in the locale; '?' for a quantity that is no number. */
function quantityOf(numeric: string, symbol = '', locale?: Locales): string {
  let quantity: string
  try {
    quantity = formatBalance(numeric, undefined, locale)
  } catch {
    quantity = '?'
  }
  return `${quantity}${symbol ? ` ${symbol}` : ''}`
}

/** An allowance: its amount and token ('30 lUSD'), or the token alone when it is unlimited. */
function allowanceOf(approval: TransactionApproval, locale?: Locales): string {
  const symbol = approval.fungible_info?.symbol ?? ''
  if (approval.unlimited || approval.quantity === undefined) return symbol
  return quantityOf(approval.quantity.numeric, symbol, locale)
}

/** A transfer's icon; the network's native currency (`native`) is drawn with the network's icon. */
function iconOf(
  transfer: TransactionTransfer | TransactionApproval | undefined,
  native: { symbol: string; icon?: string | undefined } | undefined,
): string | undefined {
  const fungible = transfer?.fungible_info
  if (fungible && native?.icon && fungible.symbol === native.symbol) return native.icon
  const nft = transfer && 'nft_info' in transfer ? transfer.nft_info : undefined
  return fungible?.icon?.url ?? nft?.content?.preview?.url
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
  const approvals = transaction.approvals ?? []
  const first = transfers[0] ?? approvals[0]
  const operation = transaction.metadata?.operationType
  // A trade reads as a swap, whichever leg comes first; each amount keeps its own leg's sign.
  const direction: ActivityDirection =
    operation === 'trade'
      ? 'swapped'
      : operation === 'approve'
        ? 'approved'
        : operation === 'execute' && transfers.length === 0
          ? 'called'
          : directionOf(transaction, transfers[0], context.account)
  const minedAt = new Date(transaction.metadata?.minedAt ?? '')
  const hash = transaction.metadata?.hash ?? transaction.id
  const icon = iconOf(first, context.native)
  return {
    id: transaction.id,
    direction,
    amounts:
      direction === 'approved'
        ? approvals.map((approval) => allowanceOf(approval, context.locale))
        : transfers.map((transfer) =>
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
