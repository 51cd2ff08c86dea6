import {
  type Address,
  createPublicClient,
  erc20Abi,
  fallback,
  getAddress,
  http,
  type PublicClient,
  parseAbi,
} from 'viem'
import { Lru } from '../cache/lru'
import type { ChainCatalog, TokenInfo } from './catalog'

/** Spec section 9: multicall batches of 1024 bytes of calldata. */
export const MULTICALL_BATCH_SIZE = 1024
const RPC_TIMEOUT_MS = 10_000
/**
 * Token contracts read on chain and remembered, per chain: any caller can name any address, so
 * the memory is bounded (least recently used leave first) and renewed daily.
 */
export const TOKEN_INFO_LIMITS = { maxEntries: 20_000, maxBytes: 16 * 1024 * 1024, ttlMs: 24 * 60 * 60_000 }
/** Longest token name or symbol kept from a contract; anything longer is cut. */
const MAX_LABEL = 64

const multicall3Abi = parseAbi(['function getEthBalance(address addr) view returns (uint256 balance)'])
const erc721Abi = parseAbi([
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function tokenURI(uint256 tokenId) view returns (string)',
])

/** A viem client over the chain's endpoints, the next one tried when one fails. */
export function chainClient(chain: Pick<ChainCatalog, 'rpcUrls'>): PublicClient {
  const transports = chain.rpcUrls.map((url) =>
    http(url, { retryCount: 1, timeout: RPC_TIMEOUT_MS, batch: { batchSize: 100 } }),
  )
  const [only] = transports
  return createPublicClient({
    transport: transports.length === 1 && only ? only : fallback(transports, { retryCount: 0 }),
  })
}

const clean = (text: unknown) =>
  typeof text === 'string' ? text.replace(/[\p{Cc}\p{Cs}]/gu, '').slice(0, MAX_LABEL) : undefined

/** Reads contracts of one chain through Multicall3; each read fails alone, never the batch. */
export class ChainReader {
  readonly client: PublicClient
  readonly tokenInfo = new Lru<Promise<TokenInfo | undefined>>(TOKEN_INFO_LIMITS)

  constructor(readonly chain: ChainCatalog) {
    this.client = chainClient(chain)
  }

  private multicall(contracts: readonly unknown[]) {
    return this.client.multicall({
      // Each entry is an abi/functionName/args triple built below; viem checks them at runtime.
      contracts: contracts as Parameters<PublicClient['multicall']>[0]['contracts'],
      allowFailure: true,
      batchSize: MULTICALL_BATCH_SIZE,
      multicallAddress: this.chain.multicall3,
    })
  }

  /** Native and ERC-20 balances of one account, in the order of `tokens` (native first). */
  async balances(account: Address, tokens: readonly TokenInfo[]): Promise<(bigint | undefined)[]> {
    const results = await this.multicall([
      {
        address: this.chain.multicall3,
        abi: multicall3Abi,
        functionName: 'getEthBalance',
        args: [account],
      },
      ...tokens.map((t) => ({
        address: getAddress(t.address),
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [account],
      })),
    ])
    return results.map((r) => (r.status === 'success' && typeof r.result === 'bigint' ? r.result : undefined))
  }

  /**
   * Name, symbol and decimals of ERC-20 contracts (the catalog's first, then read on chain and
   * remembered). Contracts that do not answer like a token come back undefined.
   */
  async tokens(addresses: readonly string[]): Promise<Map<string, TokenInfo>> {
    const known = new Map(this.chain.tokens.map((t) => [t.address, t]))
    const missing = addresses.filter((a) => !known.has(a) && this.tokenInfo.get(a) === undefined)
    if (missing.length > 0) {
      const reading = this.multicall(
        missing.flatMap((a) =>
          (['name', 'symbol', 'decimals'] as const).map((functionName) => ({
            address: getAddress(a),
            abi: erc20Abi,
            functionName,
          })),
        ),
      )
      missing.forEach((address, i) => {
        const info = reading.then((results) => {
          const [name, symbol, decimals] = results.slice(i * 3, i * 3 + 3).map((r) => r.result)
          const label = clean(symbol)
          if (!label || typeof decimals !== 'number' || decimals > 77) return undefined
          return { address, name: clean(name) || label, symbol: label, decimals }
        })
        // A failed read is forgotten so the next request tries again.
        info.catch(() => this.tokenInfo.delete(address))
        // An address, a name and a symbol of at most 64 characters each, and the promise.
        this.tokenInfo.set(address, info, 512)
      })
    }
    const found = new Map<string, TokenInfo>()
    for (const address of addresses) {
      const info = known.get(address) ?? (await this.tokenInfo.get(address)?.catch(() => undefined))
      if (info) found.set(address, info)
    }
    return found
  }

  /** Name and symbol of ERC-721 collections (the catalog's first). */
  async collections(addresses: readonly string[]): Promise<Map<string, { name: string; symbol: string }>> {
    const found = new Map<string, { name: string; symbol: string }>()
    const missing: string[] = []
    for (const address of addresses) {
      const known = this.chain.nftCollections.find((c) => c.address === address)
      if (known) found.set(address, known)
      else missing.push(address)
    }
    if (missing.length === 0) return found
    const results = await this.multicall(
      missing.flatMap((a) =>
        (['name', 'symbol'] as const).map((functionName) => ({
          address: getAddress(a),
          abi: erc721Abi,
          functionName,
        })),
      ),
    )
    missing.forEach((address, i) => {
      const name = clean(results[i * 2]?.result) ?? ''
      const symbol = clean(results[i * 2 + 1]?.result) ?? ''
      found.set(address, { name, symbol })
    })
    return found
  }

  /** tokenURI of each (collection, token id); undefined where the call fails (e.g. burnt). */
  async tokenUris(
    items: readonly { collection: string; tokenId: string }[],
  ): Promise<(string | undefined)[]> {
    if (items.length === 0) return []
    const results = await this.multicall(
      items.map((item) => ({
        address: getAddress(item.collection),
        abi: erc721Abi,
        functionName: 'tokenURI',
        args: [BigInt(item.tokenId)],
      })),
    )
    return results.map((r) => (r.status === 'success' && typeof r.result === 'string' ? r.result : undefined))
  }
}
