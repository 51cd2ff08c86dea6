// A WalletConnect account's eip155 balance is read from the chain as an injected wallet's is: with
// a services server, through the client's ranked read transport (hosted RPC, then each of the
// network's own URLs). The network's first URL is a real server that answers 503.
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type CaipNetwork, createLatch, formatUnits } from '@latch/core'
import { type Devnet, devnetCaipNetwork, startDevnet } from '@latch/devnet'
import { type RunningServer, startServer } from '@latch/server'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { memoryStorage, walletConnectAdapter } from '../src/index'
import { DAPP_METADATA } from './helpers'

let devnet: Devnet
let services: RunningServer
let dataDir: string
let busy: Server
let busyUrl: string
let chain: CaipNetwork
let nodeUrl: string

beforeAll(async () => {
  devnet = await startDevnet()
  dataDir = mkdtempSync(join(tmpdir(), 'latch-wc-hosted-balance-'))
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

/** The adapter set up through a started client; no wallet pairs, so no relay is needed. */
async function adapterOf(networks: CaipNetwork[], servicesUrl?: string) {
  const adapter = walletConnectAdapter({
    relayUrl: 'ws://127.0.0.1:9',
    metadata: DAPP_METADATA,
    storage: memoryStorage(),
    logLevel: 'silent',
  })
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

const address = () => devnet.manifest.accounts[4] as string

describe('a WalletConnect account balance', () => {
  test("with a services server, falls back from the network's first URL answering 503 to its second", async () => {
    // A chain id the server does not serve: only the network's own URLs are in the transport.
    const network = {
      ...chain,
      id: 31399,
      caipNetworkId: 'eip155:31399' as const,
      rpcUrls: { default: { http: [busyUrl, nodeUrl] } },
    }
    const adapter = await adapterOf([network], services.url)
    expect((await adapter.getBalance({ address: address(), network })).balance).toBe(
      await nodeBalance(address()),
    )
  })

  test('with a services server, reads a chain it serves through the hosted RPC', async () => {
    const network = { ...chain, rpcUrls: { default: { http: [busyUrl] } } }
    const adapter = await adapterOf([network], services.url)
    expect(await adapter.getBalance({ address: address(), network })).toEqual({
      balance: await nodeBalance(address()),
      symbol: 'ETH',
    })
  })

  test("without a services server, reads the network's first URL only", async () => {
    const network = { ...chain, rpcUrls: { default: { http: [busyUrl, nodeUrl] } } }
    const adapter = await adapterOf([network])
    await expect(adapter.getBalance({ address: address(), network })).rejects.toThrow('HTTP 503')
  })
})
