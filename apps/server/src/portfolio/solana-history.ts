// Solana activity: an account's transactions read from the cluster's RPC (getSignaturesForAddress,
// then getTransaction for each), newest first, 20 a page. Each shows the SOL the account moved,
// its fee left out; SPL movements are not read (the local chain's getTransaction has no token
// balances).
import { formatUnits } from 'viem'
import { HttpError } from '../http/errors'
import { HISTORY_PAGE_SIZE, type HistoryTransaction } from './history'
import { rpc, type SolanaBalances } from './solana'

const SIGNATURE = /^[1-9A-HJ-NP-Za-km-z]{64,90}$/

interface SignatureInfo {
  signature?: unknown
  blockTime?: unknown
  err?: unknown
}

interface TransactionInfo {
  blockTime?: number | null
  meta?: { err?: unknown; fee?: number; preBalances?: number[]; postBalances?: number[] } | null
  transaction?: { message?: { accountKeys?: unknown[] } }
}

/** The account's page of transactions after `cursor` (a signature from the previous page). */
export async function solanaHistoryPage(
  solana: SolanaBalances,
  chain: string,
  owner: string,
  cursor: string | undefined,
  iconUrl: (id: string) => string,
): Promise<{ data: HistoryTransaction[]; next: string | null }> {
  const upstream = solana.upstream(chain)
  if (!upstream) return { data: [], next: null }
  if (cursor !== undefined && !SIGNATURE.test(cursor)) {
    throw new HttpError(400, 'invalid_cursor', 'cursor must be a value returned as `next`')
  }
  const signatures = await rpc<SignatureInfo[]>(upstream.rpcUrl, 'getSignaturesForAddress', [
    owner,
    { limit: HISTORY_PAGE_SIZE, ...(cursor ? { before: cursor } : {}) },
  ])
  const listed = (Array.isArray(signatures) ? signatures : []).filter(
    (entry): entry is { signature: string; err: unknown } =>
      typeof entry?.signature === 'string' && SIGNATURE.test(entry.signature) && entry.err === null,
  )
  const data: HistoryTransaction[] = []
  for (const { signature } of listed) {
    const found = await rpc<TransactionInfo | null>(upstream.rpcUrl, 'getTransaction', [
      signature,
      { encoding: 'json', maxSupportedTransactionVersion: 0 },
    ])
    const item = found && describe(found, signature, chain, owner, upstream.solPriceUsd, iconUrl)
    if (item) data.push(item)
  }
  const last = listed.at(-1)?.signature
  return { data, next: listed.length === HISTORY_PAGE_SIZE && last ? last : null }
}

function describe(
  found: TransactionInfo,
  signature: string,
  chain: string,
  owner: string,
  price: number,
  iconUrl: (id: string) => string,
): HistoryTransaction | undefined {
  const keys = (found.transaction?.message?.accountKeys ?? []).filter(
    (k): k is string => typeof k === 'string',
  )
  const pre = found.meta?.preBalances ?? []
  const post = found.meta?.postBalances ?? []
  const delta = (i: number) => BigInt(post[i] ?? 0) - BigInt(pre[i] ?? 0)
  const mine = keys.indexOf(owner)
  if (mine < 0 || typeof found.blockTime !== 'number') return undefined
  const payer = keys[0] ?? ''
  // The fee is the payer's cost of the transaction, not a transfer: it is left out of the amount.
  const fee = mine === 0 ? BigInt(found.meta?.fee ?? 0) : 0n
  const moved = delta(mine) + fee
  // The counterpart: the account that gained most when this one paid, the payer when it gained.
  const gainer = keys
    .map((key, i) => ({ key, gain: delta(i) }))
    .filter((entry) => entry.key !== owner && entry.gain > 0n)
    .sort((a, b) => (b.gain > a.gain ? 1 : -1))[0]?.key
  const direction = moved === 0n ? 'self' : moved > 0n ? 'in' : 'out'
  const sentTo = direction === 'out' ? (gainer ?? owner) : owner
  const numeric = formatUnits(moved < 0n ? -moved : moved, 9)
  return {
    id: signature,
    metadata: {
      minedAt: new Date(found.blockTime * 1000).toISOString(),
      chain,
      operationType: direction === 'in' ? 'receive' : direction === 'out' ? 'send' : 'execute',
      status: 'confirmed',
      sentFrom: direction === 'in' ? payer : owner,
      sentTo,
      hash: signature,
    },
    transfers: [
      {
        fungible_info: { name: 'Solana', symbol: 'SOL', icon: { url: iconUrl('SOL') } },
        direction,
        quantity: { numeric },
        value: Number(numeric) * price,
        price,
      },
    ],
  }
}
