// Solana balances: SOL and SPL token accounts read from each configured cluster's JSON-RPC
// (getBalance, getTokenAccountsByOwner), priced from the configured list, cached 30 s per account.
import { formatUnits } from 'viem'
import { BALANCE_CACHE_MS, type Balance, iconIdOf } from './balances'
import { ReadCache } from './read-cache'

/** The classic SPL token program: the one whose accounts are read. */
const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
const CACHE_ENTRIES = 10_000
const RPC_TIMEOUT_MS = 5000

export interface SolanaToken {
  mint: string
  name: string
  symbol: string
  decimals: number
  priceUsd: number
}

/** A Solana cluster the server reads balances from, configured like the EVM upstreams. */
export interface SolanaUpstream {
  /** CAIP-2: `solana:` and the genesis hash's first 32 characters. */
  chain: string
  rpcUrl: string
  solPriceUsd: number
  /** Known tokens, with prices; others held show with price 0. */
  tokens: SolanaToken[]
}

interface ParsedTokenAccount {
  account?: {
    data?: { parsed?: { info?: { mint?: unknown; tokenAmount?: { amount?: unknown; decimals?: unknown } } } }
  }
}

export class SolanaBalances {
  private readonly upstreams: Map<string, SolanaUpstream>
  private readonly cache = new ReadCache<Balance[]>(BALANCE_CACHE_MS, CACHE_ENTRIES)

  constructor(upstreams: readonly SolanaUpstream[] = []) {
    this.upstreams = new Map(upstreams.map((u) => [u.chain, u]))
  }

  /** The cluster's settings, when the server reads it. */
  upstream(chain: string): SolanaUpstream | undefined {
    return this.upstreams.get(chain)
  }

  chains(): string[] {
    return [...this.upstreams.keys()]
  }

  has(chain: string): boolean {
    return this.upstreams.has(chain)
  }

  async balances(chain: string, owner: string, forceUpdate = false): Promise<Balance[]> {
    const upstream = this.upstreams.get(chain)
    if (!upstream) return []
    // Solana addresses are case-sensitive: the key keeps the owner as written.
    return this.cache.get(`${chain}:${owner}`, forceUpdate, () => this.read(upstream, owner))
  }

  private async read(upstream: SolanaUpstream, owner: string): Promise<Balance[]> {
    const [lamports, accounts] = await Promise.all([
      rpc<{ value: number }>(upstream.rpcUrl, 'getBalance', [owner]),
      rpc<{ value: ParsedTokenAccount[] }>(upstream.rpcUrl, 'getTokenAccountsByOwner', [
        owner,
        { programId: TOKEN_PROGRAM },
        { encoding: 'jsonParsed' },
      ]),
    ])
    const balances: Balance[] = []
    if (BigInt(lamports.value) > 0n) {
      const numeric = formatUnits(BigInt(lamports.value), 9)
      balances.push({
        name: 'Solana',
        symbol: 'SOL',
        chainId: upstream.chain,
        value: Number(numeric) * upstream.solPriceUsd,
        price: upstream.solPriceUsd,
        iconId: iconIdOf('SOL'),
        quantity: { decimals: '9', numeric },
      })
    }
    // One row per mint: several accounts of one mint add up.
    const held = new Map<string, { amount: bigint; decimals: number }>()
    for (const entry of accounts.value) {
      const info = entry.account?.data?.parsed?.info
      const mint = info?.mint
      const amount = info?.tokenAmount?.amount
      const decimals = info?.tokenAmount?.decimals
      if (typeof mint !== 'string' || typeof amount !== 'string' || !/^\d{1,30}$/.test(amount)) continue
      if (typeof decimals !== 'number' || !Number.isInteger(decimals) || decimals < 0 || decimals > 255)
        continue
      const total = (held.get(mint)?.amount ?? 0n) + BigInt(amount)
      held.set(mint, { amount: total, decimals })
    }
    for (const [mint, { amount, decimals }] of held) {
      if (amount === 0n) continue
      const known = upstream.tokens.find((t) => t.mint === mint)
      const symbol = known?.symbol ?? mint.slice(0, 4)
      const price = known?.priceUsd ?? 0
      const numeric = formatUnits(amount, decimals)
      balances.push({
        name: known?.name ?? 'Unknown token',
        symbol,
        chainId: upstream.chain,
        address: `${upstream.chain}:${mint}`,
        value: Number(numeric) * price,
        price,
        iconId: iconIdOf(symbol),
        quantity: { decimals: String(decimals), numeric },
      })
    }
    return balances
  }
}

/** One JSON-RPC call to a cluster, bounded in time. */
export async function rpc<T>(url: string, method: string, params: unknown[]): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(RPC_TIMEOUT_MS),
  })
  const body = (await response.json()) as { result?: T; error?: { message?: string } }
  if (!response.ok || body.error || body.result === undefined) {
    throw new Error(`${method} failed: ${body.error?.message ?? response.status}`)
  }
  return body.result
}
