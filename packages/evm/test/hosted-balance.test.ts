// The account's balance goes through the client's ranked read transport when there is a services
// server: the hosted RPC for a chain it serves, then each of the network's own URLs in turn. The
// network's first URL is a real server that answers 503, as an overloaded public RPC does.
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type CaipNetwork, createLatch, formatUnits } from '@latch/core'
import { type Devnet, devnetCaipNetwork, startDevnet } from '@latch/devnet'
import { type RunningServer, startServer } from '@latch/server'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { evmAdapter } from '../src'

let devnet: Devnet
let services: RunningServer
let dataDir: string
let busy: Server
let busyUrl: string
let chain: CaipNetwork
let nodeUrl: string

beforeAll(async () => {
  devnet = await startDevnet()
  dataDir = mkdtempSync(join(tmpdir(), 'latch-evm-hosted-balance-'))
  services = await startServer({ dataDir, manifest: devnet.manifest, log: 'silent', indexer: false })
  busy = createServer((_req, res) => res.writeHead(503).end('busy'))
  await new Promise<void>((done) => busy.listen(0, '127.0.0.1', done))
  busyUrl = `http://127.0.0.1:${(busy.address() as AddressInfo).port}/`
  chain = devnetCaipNetwork(devnet.manifest.chains[0] as Devnet['manifest']['chains'][number])
  nodeUrl = chain.rpcUrls.default.http[0] as string
}, 60_000)

afterAll(async () => {
  await new Promise((done) => busy?.close(done))
  await services?.stop()
  await devnet?.stop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

const clients: { destroy(): void }[] = []
afterEach(() => {
  for (const client of clients.splice(0)) client.destroy()
})

/** The adapter as an app sets it up: through a started client, with or without a services server. */
async function adapterOf(networks: CaipNetwork[], servicesUrl?: string) {
  const adapter = evmAdapter()
  const client = createLatch({ projectId: 'latch-demo', servicesUrl, networks, adapters: [adapter] })
  clients.push(client)
  await client.start()
  return adapter
}

async function nodeBalance(address: string): Promise<string> {
  const response = await fetch(nodeUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [address, 'latest'] }),
  })
  const { result } = (await response.json()) as { result: string }
  return formatUnits(BigInt(result), 18)
}

const address = () => devnet.manifest.accounts[3] as string

describe('the account balance with a services server', () => {
  test("falls back from the network's first URL answering 503 to its second", async () => {
    // A chain id the server does not serve: only the network's own URLs are in the transport.
    const network = {
      ...chain,
      id: 31399,
      caipNetworkId: 'eip155:31399' as const,
      rpcUrls: { default: { http: [busyUrl, nodeUrl] } },
    }
    const adapter = await adapterOf([network], services.url)
    const { balance, symbol } = await adapter.getBalance({ address: address(), network })
    expect(symbol).toBe('ETH')
    expect(balance).toBe(await nodeBalance(address()))
  })

  test('reads a chain the server serves through the hosted RPC when its own URL answers 503', async () => {
    const network = { ...chain, rpcUrls: { default: { http: [busyUrl] } } }
    const adapter = await adapterOf([network], services.url)
    expect((await adapter.getBalance({ address: address(), network })).balance).toBe(
      await nodeBalance(address()),
    )
  })
})

describe('the account balance without a services server', () => {
  test("reads the network's first URL only, and names its failure", async () => {
    const network = { ...chain, rpcUrls: { default: { http: [busyUrl, nodeUrl] } } }
    const adapter = await adapterOf([network])
    await expect(adapter.getBalance({ address: address(), network })).rejects.toThrow(
      `Balance request to ${chain.name} failed: HTTP 503`,
    )
  })
})
