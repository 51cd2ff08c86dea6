// @latch/devnet: two local anvil chains with the Latch fixture contracts deployed.
import { type Chain, defineChain, getAddress } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { type Anvil, startAnvil } from './anvil'
import { type Bundler, startBundler } from './bundler'
import { loadArtifacts } from './compile'
import { deployFixtures } from './deploy'
import { CHAINS, ETH_PRICE_USD, FARCASTER_USERS, MNEMONIC, NATIVE_CURRENCY, NFT, TOKENS } from './fixtures'
import type { Address, DevnetChain, DevnetManifest } from './manifest'
import { rpc } from './rpc'

export * from './abis'
export { CREATE2_DEPLOYER } from './account-abstraction'
export { BUNDLER_EXECUTOR_INDEX, BUNDLER_UTILITY_INDEX, startBundler } from './bundler'
export { onRampTreasury } from './deploy'
export { CANONICAL_MULTICALL3, MNEMONIC, ONRAMP_TREASURY_INDEX } from './fixtures'
export type { Address, DevnetChain, DevnetFarcasterUser, DevnetManifest, DevnetToken } from './manifest'
export { readManifest, writeManifest } from './manifest'

export interface StartDevnetOptions {
  /** RPC ports for the two chains; default: free ports picked by the OS. */
  ports?: [number, number]
  /** Default true. Set false to print anvil's log lines (RPC calls, mined transactions). */
  quiet?: boolean
  /**
   * Start an ERC-4337 bundler (alto) for the chain with the EntryPoint, and name it in the manifest
   * (`chains[0].accountAbstraction.bundlerUrl`). Default false: it costs a second and a node process.
   */
  bundler?: boolean
  /** The bundler's port; default: a free port. */
  bundlerPort?: number
}

export interface Devnet {
  manifest: DevnetManifest
  /** Pids of the two anvil processes, in chain order, then the bundler's when one runs. */
  pids: number[]
  /** Kills the anvil processes (and the bundler) and waits until they have exited. Safe to call twice. */
  stop(): Promise<void>
}

/** A viem chain for a devnet chain, with Multicall3 so `client.multicall` works. */
export function toViemChain(chain: DevnetChain): Chain {
  return defineChain({
    id: chain.id,
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    contracts: { multicall3: { address: chain.contracts.multicall3 } },
    testnet: true,
  })
}

function checkPorts(ports: unknown): asserts ports is [number, number] | undefined {
  if (ports === undefined) return
  const ok = (p: unknown) => Number.isInteger(p) && (p as number) >= 0 && (p as number) <= 65535
  if (!Array.isArray(ports) || ports.length !== 2 || !ports.every(ok)) {
    throw new Error(
      `startDevnet: ports must be two integers between 0 and 65535, got ${JSON.stringify(ports)}`,
    )
  }
  if (ports[0] !== 0 && ports[0] === ports[1])
    throw new Error(`startDevnet: the two chains need different ports, got ${ports[0]} twice`)
}

export async function startDevnet(options: StartDevnetOptions = {}): Promise<Devnet> {
  checkPorts(options.ports)
  const quiet = options.quiet ?? true
  const artifactsLoading = loadArtifacts()
  const started = await Promise.allSettled(
    CHAINS.map((c, i) =>
      startAnvil({ chainId: c.id, port: options.ports?.[i] ?? 0, mnemonic: MNEMONIC, quiet }),
    ),
  )
  const anvils = started.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []))
  let bundler: Bundler | undefined
  const stop = async () => {
    await bundler?.stop()
    await Promise.all(anvils.map((a) => a.stop()))
  }
  try {
    const failed = started.find((r) => r.status === 'rejected')
    if (failed) throw failed.reason
    const artifacts = await artifactsLoading
    const chains = await Promise.all(anvils.map((anvil, i) => setUpChain(anvil, i, artifacts)))
    const accounts = await listAccounts(anvils[0] as Anvil)
    const aa = chains[0]?.accountAbstraction
    if (options.bundler && aa && chains[0]) {
      bundler = await startBundler({
        rpcUrl: chains[0].rpcUrl,
        entryPoint: aa.entryPoint,
        port: options.bundlerPort ?? 0,
        quiet,
      })
      aa.bundlerUrl = bundler.url
    }
    return {
      manifest: {
        mnemonic: MNEMONIC,
        accounts,
        chains,
        ethPriceUsd: ETH_PRICE_USD,
        farcaster: { users: farcasterUsers() },
      },
      pids: [...anvils.map((a) => a.pid), ...(bundler ? [bundler.pid] : [])],
      stop,
    }
  } catch (error) {
    await artifactsLoading.catch(() => {})
    await stop()
    throw error
  }
}

/** The registered Farcaster accounts with their custody addresses. */
function farcasterUsers() {
  return FARCASTER_USERS.map((user) => ({
    ...user,
    custody: mnemonicToAccount(MNEMONIC, { addressIndex: user.addressIndex }).address,
  }))
}

/** Anvil's funded dev accounts (derived from the mnemonic), checksummed. */
async function listAccounts(anvil: Anvil): Promise<Address[]> {
  return (await rpc<Address[]>(anvil.rpcUrl, 'eth_accounts')).map((a) => getAddress(a))
}

async function setUpChain(
  anvil: Anvil,
  index: number,
  artifacts: Awaited<ReturnType<typeof loadArtifacts>>,
): Promise<DevnetChain> {
  const spec = CHAINS[index] as (typeof CHAINS)[number]
  const base = {
    id: spec.id,
    name: spec.name,
    rpcUrl: anvil.rpcUrl,
    nativeCurrency: NATIVE_CURRENCY,
  }
  const d = await deployFixtures(anvil.rpcUrl, spec.id, await listAccounts(anvil), artifacts, index === 0)
  const [lusdSpec, latchSpec] = TOKENS
  return {
    ...base,
    contracts: {
      weth: d.weth,
      uniswapV2Factory: d.uniswapV2Factory,
      uniswapV2Router: d.uniswapV2Router,
      multicall3: d.multicall3,
      smartAccount: d.smartAccount,
      farcasterIdRegistry: d.farcasterIdRegistry,
    },
    tokens: [
      { address: d.lusd, ...lusdSpec },
      { address: d.latch, ...latchSpec },
    ],
    nft: { address: d.critters, ...NFT },
    ...(d.accountAbstraction ? { accountAbstraction: { ...d.accountAbstraction } } : {}),
    startBlock: d.startBlock,
  }
}

export { devnetCaipNetwork } from './caip'
