// The client's chain reads through the real services server's hosted RPC (in front of the devnet),
// falling back to and ranked against the network's own URLs.
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer as createHttpServer } from 'node:http'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Devnet, devnetCaipNetwork, startDevnet } from '@latch/devnet'
import { type RunningServer, startServer } from '@latch/server'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import type { CaipNetwork } from '../adapter/types'
import { readNativeBalance } from '../send/network-rpc'
import { createServicesContext } from './context'

let devnet: Devnet
let server: RunningServer
let dataDir: string
let network: CaipNetwork
/** A loopback port nothing listens on: an RPC endpoint that is down. */
let deadUrl: string

beforeAll(async () => {
  devnet = await startDevnet()
  dataDir = mkdtempSync(join(tmpdir(), 'latch-core-chain-rpc-'))
  server = await startServer({ dataDir, manifest: devnet.manifest, log: 'silent', indexer: false })
  network = devnetCaipNetwork(devnet.manifest.chains[0] as Devnet['manifest']['chains'][number])
  const probe = createServer()
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done))
  deadUrl = `http://127.0.0.1:${(probe.address() as { port: number }).port}`
  await new Promise<void>((done) => probe.close(() => done()))
}, 60_000)

afterAll(async () => {
  await server?.stop()
  await devnet?.stop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

function services() {
  const requests: string[] = []
  const context = createServicesContext({
    baseUrl: server.url,
    projectId: 'latch-demo',
    fetch: (input: RequestInfo | URL, init?: RequestInit) => {
      requests.push(String(input))
      return fetch(input, init)
    },
  })
  if (!context) throw new Error('no services context')
  return { context, requests }
}

const withUrls = (urls: string[], id = network.caipNetworkId): CaipNetwork => ({
  ...network,
  caipNetworkId: id,
  rpcUrls: { default: { http: urls } },
})

describe('chain reads', () => {
  test("a chain the server serves is read through the hosted RPC first, then the network's own URLs", async () => {
    const { context, requests } = services()
    const client = await context.blockchain()
    const transport = await client.chainRpc(withUrls([deadUrl]))
    expect(transport.endpoints()).toEqual([
      `${server.url}/v1/?chainId=${encodeURIComponent(network.caipNetworkId)}&projectId=latch-demo`,
      deadUrl,
    ])
    const direct = await fetch(network.rpcUrls.default.http[0] as string, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'eth_getBalance',
        params: [devnet.manifest.accounts[0], 'latest'],
      }),
    }).then((r) => r.json() as Promise<{ result: string }>)
    const balance = await readNativeBalance(withUrls([deadUrl]), devnet.manifest.accounts[0] as string, {
      transport,
    })
    expect(balance).toBe(BigInt(direct.result))
    expect(requests.some((url) => url.includes('/v1/?chainId='))).toBe(true)
    expect(await client.chainRpc(withUrls([deadUrl]))).toBe(transport)
    client.stopChainRpc()
  })

  test('when the hosted RPC fails a read falls back to the next URL, and ranking puts the healthy one first', async () => {
    const { context } = services()
    const client = await context.blockchain()
    const own = network.rpcUrls.default.http[0] as string
    // A project the server does not know: the hosted RPC answers 401 for every call.
    const other = createServicesContext({ baseUrl: server.url, projectId: 'no-such-project' })
    const failing = await (await other?.blockchain())?.chainRpc(withUrls([own]))
    if (!failing) throw new Error('no transport')
    expect(failing.endpoints()[0]).toContain('/v1/?chainId=')
    expect(
      await readNativeBalance(network, devnet.manifest.accounts[0] as string, { transport: failing }),
    ).toBeGreaterThan(0n)
    // Stability weighs 0.7: after one round the failing hosted endpoint ranks below the devnet's own.
    await failing.rankNow()
    expect(failing.endpoints()).toEqual([own, expect.stringContaining('/v1/?chainId=')])
    failing.stop()
    client.stopChainRpc()
  })

  test("a chain the server does not serve is read from the network's own URLs only", async () => {
    const { context } = services()
    const client = await context.blockchain()
    const own = network.rpcUrls.default.http[0] as string
    const transport = await client.chainRpc(withUrls([own], 'eip155:424242'))
    expect(transport.endpoints()).toEqual([own])
    client.stopChainRpc()
  })

  test("a Solana network's endpoints are ranked by getHealth, a call its nodes answer", async () => {
    // A Solana node in front of nothing: it answers getHealth and notes every method it is asked
    // (the devnet speaks only eip155, and an eip155 ping would rank every Solana node as down).
    const asked: string[] = []
    const node = createHttpServer((req, res) => {
      let body = ''
      req.on('data', (chunk) => {
        body += chunk
      })
      req.on('end', () => {
        const { id, method } = JSON.parse(body) as { id: number; method: string }
        asked.push(method)
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ jsonrpc: '2.0', id, result: 'ok' }))
      })
    })
    await new Promise<void>((done) => node.listen(0, '127.0.0.1', done))
    try {
      const { context } = services()
      const client = await context.blockchain()
      const nodeUrl = `http://127.0.0.1:${(node.address() as { port: number }).port}`
      const cluster = {
        ...withUrls([deadUrl, nodeUrl], 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z'),
        chainNamespace: 'solana' as const,
      }
      const transport = await client.chainRpc(cluster)
      await transport.rankNow()
      expect(asked).toEqual(['getHealth'])
      expect(transport.endpoints()).toEqual([nodeUrl, deadUrl])
      client.stopChainRpc()
    } finally {
      await new Promise((done) => node.close(done))
    }
  })

  test('supported-chains is asked once: every later network reuses the answer', async () => {
    const { context, requests } = services()
    const client = await context.blockchain()
    const own = network.rpcUrls.default.http[0] as string
    expect(await client.hostedRpcUrl(network)).toContain('/v1/?chainId=')
    expect(await client.hostedRpcUrl({ caipNetworkId: 'eip155:424242' })).toBeUndefined()
    await client.chainRpc(withUrls([own], 'eip155:424243'))
    expect(requests.filter((url) => url.includes('v1/supported-chains'))).toHaveLength(1)
    client.stopChainRpc()
  })

  test("a server that fails supported-chains leaves every read on the network's own RPC", async () => {
    // A services server that answers 500 to everything (the fault cannot be caused on the real one).
    const broken = createHttpServer((_, res) => res.writeHead(500).end('down'))
    await new Promise<void>((done) => broken.listen(0, '127.0.0.1', done))
    try {
      const context = createServicesContext({
        baseUrl: `http://127.0.0.1:${(broken.address() as { port: number }).port}`,
        projectId: 'latch-demo',
      })
      const client = await context?.blockchain()
      if (!client) throw new Error('no services context')
      const own = network.rpcUrls.default.http[0] as string
      expect(await client.hostedRpcUrl(network)).toBeUndefined()
      const transport = await client.chainRpc(withUrls([own]))
      expect(transport.endpoints()).toEqual([own])
      expect(
        await readNativeBalance(network, devnet.manifest.accounts[0] as string, { transport }),
      ).toBeGreaterThan(0n)
      client.stopChainRpc()
    } finally {
      await new Promise((done) => broken.close(done))
    }
  })
})

describe('the end of a client', () => {
  test("destroying the services context stops the read transports' ranking polls", async () => {
    // Only intervals are faked: requests still reach the real server and devnet.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    try {
      const { context } = services()
      const own = network.rpcUrls.default.http[0] as string
      const transport = await (await context.blockchain()).chainRpc(withUrls([own, deadUrl]))
      await transport.request({ method: 'eth_blockNumber' })
      expect(vi.getTimerCount()).toBe(1)
      context.destroy()
      await vi.waitFor(() => expect(vi.getTimerCount()).toBe(0))
    } finally {
      vi.useRealTimers()
    }
  })
})
