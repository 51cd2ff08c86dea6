// The devnet manifest: everything an app, server or test needs to find the chains and fixtures.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'

export type Address = `0x${string}`

export interface DevnetToken {
  address: Address
  name: string
  symbol: string
  decimals: number
  priceUsd: number
}

export interface DevnetChain {
  id: number
  name: string
  rpcUrl: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  contracts: {
    weth: Address
    uniswapV2Factory: Address
    uniswapV2Router: Address
    multicall3: Address
    smartAccount: Address
    /** Farcaster's id registry stand-in (`idOf`, `custodyOf`). */
    farcasterIdRegistry: Address
  }
  /** lUSD first, then LATCH. */
  tokens: DevnetToken[]
  nft: { address: Address; name: string; symbol: string }
  /** ERC-4337 (EntryPoint v0.7, the LatchAccount factory): on the first chain only. */
  accountAbstraction?: {
    entryPoint: Address
    /** `createAccount(owner, salt)` / `getAddress(salt)`, salts starting with the owner (viem's toSoladySmartAccount). */
    accountFactory: Address
    /** The bundler's JSON-RPC URL, when the devnet was started with one. */
    bundlerUrl?: string
  }
  /** First block after the fixtures were set up. */
  startBlock: number
}

export interface DevnetManifest {
  mnemonic: string
  /** The funded accounts derived from `mnemonic` (anvil's defaults, #0 first). */
  accounts: Address[]
  chains: DevnetChain[]
  ethPriceUsd: number
  /** Farcaster accounts registered on every chain's id registry; custody keys from `mnemonic`. */
  farcaster: { users: DevnetFarcasterUser[] }
}

export interface DevnetFarcasterUser {
  fid: number
  username: string
  displayName: string
  custody: Address
  /** The custody key's index under the manifest's mnemonic. */
  addressIndex: number
}

export function writeManifest(manifest: DevnetManifest, path: string): void {
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, `${JSON.stringify(manifest, null, 2)}\n`)
}

const isAddress = (v: unknown): v is Address => typeof v === 'string' && /^0x[0-9a-fA-F]{40}$/.test(v)

/** Reads a manifest written by `writeManifest`, with a clear error when it is missing or malformed. */
export function readManifest(path: string): DevnetManifest {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch {
    throw new Error(`No devnet manifest at ${path}: start the devnet first (npm run devnet)`)
  }
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    throw new Error(`Devnet manifest at ${path} is not valid JSON`)
  }
  const problem = manifestProblem(data)
  if (problem) throw new Error(`Devnet manifest at ${path} is malformed: ${problem}`)
  return data as DevnetManifest
}

function manifestProblem(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return 'not an object'
  const m = data as Record<string, unknown>
  if (typeof m.mnemonic !== 'string') return 'mnemonic missing'
  if (!Array.isArray(m.accounts) || !m.accounts.every(isAddress)) return 'accounts must be addresses'
  if (typeof m.ethPriceUsd !== 'number') return 'ethPriceUsd missing'
  const farcaster = m.farcaster as { users?: unknown } | undefined
  if (!Array.isArray(farcaster?.users) || !farcaster.users.every((u) => isAddress(u?.custody)))
    return 'farcaster.users must list custody addresses'
  if (!Array.isArray(m.chains) || m.chains.length === 0) return 'chains missing'
  for (const [i, c] of (m.chains as unknown[]).entries()) {
    if (typeof c !== 'object' || c === null) return `chains[${i}] not an object`
    const chain = c as Record<string, unknown>
    if (typeof chain.id !== 'number' || typeof chain.name !== 'string' || typeof chain.rpcUrl !== 'string') {
      return `chains[${i}] needs id, name and rpcUrl`
    }
    const contracts = chain.contracts as Record<string, unknown> | undefined
    if (!contracts || !Object.values(contracts).every(isAddress))
      return `chains[${i}].contracts must be addresses`
    if (
      !Array.isArray(chain.tokens) ||
      !chain.tokens.every((t) => isAddress((t as { address?: unknown })?.address))
    ) {
      return `chains[${i}].tokens must have addresses`
    }
    if (!isAddress((chain.nft as { address?: unknown } | undefined)?.address))
      return `chains[${i}].nft.address missing`
    if (typeof chain.startBlock !== 'number') return `chains[${i}].startBlock missing`
    const aa = chain.accountAbstraction as Record<string, unknown> | undefined
    if (aa !== undefined && !(isAddress(aa?.entryPoint) && isAddress(aa?.accountFactory)))
      return `chains[${i}].accountAbstraction must name the entryPoint and accountFactory addresses`
  }
  return undefined
}
