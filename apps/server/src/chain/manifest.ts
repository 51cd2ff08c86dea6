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
      accountAbstraction: z
        .looseObject({
          entryPoint: z.string(),
          accountFactory: z.string(),
          bundlerUrl: z.url().optional(),
        })
        .optional(),
    }),
  ),
})
/** Only what the server needs of a devnet manifest, so any richer manifest fits. */
export interface DevnetManifest {
  chains: ReadonlyArray<{
    id: number
    name: string
    rpcUrl: string
    accountAbstraction?: { entryPoint: string; accountFactory: string; bundlerUrl?: string }
  }>
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

/** A chain's ERC-4337 bundler, its EntryPoint and the smart-account factory wallets use there. */
export interface BundlerUpstream {
  url: string
  entryPoint: string
  factory: string
}

/** ERC-4337 bundlers per CAIP-2 chain id: configured ones, then the manifest's chains that run one. */
export function resolveBundlers(
  manifest: DevnetManifest | undefined,
  bundlers: Record<string, BundlerUpstream> = {},
): Map<string, BundlerUpstream> {
  const map = new Map(Object.entries(bundlers))
  for (const chain of manifest?.chains ?? []) {
    const aa = chain.accountAbstraction
    const key = `eip155:${chain.id}`
    if (aa?.bundlerUrl && !map.has(key))
      map.set(key, { url: aa.bundlerUrl, entryPoint: aa.entryPoint, factory: aa.accountFactory })
  }
  return map
}
