import { readFileSync } from 'node:fs'
import { z } from 'zod'

/** The part of the devnet manifest the server checks; other fields (prices, tokens) pass through untouched. */
export const manifestSchema = z.looseObject({
  chains: z.array(
    z.looseObject({
      id: z.number().int().positive(),
      name: z.string(),
      rpcUrl: z.url(),
      contracts: z.record(z.string(), z.unknown()).optional(),
    }),
  ),
})
/** Only what the server needs of a devnet manifest, so any richer manifest fits. */
export interface DevnetManifest {
  chains: ReadonlyArray<{ id: number; name: string; rpcUrl: string }>
}

export function readManifest(path: string): DevnetManifest {
  return manifestSchema.parse(JSON.parse(readFileSync(path, 'utf8')))
}

/** RPC upstreams per CAIP-2 chain id: configured ones first, then the manifest's, in order. */
export function resolveUpstreams(
  manifest: DevnetManifest | undefined,
  upstreams: Record<string, string[]> = {},
): Map<string, string[]> {
  const map = new Map<string, string[]>()
  for (const [chain, urls] of Object.entries(upstreams)) map.set(chain, [...urls])
  for (const chain of manifest?.chains ?? []) {
    const key = `eip155:${chain.id}`
    const urls = map.get(key) ?? []
    if (!urls.includes(chain.rpcUrl)) urls.push(chain.rpcUrl)
    map.set(key, urls)
  }
  return map
}
