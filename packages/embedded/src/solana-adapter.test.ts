// The embedded wallet's Solana side against the scripted frame, which signs with a real ed25519
// key and submits to a local Solana cluster: sends move lamports there, balances and fees are read
// from it.
import { solanaDevnet } from '@latch/core'
import { decodeBase58 } from '@latch/core/internal'
import { runAdapterContract } from '@latch/core/testing'
import { LAMPORTS_PER_SIGNATURE, type SolanaChain, startSolanaChain } from '@latch/solana-chain'
import { localSolanaNetwork } from '@latch/solana-chain/caip'
import { verifySignature } from '@solana/kit'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createFakePage } from '../test/fake-page'
import { type ScriptedSolana, scriptedSolanaKey, scriptFrame, USER_ADDRESS } from '../test/scripted-frame'
import { EMBEDDED_CONNECTOR_ID } from './connector'
import { createEmbeddedRuntime } from './runtime'

let chain: SolanaChain
/** The local cluster; its RPC's port is known once it runs. */
const local = localSolanaNetwork({ caipNetworkId: 'solana:LatchLoca1So1anaC1uster111111111', rpcUrl: '' })

beforeAll(async () => {
  chain = await startSolanaChain()
  local.rpcUrls.default.http = [chain.manifest.rpcUrl]
})
afterAll(async () => {
  await chain?.stop()
})

/** The wallet's runtime over a page whose frame is signed in and serves the local cluster and devnet. */
async function make(options: { clusters?: string[] } = {}) {
  const page = createFakePage({ autoReady: true })
  const solana: ScriptedSolana = {
    clusters: Object.fromEntries(
      (options.clusters ?? [local.caipNetworkId, solanaDevnet.caipNetworkId]).map((id) => [
        id,
        id === local.caipNetworkId ? chain.manifest.rpcUrl : undefined,
      ]),
    ),
    asked: [],
  }
  const frame = scriptFrame(page, { signedIn: true, chainId: 31337, solana })
  const runtime = createEmbeddedRuntime({
    frameUrl: 'https://frame.test/',
    projectId: 'p',
    chainId: 31337,
    document: page.document,
  })
  runtime.solana.setup({ networks: [local, solanaDevnet] })
  return { page, frame, solana, runtime, adapter: runtime.solana }
}

async function clusterCall(method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(chain.manifest.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: unknown }).result
}
const lamportsOf = async (address: string) =>
  BigInt(((await clusterCall('getBalance', [address])) as { value: number }).value)

const requestsOf = (page: ReturnType<typeof createFakePage>, type: string) =>
  page.posted.filter(({ message }) => message.type === type).map(({ message }) => message.payload)

runAdapterContract('embedded on solana', async () => (await make()).adapter, {
  describe,
  test,
  expect,
  networks: [local, solanaDevnet],
  transactionId: /^[1-9A-HJ-NP-Za-km-z]{64,90}$/,
})

describe('the embedded wallet on solana', () => {
  test('offers the Email connector on solana, the same login as on eip155', async () => {
    const { adapter } = await make()
    expect(adapter.getConnectors()).toEqual([
      { id: EMBEDDED_CONNECTOR_ID, name: 'Email', type: 'AUTH', chain: 'solana', imageId: 'email' },
    ])
  })

  test("connects without a prompt on the cluster asked for, reading the user by the cluster's CAIP-2 id", async () => {
    const { adapter, page } = await make()
    const { address } = await scriptedSolanaKey()
    const connection = await adapter.connect({ connectorId: EMBEDDED_CONNECTOR_ID, chainId: local.id })
    expect(connection).toEqual({ connectorId: EMBEDDED_CONNECTOR_ID, accounts: [address], chainId: local.id })
    expect(requestsOf(page, 'GET_USER')).toEqual([{ chainId: local.caipNetworkId }])
  })

  test("a cluster the frame does not serve fails with the frame's 'Chain is not supported'", async () => {
    const { adapter } = await make({ clusters: [solanaDevnet.caipNetworkId] })
    await expect(adapter.connect({ connectorId: EMBEDDED_CONNECTOR_ID, chainId: local.id })).rejects.toThrow(
      'Chain is not supported',
    )
  })

  test('a switch asks the frame with the CAIP-2 id and leaves its eip155 chain as it was', async () => {
    const { adapter, frame, solana } = await make()
    await adapter.connect({ connectorId: EMBEDDED_CONNECTOR_ID, chainId: local.id })
    await adapter.switchNetwork({ connectorId: EMBEDDED_CONNECTOR_ID, network: solanaDevnet })
    expect(solana.chainId).toBe(solanaDevnet.caipNetworkId)
    expect(frame.chainId).toBe(31337)
  })

  test('signMessage asks solana_signMessage with the message and pubkey in base58; the signature verifies against the address', async () => {
    const { adapter, page } = await make()
    const { address, keys } = await scriptedSolanaKey()
    await adapter.connect({ connectorId: EMBEDDED_CONNECTOR_ID, chainId: local.id })
    const signature = await adapter.signMessage({
      connectorId: EMBEDDED_CONNECTOR_ID,
      address,
      message: 'héllo',
    })
    const [asked] = requestsOf(page, 'RPC_REQUEST') as {
      method: string
      params: { message: string }
      chainId: string
    }[]
    expect(asked).toMatchObject({
      method: 'solana_signMessage',
      chainId: local.caipNetworkId,
      params: { pubkey: address },
    })
    expect(new TextDecoder().decode(decodeBase58(asked?.params.message ?? ''))).toBe('héllo')
    expect(
      await verifySignature(
        keys.publicKey,
        decodeBase58(signature) as never,
        new TextEncoder().encode('héllo'),
      ),
    ).toBe(true)
  })

  test('a SOL send is signed and submitted by the frame (solana_signAndSendTransaction) and moves the lamports on the cluster, at the quoted fee', async () => {
    const { adapter, solana } = await make()
    const { address: from } = await scriptedSolanaKey()
    const to = chain.manifest.accounts[1] as string
    await adapter.connect({ connectorId: EMBEDDED_CONNECTOR_ID, chainId: local.id })
    const [senderBefore, receiverBefore] = await Promise.all([lamportsOf(from), lamportsOf(to)])
    const send = { connectorId: EMBEDDED_CONNECTOR_ID, from, to, value: 250_000_000n, network: local }
    expect(await adapter.estimateFee(send)).toBe(LAMPORTS_PER_SIGNATURE)
    await adapter.sendTransaction(send)
    expect(solana.asked).toEqual(['solana_signAndSendTransaction'])
    expect(await lamportsOf(to)).toBe(receiverBefore + 250_000_000n)
    expect(await lamportsOf(from)).toBe(senderBefore - 250_000_000n - LAMPORTS_PER_SIGNATURE)
  })

  test('an SPL send moves the tokens on the cluster, the receiver account created by the send', async () => {
    const { adapter } = await make()
    const { address: from } = await scriptedSolanaKey()
    const to = 'BPFLoaderUpgradeab1e11111111111111111111111'
    const token = { address: chain.manifest.token.mint, decimals: chain.manifest.token.decimals }
    await adapter.connect({ connectorId: EMBEDDED_CONNECTOR_ID, chainId: local.id })
    const signature = await adapter.sendTransaction({
      connectorId: EMBEDDED_CONNECTOR_ID,
      from,
      to,
      value: 1_500_000n,
      token,
      network: local,
    })
    const status = (await clusterCall('getSignatureStatuses', [[signature]])) as {
      value: ({ err: unknown } | null)[]
    }
    expect(status.value[0]).toMatchObject({ err: null })
    const held = (await clusterCall('getTokenAccountsByOwner', [
      to,
      { mint: token.address },
      { encoding: 'jsonParsed' },
    ])) as {
      value: { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[]
    }
    expect(held.value[0]?.account.data.parsed.info.tokenAmount.amount).toBe('1500000')
  })

  test('a send to a malformed address is refused before the frame is asked, and nothing moves', async () => {
    const { adapter, solana } = await make()
    const { address: from } = await scriptedSolanaKey()
    const before = await lamportsOf(from)
    await expect(
      adapter.sendTransaction({
        connectorId: EMBEDDED_CONNECTOR_ID,
        from,
        to: '<img src=x>',
        value: 1n,
        network: local,
      }),
    ).rejects.toThrow('Invalid Solana address: <img src=x>')
    expect(solana.asked).toEqual([])
    expect(await lamportsOf(from)).toBe(before)
  })

  test('the balance is read from the cluster, in SOL', async () => {
    const { adapter } = await make()
    const { address } = await scriptedSolanaKey()
    const lamports = await lamportsOf(address)
    const { balance, symbol } = await adapter.getBalance({ address, network: local })
    expect(symbol).toBe('SOL')
    const [whole = '', fraction = ''] = balance.split('.')
    expect(BigInt(whole) * 1_000_000_000n + BigInt(fraction.padEnd(9, '0'))).toBe(lamports)
  })

  test("request passes a Solana method to the frame with the cluster's id; another method is the frame's to refuse", async () => {
    const { adapter, page } = await make()
    const { address } = await scriptedSolanaKey()
    await adapter.connect({ connectorId: EMBEDDED_CONNECTOR_ID, chainId: local.id })
    const answer = await adapter.request(EMBEDDED_CONNECTOR_ID, {
      method: 'solana_signMessage',
      params: { message: '3yZe7d', pubkey: address },
    })
    expect(answer).toEqual({ signature: expect.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{64,90}$/) })
    expect(requestsOf(page, 'RPC_REQUEST').at(-1)).toMatchObject({ chainId: local.caipNetworkId })
    await expect(adapter.request(EMBEDDED_CONNECTOR_ID, { method: 'eth_sendTransaction' })).rejects.toThrow(
      'Requested RPC call is not allowed',
    )
  })

  test("the user on a cluster is the Solana address as its one eoa, whatever account kinds the frame's answer claims", async () => {
    const { runtime, page } = await make()
    const { address } = await scriptedSolanaKey()
    // A frame claiming a smart account on Solana.
    page.answerWith((request) =>
      request.type === 'GET_USER'
        ? {
            email: 'ada@example.com',
            address,
            chainId: local.caipNetworkId,
            accounts: [
              { address, type: 'eoa' },
              { address: 'So1anaSmartAccount11111111111111111111111111', type: 'smartAccount' },
            ],
            preferredAccountType: 'smartAccount',
            smartAccountDeployed: true,
          }
        : new Error('not scripted'),
    )
    expect(await runtime.embedded.getUser(local.id)).toEqual({
      email: 'ada@example.com',
      address,
      chainId: local.caipNetworkId,
      accounts: [{ address, type: 'eoa' }],
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
    })
  })

  test("the wallet's port reads the Solana user by a cluster's id and the EVM user by an eip155 chain's", async () => {
    const { runtime } = await make()
    const { address } = await scriptedSolanaKey()
    expect((await runtime.embedded.getUser(local.id)).address).toBe(address)
    expect((await runtime.embedded.getUser(31337)).address).toBe(USER_ADDRESS)
  })
})
