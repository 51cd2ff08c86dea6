// The wallet's smart account: Solady's ERC-4337 account (EntryPoint v0.7) whose owner is the
// frame's key, on the networks whose services server names a bundler (GET /v1/bundler/chains). Its
// address is counterfactual (the factory's CREATE2 address) until its first user operation deploys
// it. viem's toSoladySmartAccount builds and signs user operations and ERC-1271 signatures; they go
// out through the server's bundler route, reads through its RPC proxy.
import {
  type Address,
  type Chain,
  createPublicClient,
  defineChain,
  type Hex,
  http,
  type PublicClient,
  parseAbi,
} from 'viem'
import {
  createBundlerClient,
  entryPoint07Abi,
  toSoladySmartAccount,
  type UserOperationReceipt,
} from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { projectId } from './context'
import { eip155 } from './networks'
import { api, rpc, rpcUrl } from './server'

export interface SmartAccountNetwork {
  entryPoint: Address
  factory: Address
}

const factoryAbi = parseAbi(['function getAddress(bytes32 salt) view returns (address)'])

/** The factory's salts start with the owner's address: one account per owner, nobody else's. */
export const ownerSalt = (owner: Address): Hex => `${owner.toLowerCase() as Address}${'00'.repeat(12)}`

let networks: Promise<Map<number, SmartAccountNetwork>> | undefined

/** The chains where smart accounts work, asked once per frame load. */
export function smartAccountNetworks(): Promise<Map<number, SmartAccountNetwork>> {
  networks ??= api<{ data: Array<{ chainId: string; entryPoint: Address; factory: Address }> }>(
    '/v1/bundler/chains',
    undefined,
    false,
  ).then(
    ({ data }) =>
      new Map(
        data.map((n) => [Number(n.chainId.split(':')[1]), { entryPoint: n.entryPoint, factory: n.factory }]),
      ),
    (error) => {
      networks = undefined // asked again next time: a server blip must not switch smart accounts off for good
      throw error
    },
  )
  return networks
}

export const bundlerUrl = (id: number) =>
  `${location.origin}/v1/bundler?chainId=eip155:${id}&projectId=${encodeURIComponent(projectId)}`

export function chainOf(id: number): Chain {
  return defineChain({
    id,
    name: `eip155:${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl(eip155(id))] } },
  })
}

const clients = new Map<number, PublicClient>()
/** Reads on chain `id` through the server's RPC proxy, one client per chain. */
export function publicClient(id: number): PublicClient {
  let client = clients.get(id)
  if (!client) {
    client = createPublicClient({
      chain: chainOf(id),
      transport: http(rpcUrl(eip155(id))),
      pollingInterval: 500,
    })
    clients.set(id, client)
  }
  return client
}

async function network(id: number): Promise<SmartAccountNetwork> {
  const found = (await smartAccountNetworks()).get(id)
  if (!found) throw new Error(`Smart accounts are not available on eip155:${id}`)
  return found
}

/** The smart account's address for `owner`, read from the factory: no key needed. */
export async function smartAccountAddress(id: number, owner: Address): Promise<Address> {
  const { factory } = await network(id)
  return publicClient(id).readContract({
    address: factory,
    abi: factoryAbi,
    functionName: 'getAddress',
    args: [ownerSalt(owner)],
  })
}

export async function isDeployed(id: number, address: Address): Promise<boolean> {
  if (deployed.has(`${id}:${address.toLowerCase()}`)) return true
  const code = (await rpc(eip155(id), 'eth_getCode', [address, 'latest'])) as string | undefined
  return typeof code === 'string' && code !== '0x'
}

export interface Call {
  to: Address
  value?: bigint
  data?: Hex
}

/**
 * Accounts this frame saw deployed (`chainId:address`): the RPC proxy may answer eth_getCode from
 * its cache until it sees the next block, and a second user operation must not carry the factory.
 */
const deployed = new Set<string>()

/** The smart account the key owns on chain `id`, able to sign (ERC-1271) and build user operations. */
export async function smartAccountOf(id: number, privateKey: Hex) {
  const { entryPoint, factory } = await network(id)
  const owner = privateKeyToAccount(privateKey)
  const account = await toSoladySmartAccount({
    client: publicClient(id),
    owner,
    entryPoint: { address: entryPoint, abi: entryPoint07Abi, version: '0.7' },
    factoryAddress: factory,
    salt: ownerSalt(owner.address),
  })
  const isDeployed = account.isDeployed.bind(account)
  account.isDeployed = async () => deployed.has(`${id}:${account.address.toLowerCase()}`) || isDeployed()
  return account
}

/** A bundler client for the smart account the key owns on chain `id`. */
async function bundlerFor(id: number, privateKey: Hex) {
  const account = await smartAccountOf(id, privateKey)
  return createBundlerClient({
    account,
    client: publicClient(id),
    transport: http(bundlerUrl(id)),
    pollingInterval: 500,
  })
}

/** Sends `calls` as one user operation (deploying the account first if needed); its hash. */
export async function sendUserOperation(id: number, privateKey: Hex, calls: Call[]): Promise<Hex> {
  const bundler = await bundlerFor(id, privateKey)
  return bundler.sendUserOperation({ calls })
}

/** Waits for a user operation to land; the receipt (success false when its calls reverted). */
export async function waitForUserOperation(id: number, hash: Hex): Promise<UserOperationReceipt> {
  const bundler = createBundlerClient({
    client: publicClient(id),
    transport: http(bundlerUrl(id)),
    pollingInterval: 500,
  })
  const receipt = await bundler.waitForUserOperationReceipt({ hash, timeout: 60_000 })
  // Landed, reverted or not, the account's code is on chain now.
  deployed.add(`${id}:${receipt.sender.toLowerCase()}`)
  return receipt
}

/** The receipt when the user operation has landed, else undefined (still pending or unknown). */
export async function userOperationReceipt(id: number, hash: Hex): Promise<UserOperationReceipt | undefined> {
  const bundler = createBundlerClient({ client: publicClient(id), transport: http(bundlerUrl(id)) })
  try {
    return await bundler.getUserOperationReceipt({ hash })
  } catch {
    return undefined
  }
}
