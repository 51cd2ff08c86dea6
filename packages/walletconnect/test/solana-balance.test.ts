// A WalletConnect account's Solana balance is read from the cluster as the Solana adapter reads
// it: through the services' hosted RPC of a cluster the server serves, then the network's own
// URLs in turn. The local chain stands as mainnet's upstream; testnet's upstream is a port where
// nothing listens, so the server lists testnet as served and its proxy answers it 502.
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type CaipNetwork, createLatch, formatUnits, solana, solanaDevnet, solanaTestnet } from '@latch/core'
import { type RunningServer, startServer } from '@latch/server'
import { type SolanaChain, startSolanaChain } from '@latch/solana-chain'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { memoryStorage, walletConnectAdapters } from '../src/index'
import { DAPP_METADATA } from './helpers'

let chain: SolanaChain
let server: RunningServer
let dataDir: string
/** A loopback port nothing listens on: an RPC endpoint that is down. */
let deadUrl: string

beforeAll(async () => {
  chain = await startSolanaChain()
  const probe = createServer()
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done))
  deadUrl = `http://127.0.0.1:${(probe.address() as { port: number }).port}`
  await new Promise((done) => probe.close(done))
  dataDir = mkdtempSync(join(tmpdir(), 'latch-wc-solana-balance-'))
  server = await startServer({
    dataDir,
    log: 'silent',
    indexer: false,
    upstreams: { [solana.caipNetworkId]: [chain.manifest.rpcUrl], [solanaTestnet.caipNetworkId]: [deadUrl] },
  })
}, 60_000)

afterAll(async () => {
  await server?.stop()
  await chain?.stop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

const clients: { destroy(): void }[] = []
afterEach(() => {
  for (const client of clients.splice(0)) client.destroy()
})

const withUrls = (network: CaipNetwork, urls: string[]): CaipNetwork => ({
  ...network,
  rpcUrls: { default: { http: urls } },
})

/** The Solana adapter set up through a started client; no wallet pairs, so no relay is needed. */
async function adapterOf(networks: CaipNetwork[], servicesUrl?: string) {
  const [adapter] = walletConnectAdapters({
    relayUrl: 'ws://127.0.0.1:9',
    metadata: DAPP_METADATA,
    storage: memoryStorage(),
    logLevel: 'silent',
    namespaces: ['solana'],
  })
  if (!adapter) throw new Error('no solana adapter')
  const client = createLatch({ projectId: 'latch-demo', servicesUrl, networks, adapters: [adapter] })
  clients.push(client)
  await client.start()
  return adapter
}

async function clusterBalance(address: string): Promise<string> {
  const response = await fetch(chain.manifest.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [address] }),
  })
  return formatUnits(BigInt(((await response.json()) as { result: { value: number } }).result.value), 9)
}

describe('a WalletConnect account Solana balance', () => {
  test("is read through the hosted RPC of a cluster the server serves, the network's own URL being down", async () => {
    const owner = chain.manifest.accounts[1] as string
    const mainnet = withUrls(solana, [deadUrl])
    const adapter = await adapterOf([mainnet], server.url)
    expect(await adapter.getBalance({ address: owner, network: mainnet })).toEqual({
      balance: await clusterBalance(owner),
      symbol: 'SOL',
    })
  })

  test("falls back to the network's own URL when the hosted RPC of a served cluster fails", async () => {
    const owner = chain.manifest.accounts[2] as string
    const testnet = withUrls(solanaTestnet, [chain.manifest.rpcUrl])
    const adapter = await adapterOf([testnet], server.url)
    expect((await adapter.getBalance({ address: owner, network: testnet })).balance).toBe(
      await clusterBalance(owner),
    )
  })

  test("without a services server, moves on from the network's first URL when it is down", async () => {
    const owner = chain.manifest.accounts[3] as string
    const devnet = withUrls(solanaDevnet, [deadUrl, chain.manifest.rpcUrl])
    const adapter = await adapterOf([devnet])
    expect((await adapter.getBalance({ address: owner, network: devnet })).balance).toBe(
      await clusterBalance(owner),
    )
  })
})
