import type { HttpClient } from '../services/http-client'
import { supportsBalances } from '../services/support'
import type { Nft } from './state'

// NFTs an account holds, from the services server: GET /v1/account/{address}/nfts?chainId=.

const text = (value: unknown, max = 500): string => (typeof value === 'string' ? value.slice(0, max) : '')

/** Keeps only well-formed entries: a hostile or broken response yields fewer NFTs, never a crash. */
export function readNfts(body: unknown): Nft[] {
  const data = (body as { data?: unknown } | null)?.data
  if (!Array.isArray(data)) return []
  return data.flatMap((entry): Nft[] => {
    if (typeof entry !== 'object' || entry === null) return []
    const raw = entry as Record<string, unknown>
    const collection = (raw.collection ?? {}) as Record<string, unknown>
    const tokenId = typeof raw.tokenId === 'number' ? String(raw.tokenId) : text(raw.tokenId, 80)
    if (!tokenId || !text(collection.address)) return []
    const image = text(raw.image, 200_000)
    return [
      {
        collection: {
          address: text(collection.address),
          name: text(collection.name, 120),
          symbol: text(collection.symbol, 40),
        },
        tokenId,
        name: text(raw.name, 200),
        description: text(raw.description, 2000),
        ...(image ? { image } : {}),
      },
    ]
  })
}

/** Only data:image/ and http(s) URLs are shown; anything else (javascript:, file:, junk) is not. */
export function safeNftImage(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined
  const value = url.trim()
  if (/^data:image\//i.test(value)) return value
  if (!/^https?:\/\//i.test(value)) return undefined
  try {
    const parsed = new URL(value)
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.toString() : undefined
  } catch {
    return undefined
  }
}

export async function getNfts(
  http: HttpClient,
  parameters: { address: string; caipNetworkId: string; signal?: AbortSignal },
): Promise<Nft[]> {
  if (!supportsBalances(parameters.caipNetworkId)) return []
  const body = await http.get<unknown>({
    path: `/v1/account/${encodeURIComponent(parameters.address)}/nfts`,
    params: { chainId: parameters.caipNetworkId },
    ...(parameters.signal ? { signal: parameters.signal } : {}),
  })
  return readNfts(body)
}
