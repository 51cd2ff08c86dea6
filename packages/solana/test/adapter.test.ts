// The adapter against the Wallet Standard test wallet on the local Solana chain: core's contract
// suite, then what a visitor sees (balances move on chain, signatures verify, rejections pass).
import type { AdapterEvent, CaipNetwork, ChainAdapter } from '@latch/core'
import { runAdapterContract } from '@latch/core/testing'
import { type SolanaChain, startSolanaChain } from '@latch/solana-chain'
import { localSolanaNetwork } from '@latch/solana-chain/caip'
import type { SolanaTestWallet } from '@latch/test-wallet/solana'
import { ed25519 } from '@noble/curves/ed25519'
import { address, createSolanaRpc, getBase58Encoder } from '@solana/kit'
import { fetchToken, findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { afterAll, beforeAll, describe, expect, it, test } from 'vitest'
import { solanaAdapter } from '../src'
import { installWindow, registerWallet } from './helpers'

installWindow()

let chain: SolanaChain
// Filled in once the chain is up; the contract suite reads them when its tests run.
const local = {} as CaipNetwork
const second = {} as CaipNetwork
const SIGNATURE = /^[1-9A-HJ-NP-Za-km-z]{64,88}$/
let counter = 0

beforeAll(async () => {
  chain = await startSolanaChain()
  Object.assign(local, localSolanaNetwork(chain.manifest))
  // A second cluster on the same RPC, so switching has somewhere to go.
  const id = 'SecondLoca1C1uster11111111111111'
  Object.assign(second, { ...local, id, caipNetworkId: `solana:${id}`, name: 'Second' })
})
afterAll(async () => {
  await chain?.stop()
})

/** A fresh wallet registered under its own name, and an adapter set up on the local networks. */
async function harness(): Promise<{ adapter: ChainAdapter; wallet: SolanaTestWallet; connectorId: string }> {
  const name = `Test Wallet ${++counter}`
  const wallet = registerWallet(chain.manifest, name)
  const adapter = solanaAdapter()
  await adapter.setup({ networks: [local, second] })
  return { adapter, wallet, connectorId: name }
}

runAdapterContract(
  'solana',
  async () => {
    const { adapter, connectorId } = await harness()
    // The contract takes the first connector: put this wallet's first.
    const getConnectors = adapter.getConnectors
    adapter.getConnectors = () => getConnectors().filter((c) => c.id === connectorId)
    return adapter
  },
  {
    describe,
    test,
    expect: expect as never,
    networks: [local, second],
    transactionId: SIGNATURE,
    timeout: 20_000,
  },
)

const rpc = () => createSolanaRpc(chain.manifest.rpcUrl)

describe('solana adapter', () => {
  it('offers each Wallet Standard Solana wallet as an ANNOUNCED solana connector', async () => {
    const { adapter, connectorId } = await harness()
    expect(adapter.getConnectors()).toContainEqual(
      expect.objectContaining({ id: connectorId, name: connectorId, type: 'ANNOUNCED', chain: 'solana' }),
    )
  })

  it('sends 0.5 SOL: the balances change on chain by the amount and the fee it quoted', async () => {
    const { adapter, connectorId } = await harness()
    const { accounts } = await adapter.connect({ connectorId, chainId: local.id })
    const from = accounts[0] as string
    const to = chain.manifest.accounts[3] as string
    const before = (await rpc().getBalance(address(from)).send()).value
    const toBefore = (await rpc().getBalance(address(to)).send()).value
    const parameters = { connectorId, from, to, value: 500_000_000n, network: local }
    const fee = await adapter.estimateFee?.(parameters)
    expect(fee).toBe(5000n)
    expect(await adapter.sendTransaction(parameters)).toMatch(SIGNATURE)
    expect((await rpc().getBalance(address(to)).send()).value).toBe(toBefore + 500_000_000n)
    expect((await rpc().getBalance(address(from)).send()).value).toBe(before - 500_000_000n - 5000n)
  })

  it('sends 3 units of the SPL token, creating the receiver token account when missing', async () => {
    const { adapter, connectorId } = await harness()
    const { accounts } = await adapter.connect({ connectorId, chainId: local.id })
    const mint = address(chain.manifest.token.mint)
    const newcomer = 'Fq1x1T1fH5mGVsHpMoKy3AJJCxwSMcXR9BBfmJk1Kdkk'
    await adapter.sendTransaction({
      connectorId,
      from: accounts[0] as string,
      to: newcomer,
      value: 3_000_000n,
      token: { address: mint, decimals: 6 },
      network: local,
    })
    const [ata] = await findAssociatedTokenPda({
      owner: address(newcomer),
      mint,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    expect((await fetchToken(rpc(), ata)).data.amount).toBe(3_000_000n)
  })

  it('signs a message with the account key (ed25519, base58)', async () => {
    const { adapter, connectorId } = await harness()
    const { accounts } = await adapter.connect({ connectorId, chainId: local.id })
    const signer = accounts[0] as string
    const signature = await adapter.signMessage({ connectorId, address: signer, message: 'Hello Latch' })
    const bytes = getBase58Encoder()
    expect(
      ed25519.verify(
        new Uint8Array(bytes.encode(signature)),
        new TextEncoder().encode('Hello Latch'),
        new Uint8Array(bytes.encode(signer)),
      ),
    ).toBe(true)
  })

  it('passes a rejected connect through with code 4001 and stays disconnected', async () => {
    const { adapter, wallet, connectorId } = await harness()
    wallet.control.rejectNext()
    await expect(adapter.connect({ connectorId })).rejects.toMatchObject({ code: 4001 })
    expect(await adapter.reconnect({ connectorId })).toBeNull()
  })

  it('a rejected send moves nothing', async () => {
    const { adapter, wallet, connectorId } = await harness()
    const { accounts } = await adapter.connect({ connectorId, chainId: local.id })
    const from = accounts[0] as string
    const before = (await rpc().getBalance(address(from)).send()).value
    wallet.control.rejectNext()
    await expect(
      adapter.sendTransaction({
        connectorId,
        from,
        to: chain.manifest.accounts[4] as string,
        value: 1n,
        network: local,
      }),
    ).rejects.toMatchObject({ code: 4001 })
    expect((await rpc().getBalance(address(from)).send()).value).toBe(before)
  })

  it('reports account changes, and a revoked site as a disconnect', async () => {
    const { adapter, wallet, connectorId } = await harness()
    await adapter.connect({ connectorId, chainId: local.id })
    const events: AdapterEvent[] = []
    adapter.on((event) => events.push(event))
    wallet.control.setAccount(1)
    wallet.control.revoke()
    expect(events).toEqual([
      { type: 'accountsChanged', connectorId, accounts: [chain.manifest.accounts[1]] },
      { type: 'disconnect', connectorId },
    ])
  })

  it('refuses a receiver that is not a Solana address before the wallet sees it', async () => {
    const { adapter, wallet, connectorId } = await harness()
    const { accounts } = await adapter.connect({ connectorId, chainId: local.id })
    const asked = wallet.control.log.length
    await expect(
      adapter.sendTransaction({
        connectorId,
        from: accounts[0] as string,
        to: '0x<script>',
        value: 1n,
        network: local,
      }),
    ).rejects.toThrow('Invalid Solana address')
    expect(wallet.control.log.length).toBe(asked)
  })
})
