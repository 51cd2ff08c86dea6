// ERC-4337 on the devnet, against the real EntryPoint, factory and bundler (alto).
import { toSimpleSmartAccount } from 'permissionless/accounts'
import {
  type Chain,
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  type PublicClient,
  parseEther,
} from 'viem'
import { createBundlerClient, entryPoint07Address } from 'viem/account-abstraction'
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

async function freshAccount() {
  const aa = l1().accountAbstraction
  if (!aa) throw new Error('no account abstraction on L1')
  const owner = privateKeyToAccount(generatePrivateKey())
  const account = await toSimpleSmartAccount({
    client,
    owner,
    entryPoint: { address: aa.entryPoint, version: '0.7' },
    factoryAddress: aa.simpleAccountFactory,
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
  return { account, bundler }
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
})
