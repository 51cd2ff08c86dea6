// The swap markets a deployment serves: per chain, the Uniswap V2 router, factory and wrapped
// native token, the tokens offered, and the chain client to read the pools and build calls.
// Chains come from the configured swap list (the spec's by default) that also have an RPC.
import { type Address, getAddress, type PublicClient, parseAbi, zeroAddress } from 'viem'
import { z } from 'zod'
import { Lru } from '../cache/lru'
import type { Catalog, TokenInfo } from '../portfolio/catalog'
import { NATIVE_TOKEN } from '../portfolio/catalog'
import { type ChainReader, MULTICALL_BATCH_SIZE } from '../portfolio/chain-reader'
import { type Hop, pathAmountsOut } from './amounts'

/** Spec section 9: the eip155 chains with swaps, unless a deployment configures its own list. */
export const DEFAULT_SWAP_CHAIN_IDS: readonly number[] = [
  1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554,
]

export interface Dex {
  router: Address
  factory: Address
  /** The wrapped native token the router trades the native currency through. */
  weth: Address
}

export interface SwapMarket {
  chain: string
  chainId: number
  dex: Dex
  /** The native currency first, then the chain's listed ERC-20 tokens. */
  tokens: TokenInfo[]
  reader: ChainReader
}

export interface SwapConfig {
  /** eip155 chain ids with swaps (default: spec section 9's list). */
  chains?: readonly number[]
  /** The exchange contracts per CAIP-2 chain, on top of those in the devnet manifest. */
  dexes?: Record<string, Dex>
}

const factoryAbi = parseAbi(['function getPair(address tokenA, address tokenB) view returns (address pair)'])
const pairAbi = parseAbi([
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
])

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/)
const manifestDexes = z.looseObject({
  chains: z.array(
    z.looseObject({
      id: z.number().int().positive(),
      contracts: z
        .looseObject({ uniswapV2Router: address, uniswapV2Factory: address, weth: address })
        .optional(),
    }),
  ),
})

/** The exchange contracts the manifest names, by CAIP-2 chain id. */
function dexesOf(manifest: unknown): Map<string, Dex> {
  const parsed = manifest ? manifestDexes.safeParse(manifest) : undefined
  const found = new Map<string, Dex>()
  for (const chain of parsed?.success ? parsed.data.chains : []) {
    const c = chain.contracts
    if (!c) continue
    found.set(`eip155:${chain.id}`, {
      router: getAddress(c.uniswapV2Router),
      factory: getAddress(c.uniswapV2Factory),
      weth: getAddress(c.weth),
    })
  }
  return found
}

/** A route through the pools: token addresses (the wrapped native for the native currency) and amounts. */
export interface Route {
  path: Address[]
  amounts: bigint[]
  hops: Hop[]
  block: bigint
}

export class SwapMarkets {
  readonly chainIds: ReadonlySet<number>
  private readonly markets = new Map<string, SwapMarket>()
  /** Pair addresses never change once created; only found ones are kept (a bounded set: listed tokens only). */
  // Pools found by getPair; callers name the tokens, so the memory is bounded.
  private readonly pairs = new Lru<Address>({ maxEntries: 50_000, maxBytes: 32 * 1024 * 1024 })

  constructor(
    catalog: Catalog,
    readers: ReadonlyMap<string, ChainReader>,
    manifest: unknown,
    config: SwapConfig = {},
  ) {
    this.chainIds = new Set(config.chains ?? DEFAULT_SWAP_CHAIN_IDS)
    const dexes = dexesOf(manifest)
    for (const [chain, dex] of Object.entries(config.dexes ?? {})) dexes.set(chain, dex)
    for (const [chain, dex] of dexes) {
      const info = catalog.chains.get(chain)
      const reader = readers.get(chain)
      if (!info || !reader || !this.chainIds.has(info.chainId)) continue
      this.markets.set(chain, {
        chain,
        chainId: info.chainId,
        dex,
        tokens: [info.native, ...info.tokens],
        reader,
      })
    }
  }

  /** Whether the chain (CAIP-2) is on the swap list, with or without pools known here. */
  supports(chain: string): boolean {
    const match = /^eip155:(\d{1,10})$/.exec(chain)
    return match !== null && this.chainIds.has(Number(match[1]))
  }

  market(chain: string): SwapMarket | undefined {
    return this.markets.get(chain)
  }

  /** What the router trades for a listed token: the wrapped native for the native currency. */
  static routed(market: SwapMarket, token: string): Address {
    return token === NATIVE_TOKEN ? market.dex.weth : getAddress(token)
  }

  /**
   * The best route for `amountIn` of `from` into `to`, over the direct pool and every path through
   * one listed token (the wrapped native included), with all reserves read in one block.
   */
  async bestRoute(
    market: SwapMarket,
    from: string,
    to: string,
    amountIn: bigint,
  ): Promise<Route | undefined> {
    const a = SwapMarkets.routed(market, from)
    const b = SwapMarkets.routed(market, to)
    const middles = [
      market.dex.weth,
      ...market.tokens.filter((t) => t.address !== NATIVE_TOKEN).map((t) => getAddress(t.address)),
    ]
    const paths: Address[][] = [[a, b]]
    for (const middle of new Set(middles)) if (middle !== a && middle !== b) paths.push([a, middle, b])

    const client = market.reader.client
    // Never viem's cached number: a quote must price the pools as they are now.
    const block = await client.getBlockNumber({ cacheTime: 0 })
    const pairKeys = [...new Set(paths.flatMap((p) => p.slice(1).map((t, i) => pairKey(p[i] as Address, t))))]
    const pairs = await this.pairAddresses(market, client, pairKeys, block)
    const withPools = pairKeys.filter((key) => pairs.get(key))
    const reserves = new Map<string, readonly [bigint, bigint]>()
    if (withPools.length > 0) {
      const results = await client.multicall({
        contracts: withPools.map((key) => ({
          address: pairs.get(key) as Address,
          abi: pairAbi,
          functionName: 'getReserves' as const,
        })),
        ...readsAt(market, block),
      })
      withPools.forEach((key, i) => {
        const r = results[i]
        if (r?.status === 'success') reserves.set(key, [r.result[0], r.result[1]])
      })
    }

    let best: Route | undefined
    for (const path of paths) {
      const hops: Hop[] = []
      for (let i = 0; i + 1 < path.length; i++) {
        const tokenIn = path[i] as Address
        const tokenOut = path[i + 1] as Address
        const pool = reserves.get(pairKey(tokenIn, tokenOut))
        if (!pool || pool[0] === 0n || pool[1] === 0n) break
        // The pair orders its reserves by token address (token0 is the lower one).
        const inFirst = BigInt(tokenIn) < BigInt(tokenOut)
        hops.push({ reserveIn: inFirst ? pool[0] : pool[1], reserveOut: inFirst ? pool[1] : pool[0] })
      }
      if (hops.length !== path.length - 1) continue
      const amounts = pathAmountsOut(amountIn, hops)
      const out = amounts[amounts.length - 1] as bigint
      if (out > 0n && (!best || out > (best.amounts[best.amounts.length - 1] as bigint)))
        best = { path, amounts, hops, block }
    }
    return best
  }

  private async pairAddresses(
    market: SwapMarket,
    client: PublicClient,
    keys: readonly string[],
    block: bigint,
  ): Promise<Map<string, Address | undefined>> {
    const found = new Map<string, Address | undefined>()
    const missing = keys.filter((key) => {
      const known = this.pairs.get(`${market.chain}:${key}`)
      found.set(key, known)
      return !known
    })
    if (missing.length === 0) return found
    const results = await client.multicall({
      contracts: missing.map((key) => ({
        address: market.dex.factory,
        abi: factoryAbi,
        functionName: 'getPair' as const,
        args: key.split('/') as [Address, Address],
      })),
      ...readsAt(market, block),
    })
    missing.forEach((key, i) => {
      const r = results[i]
      if (r?.status !== 'success' || r.result === zeroAddress) return
      this.pairs.set(`${market.chain}:${key}`, r.result, 84)
      found.set(key, r.result)
    })
    return found
  }
}

/** Multicall options for reads pinned to one block, each read failing alone. */
const readsAt = (market: SwapMarket, block: bigint) => ({
  allowFailure: true as const,
  batchSize: MULTICALL_BATCH_SIZE,
  multicallAddress: market.reader.chain.multicall3,
  blockNumber: block,
})

/** One key per pool, whichever way it is crossed. */
const pairKey = (a: Address, b: Address) => (BigInt(a) < BigInt(b) ? `${a}/${b}` : `${b}/${a}`)
