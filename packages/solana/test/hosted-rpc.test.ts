// The Solana adapter reads through the services' RPC proxy for the clusters the services server
// serves (its supported-chains answer), then through the network's own RPC. The local chain stands
// as mainnet's upstream; mainnet's own URL is a port where nothing listens, so a balance read only
// succeeds through the proxy. Testnet's upstream is that dead port: the proxy answers it 502.
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  type CaipNetwork,
  type ChainAdapter,
  createLatch,
  formatUnits,
  solana,
  solanaDevnet,
  solanaTestnet,
} from '@latch/core'
import { type RunningServer, startServer } from '@latch/server'
import { type SolanaChain, startSolanaChain } from '@latch/solana-chain'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { solanaAdapter } from '../src'
import { installWindow } from './helpers'

let chain: SolanaChain
let server: RunningServer
let dataDir: string
let deadUrl: string

beforeAll(async () => {
  chain = await startSolanaChain()
  const probe = createServer()
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done))
  deadUrl = `http://127.0.0.1:${(probe.address() as { port: number }).port}`
  await new Promise((done) => probe.close(done))
  dataDir = mkdtempSync(join(tmpdir(), 'latch-solana-hosted-rpc-'))
  server = await startServer({
    dataDir,
    log: 'silent',
    indexer: false,
    upstreams: { [solana.caipNetworkId]: [chain.manifest.rpcUrl], [solanaTestnet.caipNetworkId]: [deadUrl] },
  })
  // After the server: PGlite takes a page-like global for a browser.
  installWindow()
}, 60_000)

afterAll(async () => {
  await server?.stop()
  await chain?.stop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

const withOwnUrl = (network: CaipNetwork, url: string): CaipNetwork => ({
  ...network,
  rpcUrls: { default: { http: [url] } },
})

const clients: { destroy(): void }[] = []
afterEach(() => {
  for (const client of clients.splice(0)) client.destroy()
})

/** A client on `servicesUrl` with the Solana adapter, started: the adapter set up as in an app. */
async function startClient(servicesUrl: string, networks: CaipNetwork[]): Promise<ChainAdapter> {
  const adapter = solanaAdapter()
  const client = createLatch({ projectId: 'latch-demo', servicesUrl, networks, adapters: [adapter] })
  clients.push(client)
  await client.start()
  return adapter
}

const lamports = async (address: string) => {
  const response = await fetch(chain.manifest.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [address] }),
  })
  return BigInt(((await response.json()) as { result: { value: number } }).result.value)
}

describe('Solana reads and the hosted RPC', () => {
  test("mainnet is read through the services' RPC proxy when the server serves it", async () => {
    const owner = chain.manifest.accounts[1] as string
    const mainnet = withOwnUrl(solana, deadUrl)
    const adapter = await startClient(server.url, [mainnet])
    const { balance, symbol } = await adapter.getBalance({ address: owner, network: mainnet })
    expect(symbol).toBe('SOL')
    expect(balance).toBe(formatUnits(await lamports(owner), 9))
  })

  test("when the hosted RPC of a served cluster fails, the read falls back to the network's own RPC", async () => {
    const owner = chain.manifest.accounts[3] as string
    const testnet = withOwnUrl(solanaTestnet, chain.manifest.rpcUrl)
    const hosted = `${server.url}/v1/?chainId=${encodeURIComponent(testnet.caipNetworkId)}&projectId=latch-demo`
    // The fault is real: the server lists testnet as served, and its proxy finds no upstream.
    const refused = await fetch(hosted, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [owner] }),
    })
    expect(refused.status).toBeGreaterThanOrEqual(500)
    const adapter = await startClient(server.url, [testnet])
    const { balance } = await adapter.getBalance({ address: owner, network: testnet })
    expect(balance).toBe(formatUnits(await lamports(owner), 9))
  })

  test("without a services server, a read moves on from the network's first URL when it is down", async () => {
    const owner = chain.manifest.accounts[2] as string
    const devnet = { ...solanaDevnet, rpcUrls: { default: { http: [deadUrl, chain.manifest.rpcUrl] } } }
    const adapter = solanaAdapter()
    const client = createLatch({ projectId: 'latch-demo', networks: [devnet], adapters: [adapter] })
    clients.push(client)
    await client.start()
    const { balance } = await adapter.getBalance({ address: owner, network: devnet })
    expect(balance).toBe(formatUnits(await lamports(owner), 9))
  })

  test("a cluster the server does not serve is read through the network's own RPC", async () => {
    const owner = chain.manifest.accounts[2] as string
    // Devnet is not among the server's upstreams: through the proxy this read would be refused.
    const devnet = withOwnUrl(solanaDevnet, chain.manifest.rpcUrl)
    const adapter = await startClient(server.url, [devnet])
    const { balance } = await adapter.getBalance({ address: owner, network: devnet })
    expect(balance).toBe(formatUnits(await lamports(owner), 9))
  })

  test("a services server that fails supported-chains leaves reads on the network's own RPC", async () => {
    // The fault cannot be caused on the real server: a stand-in answers 500 to everything.
    const broken = createServer((_, res) => res.writeHead(500).end('down'))
    await new Promise<void>((done) => broken.listen(0, '127.0.0.1', done))
    try {
      const owner = chain.manifest.accounts[1] as string
      const mainnet = withOwnUrl(solana, chain.manifest.rpcUrl)
      const adapter = await startClient(`http://127.0.0.1:${(broken.address() as { port: number }).port}`, [
        mainnet,
      ])
      const { balance } = await adapter.getBalance({ address: owner, network: mainnet })
      expect(balance).toBe(formatUnits(await lamports(owner), 9))
    } finally {
      await new Promise((done) => broken.close(done))
    }
  })
})
