import { getAddress } from 'viem'
import { z } from 'zod'
import type { DevnetManifest } from '../chain/manifest'

/** Stands for a chain's native currency wherever a token address is expected (CAIP-10 ids, prices). */
export const NATIVE_TOKEN = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
/** Multicall3 lives at this address on every chain that has it. */
export const CANONICAL_MULTICALL3 = '0xcA11bde05977b3631167028862bE2a173976CA11'

export interface TokenInfo {
  /** Lower-case contract address, or NATIVE_TOKEN. */
  address: string
  name: string
  symbol: string
  decimals: number
}

export interface ChainCatalog {
  /** CAIP-2 id, e.g. `eip155:31337`. */
  chain: string
  chainId: number
  /** RPC endpoints the server itself reads from, in order of preference. */
  rpcUrls: string[]
  multicall3: `0x${string}`
  native: TokenInfo
  /** ERC-20 tokens every balance query looks at. */
  tokens: TokenInfo[]
  nftCollections: { address: string; name: string; symbol: string }[]
  /** Whether the chain came from the manifest (a local chain the indexer reads from genesis). */
  local: boolean
}

// The richer devnet manifest fields the portfolio reads; every one is optional so a bare
// `{ id, name, rpcUrl }` chain still works.
const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/)
const richManifest = z.looseObject({
  ethPriceUsd: z.number().nonnegative().optional(),
  chains: z.array(
    z.looseObject({
      id: z.number().int().positive(),
      rpcUrl: z.string(),
      nativeCurrency: z
        .object({ name: z.string(), symbol: z.string(), decimals: z.number().int().min(0).max(77) })
        .optional(),
      contracts: z.looseObject({ multicall3: address.optional() }).optional(),
      tokens: z
        .array(
          z.object({
            address,
            name: z.string(),
            symbol: z.string(),
            decimals: z.number().int().min(0).max(77),
            priceUsd: z.number().nonnegative().optional(),
          }),
        )
        .optional(),
      nft: z.object({ address, name: z.string(), symbol: z.string() }).optional(),
    }),
  ),
})

const DEFAULT_NATIVE = { name: 'Ether', symbol: 'ETH', decimals: 18 }

/** The CAIP-10 id of a token: `eip155:1:0xabc…` (lower-case address). */
export const tokenId = (chain: string, token: string) => `${chain}:${token.toLowerCase()}`

export interface Catalog {
  chains: Map<string, ChainCatalog>
  /** USD price per CAIP-10 token id. */
  prices: Map<string, number>
}

/**
 * Which chains, tokens, collections and USD prices the portfolio knows: the manifest's chains
 * (with their tokens and prices), any other eip155 upstream with only its native currency, then
 * the configured price table on top.
 */
export function buildCatalog(
  manifest: DevnetManifest | undefined,
  upstreams: ReadonlyMap<string, string[]>,
  prices: Record<string, number> = {},
): Catalog {
  const rich = manifest ? richManifest.safeParse(manifest) : undefined
  const chains = new Map<string, ChainCatalog>()
  const priceTable = new Map<string, number>()
  for (const chain of rich?.success ? rich.data.chains : []) {
    const caip2 = `eip155:${chain.id}`
    const native = { address: NATIVE_TOKEN, ...(chain.nativeCurrency ?? DEFAULT_NATIVE) }
    const others = (upstreams.get(caip2) ?? []).filter((url) => url !== chain.rpcUrl)
    chains.set(caip2, {
      chain: caip2,
      chainId: chain.id,
      rpcUrls: [chain.rpcUrl, ...others],
      multicall3: getAddress(chain.contracts?.multicall3 ?? CANONICAL_MULTICALL3),
      native,
      tokens: (chain.tokens ?? []).map((t) => ({
        address: t.address.toLowerCase(),
        name: t.name,
        symbol: t.symbol,
        decimals: t.decimals,
      })),
      nftCollections: chain.nft ? [{ ...chain.nft, address: chain.nft.address.toLowerCase() }] : [],
      local: true,
    })
    const ethPrice = rich?.success ? rich.data.ethPriceUsd : undefined
    if (ethPrice !== undefined && native.symbol === 'ETH')
      priceTable.set(tokenId(caip2, NATIVE_TOKEN), ethPrice)
    for (const t of chain.tokens ?? []) {
      if (t.priceUsd !== undefined) priceTable.set(tokenId(caip2, t.address), t.priceUsd)
    }
  }
  for (const [caip2, urls] of upstreams) {
    const match = /^eip155:(\d{1,10})$/.exec(caip2)
    if (!match || chains.has(caip2) || urls.length === 0) continue
    chains.set(caip2, {
      chain: caip2,
      chainId: Number(match[1]),
      rpcUrls: [...urls],
      multicall3: CANONICAL_MULTICALL3,
      native: { address: NATIVE_TOKEN, ...DEFAULT_NATIVE },
      tokens: [],
      nftCollections: [],
      local: false,
    })
  }
  for (const [id, price] of Object.entries(prices)) {
    if (Number.isFinite(price) && price >= 0) priceTable.set(id.toLowerCase(), price)
  }
  return { chains, prices: priceTable }
}
