// ERC-4337 on the devnet, against the real EntryPoint, factory and bundler (alto).
import {
  type Chain,
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  type PublicClient,
  parseAbi,
  parseEther,
} from 'viem'
import { createBundlerClient, entryPoint07Address, toSoladySmartAccount } from 'viem/account-abstraction'
import { generatePrivateKey, mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Devnet, MNEMONIC, startDevnet, toViemChain } from '../src/index'
import { isRunning } from './helpers'

let devnet: Devnet
let client: PublicClient
let chain: Chain
beforeAll(async () => {
  devnet = await startDevnet({ bundler: true })
  const l1 = devnet.manifest.chains[0]
  if (!l1) throw new Error('no L1')
  chain = toViemChain(l1)
  client = createPublicClient({ chain, transport: http() }) as PublicClient
}, 60_000)
afterAll(() => devnet?.stop())

const l1 = () => devnet.manifest.chains[0] as NonNullable<Devnet['manifest']['chains'][0]>
const payer = mnemonicToAccount(MNEMONIC, { addressIndex: 4 })

/** The factory's salts start with the owner's address (so nobody takes another owner's address). */
const ownerSalt = (owner: Hex): Hex => `${owner}${'00'.repeat(12)}`

async function freshAccount() {
  const aa = l1().accountAbstraction
  if (!aa) throw new Error('no account abstraction on L1')
  const owner = privateKeyToAccount(generatePrivateKey())
  const account = await toSoladySmartAccount({
    client,
    owner,
    factoryAddress: aa.accountFactory,
    salt: ownerSalt(owner.address),
  })
  const bundler = createBundlerClient({
    account,
    client,
    transport: http(aa.bundlerUrl),
    pollingInterval: 200,
  })
  const fund = createWalletClient({ account: payer, chain, transport: http() })
  await client.waitForTransactionReceipt({
    hash: await fund.sendTransaction({ to: account.address, value: parseEther('1') }),
  })
  return { account, bundler, owner }
}

describe('account abstraction on the devnet', () => {
  it('puts EntryPoint v0.7 at its canonical address on the first chain only', async () => {
    const [first, second] = devnet.manifest.chains
    expect(first?.accountAbstraction?.entryPoint).toBe(entryPoint07Address)
    expect(await client.getCode({ address: entryPoint07Address })).toMatch(/^0x[0-9a-f]{100,}/)
    expect(second?.accountAbstraction).toBeUndefined()
    const l2 = createPublicClient({ transport: http(second?.rpcUrl) })
    expect(await l2.getCode({ address: entryPoint07Address })).toBeUndefined()
  })

  it('runs a bundler that serves the EntryPoint, and stop() ends it with the chains', async () => {
    const url = l1().accountAbstraction?.bundlerUrl as string
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints', params: [] }),
    })
    expect(((await response.json()) as { result: string[] }).result).toEqual([entryPoint07Address])
    expect(devnet.pids).toHaveLength(3)
    expect(devnet.pids.every(isRunning)).toBe(true)
  })

  it('gives a counterfactual address with no code, deployed by the first user operation', async () => {
    const { account, bundler } = await freshAccount()
    expect(await client.getCode({ address: account.address })).toBeUndefined()
    const to = privateKeyToAccount(generatePrivateKey()).address
    const hash = await bundler.sendUserOperation({ calls: [{ to, value: parseEther('0.25') }] })
    const receipt = await bundler.waitForUserOperationReceipt({ hash })
    expect(receipt.success).toBe(true)
    expect(await client.getCode({ address: account.address })).toMatch(/^0x[0-9a-f]+/)
    expect(await client.getBalance({ address: to })).toBe(parseEther('0.25'))
  })

  it('lands two calls in one user operation', async () => {
    const { account, bundler } = await freshAccount()
    const [a, b] = [generatePrivateKey(), generatePrivateKey()].map((k) => privateKeyToAccount(k).address)
    const hash = await bundler.sendUserOperation({
      calls: [
        { to: a as Hex, value: parseEther('0.1') },
        { to: b as Hex, value: parseEther('0.2') },
      ],
    })
    const receipt = await bundler.waitForUserOperationReceipt({ hash })
    expect(receipt.success).toBe(true)
    expect(receipt.sender).toBe(account.address)
    expect(await client.getBalance({ address: a as Hex })).toBe(parseEther('0.1'))
    expect(await client.getBalance({ address: b as Hex })).toBe(parseEther('0.2'))
  })

  it('signs messages the chain verifies (ERC-1271, ERC-6492 before deployment), which the owner alone cannot fake', async () => {
    const { account, bundler } = await freshAccount()
    const message = 'Sign in to Latch'
    const early = await account.signMessage({ message })
    expect(await client.verifyMessage({ address: account.address, message, signature: early })).toBe(true)
    const hash = await bundler.sendUserOperation({ calls: [{ to: account.address, value: 0n }] })
    await bundler.waitForUserOperationReceipt({ hash })
    const late = await account.signMessage({ message })
    expect(await client.verifyMessage({ address: account.address, message, signature: late })).toBe(true)
    const stranger = privateKeyToAccount(generatePrivateKey())
    const forged = await stranger.signMessage({ message })
    expect(await client.verifyMessage({ address: account.address, message, signature: forged })).toBe(false)
  })

  it("refuses to create an account at another owner's address", async () => {
    const aa = l1().accountAbstraction
    if (!aa) throw new Error('no account abstraction on L1')
    const [victim, attacker] = [generatePrivateKey(), generatePrivateKey()].map(
      (k) => privateKeyToAccount(k).address,
    )
    await expect(
      client.simulateContract({
        address: aa.accountFactory,
        abi: parseAbi(['function createAccount(address owner, bytes32 salt) payable returns (address)']),
        functionName: 'createAccount',
        args: [attacker as Hex, ownerSalt(victim as Hex)],
        account: payer.address,
      }),
    ).rejects.toThrow(/SaltDoesNotStartWithOwner|reverted/)
  })
})
