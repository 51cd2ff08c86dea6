// The RPC proxy in front of Solana clusters: the local chain stands as the upstream of mainnet and
// devnet, reads and sendTransaction go through, anything off the Solana list is refused.
import { fixtureSecretKey, type SolanaChain, startSolanaChain } from '@latch/solana-chain'
import {
  appendTransactionMessageInstruction,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServer } from '../src/server'
import { backends } from './helpers/backends'
import { call, start } from './helpers/fixture'
import { freePort } from './helpers/postgres'

const MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const TESTNET = 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z'

let chain: SolanaChain
let server: RunningServer
const [pglite] = backends()

beforeAll(async () => {
  chain = await startSolanaChain()
  server = await start(await (pglite as NonNullable<typeof pglite>).storage(), {
    upstreams: {
      [MAINNET]: [chain.manifest.rpcUrl],
      [DEVNET]: [chain.manifest.rpcUrl],
      // Nothing listens there: the chain is served, its upstream is down.
      [TESTNET]: [`http://127.0.0.1:${await freePort()}`],
    },
  })
})
afterAll(async () => {
  await server?.stop()
  await chain?.stop()
})

const proxied = (chainId: string) =>
  `${server.url}/v1/?chainId=${encodeURIComponent(chainId)}&projectId=latch-demo`
const rpcCall = (chainId: string, method: string, params: unknown[] = []) =>
  call(server.url, `/v1/?chainId=${encodeURIComponent(chainId)}&projectId=latch-demo`, {
    json: { jsonrpc: '2.0', id: 1, method, params },
  })

describe('Solana through the RPC proxy', () => {
  it('lists the configured Solana clusters in supported-chains', async () => {
    const { status, body } = await call(server.url, '/v1/supported-chains')
    expect(status).toBe(200)
    expect(body.http).toEqual(expect.arrayContaining([MAINNET, DEVNET, TESTNET]))
  })

  it("reads mainnet's balance from its configured upstream, as the cluster itself answers", async () => {
    const owner = chain.manifest.accounts[1] as string
    const direct = await createSolanaRpc(chain.manifest.rpcUrl)
      .getBalance(owner as never)
      .send()
    const viaProxy = await createSolanaRpc(proxied(MAINNET))
      .getBalance(owner as never)
      .send()
    expect(viaProxy.value).toBe(direct.value)
    expect(viaProxy.value).toBeGreaterThan(0n)
  })

  it('relays sendTransaction: a transfer sent to the devnet id lands on the upstream cluster', async () => {
    const from = await createKeyPairSignerFromPrivateKeyBytes(fixtureSecretKey(chain.manifest.seed, 2))
    const to = chain.manifest.accounts[3] as string
    const rpc = createSolanaRpc(proxied(DEVNET))
    const before = (await rpc.getBalance(to as never).send()).value
    const { value: blockhash } = await rpc.getLatestBlockhash().send()
    const transaction = await signTransactionMessageWithSigners(
      pipe(
        createTransactionMessage({ version: 0 }),
        (m) => setTransactionMessageFeePayerSigner(from, m),
        (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
        (m) =>
          appendTransactionMessageInstruction(
            getTransferSolInstruction({ source: from, destination: to as never, amount: 1_000_000n }),
            m,
          ),
      ),
    )
    const signature = await rpc
      .sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' })
      .send()
    expect(signature).toBe(getSignatureFromTransaction(transaction))
    // Solana reads are not cached by the proxy: the new balance shows at once.
    expect((await rpc.getBalance(to as never).send()).value).toBe(before + 1_000_000n)
  })

  it('refuses EVM methods, the faucet and program scans on a Solana chain', async () => {
    for (const method of ['eth_blockNumber', 'requestAirdrop', 'getProgramAccounts']) {
      const { status, body } = await rpcCall(MAINNET, method)
      expect(status, method).toBe(403)
      expect(body.error?.code).toBe('method_not_allowed')
    }
    // In a batch only the refused entry gets an error.
    const batch = await call(server.url, `/v1/?chainId=${encodeURIComponent(MAINNET)}&projectId=latch-demo`, {
      json: [
        { jsonrpc: '2.0', id: 1, method: 'getSlot' },
        { jsonrpc: '2.0', id: 2, method: 'requestAirdrop', params: [chain.manifest.accounts[1], 1] },
      ],
    })
    const entries = batch.body as unknown as { id: number; result?: unknown; error?: { code: number } }[]
    expect(entries[0]?.result).toEqual(expect.any(Number))
    expect(entries[1]?.error?.code).toBe(-32601)
  })

  it('answers 502 when a served cluster has no upstream up, and 400 for a cluster not configured', async () => {
    expect((await rpcCall(TESTNET, 'getSlot')).status).toBe(502)
    const unknown = await rpcCall('solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K', 'getSlot')
    expect(unknown.status).toBe(400)
    expect(unknown.body.error?.code).toBe('unsupported_chain')
  })
})
