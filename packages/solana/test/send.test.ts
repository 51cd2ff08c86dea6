// Core's send flow on solana through a real client: the adapter's fee quote, Max keeping the fee
// back, and a confirmed send moving lamports on the local chain.
import { type CaipNetwork, createLatch, createMemoryBackend, type TokenBalance } from '@latch/core'
import { type SolanaChain, startSolanaChain } from '@latch/solana-chain'
import { localSolanaNetwork } from '@latch/solana-chain/caip'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solanaAdapter } from '../src'
import { installWindow, registerWallet } from './helpers'

installWindow()

let chain: SolanaChain
let network: CaipNetwork

beforeAll(async () => {
  chain = await startSolanaChain()
  network = localSolanaNetwork(chain.manifest)
  registerWallet(chain.manifest, 'Send Wallet')
})
afterAll(async () => {
  await chain?.stop()
})

async function connectedClient() {
  const client = createLatch({
    projectId: 'p',
    networks: [network],
    adapters: [solanaAdapter()],
    storage: createMemoryBackend(),
  })
  await client.start()
  await client.connect({ connectorId: 'Send Wallet' })
  return client
}

const sol = (numeric: string): TokenBalance => ({
  name: 'Solana',
  symbol: 'SOL',
  chainId: network.caipNetworkId,
  value: 0,
  price: 0,
  iconUrl: '',
  quantity: { decimals: '9', numeric },
})

describe('send on solana', () => {
  it('shows the fee the adapter quotes and Max keeps it back', async () => {
    const client = await connectedClient()
    const receiverAddress = chain.manifest.accounts[2] as string
    client.send.setSendForm({ token: sol('2'), amount: '1', receiverAddress })
    const fee = await client.send.estimateSendFee()
    expect(fee).toMatchObject({ fee: 5000n, formatted: '0.000005' })
    expect(await client.send.fillMaxAmount()).toBe('1.999995')
  })

  it('a confirmed send moves the lamports and clears the draft', async () => {
    const client = await connectedClient()
    const receiverAddress = chain.manifest.accounts[2] as string
    const before = chain.chain.svm.getBalance(receiverAddress as never) ?? 0n
    client.send.setSendForm({ token: sol('1000'), amount: '0.25', receiverAddress })
    const signature = await client.send.confirmSend()
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    expect(chain.chain.svm.getBalance(receiverAddress as never)).toBe(before + 250_000_000n)
    expect(client.store.getState().send).toEqual({})
  })
})
