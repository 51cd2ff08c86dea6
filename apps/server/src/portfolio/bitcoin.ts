// Bitcoin balances: BTC held by an address, the sum of its UTXOs (confirmed and unconfirmed) read
// from each configured network's Esplora-like API, priced from the configuration, cached 30 s.
import { formatUnits } from 'viem'
import { BALANCE_CACHE_MS, type Balance, iconIdOf } from './balances'
import { ReadCache } from './read-cache'

const CACHE_ENTRIES = 10_000
const API_TIMEOUT_MS = 5000

/** A Bitcoin network the server reads balances from. */
export interface BitcoinUpstream {
  /** CAIP-2: `bip122:` and the genesis hash's first 32 hex characters. */
  chain: string
  /** Esplora-like API (`GET /address/{address}/utxo`). */
  apiUrl: string
  btcPriceUsd: number
}

export class BitcoinBalances {
  private readonly upstreams: Map<string, BitcoinUpstream>
  private readonly cache = new ReadCache<Balance[]>(BALANCE_CACHE_MS, CACHE_ENTRIES)

  constructor(upstreams: readonly BitcoinUpstream[] = []) {
    this.upstreams = new Map(upstreams.map((u) => [u.chain, u]))
  }

  has(chain: string): boolean {
    return this.upstreams.has(chain)
  }

  async balances(chain: string, owner: string, forceUpdate = false): Promise<Balance[]> {
    const upstream = this.upstreams.get(chain)
    if (!upstream) return []
    return this.cache.get(`${chain}:${owner}`, forceUpdate, () => this.read(upstream, owner))
  }

  private async read(upstream: BitcoinUpstream, owner: string): Promise<Balance[]> {
    const response = await fetch(
      `${upstream.apiUrl.replace(/\/+$/, '')}/address/${encodeURIComponent(owner)}/utxo`,
      {
        signal: AbortSignal.timeout(API_TIMEOUT_MS),
      },
    )
    if (!response.ok) throw new Error(`utxo read failed: ${response.status}`)
    const utxos = (await response.json()) as unknown
    if (!Array.isArray(utxos)) throw new Error('utxo read failed: not a list')
    let sats = 0n
    for (const utxo of utxos.slice(0, 100_000)) {
      const value = (utxo as { value?: unknown })?.value
      if (Number.isSafeInteger(value) && (value as number) > 0) sats += BigInt(value as number)
    }
    if (sats === 0n) return []
    const numeric = formatUnits(sats, 8)
    return [
      {
        name: 'Bitcoin',
        symbol: 'BTC',
        chainId: upstream.chain,
        value: Number(numeric) * upstream.btcPriceUsd,
        price: upstream.btcPriceUsd,
        iconId: iconIdOf('BTC'),
        quantity: { decimals: '8', numeric },
      },
    ]
  }
}
