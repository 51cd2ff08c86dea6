// The RPC proxy's cache, merging and batches against a real anvil, on both storage engines (the
// proxy keeps no data in the database, but its project lookups and quotas go through it).
import { createServer, type Server } from 'node:http'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { createWalletClient, http, parseEther } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { RunningServer } from '../src/server'
import { backends } from './helpers/backends'
import { randomAccount, start, useDevnet } from './helpers/fixture'

const devnet = useDevnet()
const CHAIN = 'eip155:31337'
const path = `/v1/?chainId=${CHAIN}&projectId=latch-demo`

type Answer = { id: unknown; result?: unknown; error?: { code: number; message: string } }

async function post(base: string, body: unknown): Promise<Answer & Answer[]> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(response.status).toBe(200)
  return response.json() as Promise<Answer & Answer[]>
}
const rpc = (method: string, params: unknown[] = [], id: unknown = 1) => ({
  jsonrpc: '2.0',
  id,
  method,
  params,
})
const ask = async (base: string, method: string, params: unknown[] = []) =>
  (await post(base, rpc(method, params))).result

/** anvil itself, for what the proxy refuses (mining, snapshots). */
const anvil = async (method: string, params: unknown[] = []) => {
  const response = await fetch(devnet.manifest.chains[0]?.rpcUrl as string, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(rpc(method, params)),
  })
  return ((await response.json()) as Answer).result
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** An upstream in front of anvil that counts the calls it passes on, by method. */
function countingUpstream() {
  const calls = new Map<string, number>()
  const requests = { count: 0 }
  let server: Server | undefined
  return {
    calls,
    requests,
    count: (method: string) => calls.get(method) ?? 0,
    async start() {
      const listening = createServer((req, res) => {
        let body = ''
        req.on('data', (chunk) => {
          body += chunk
        })
        req.on('end', async () => {
          const parsed = JSON.parse(body) as { method: string } | { method: string }[]
          requests.count += 1
          for (const { method } of Array.isArray(parsed) ? parsed : [parsed])
            calls.set(method, (calls.get(method) ?? 0) + 1)
          const upstream = await fetch(devnet.manifest.chains[0]?.rpcUrl as string, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body,
          })
          res.writeHead(upstream.status, { 'content-type': 'application/json' }).end(await upstream.text())
        })
      })
      server = listening
      await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve))
      return `http://127.0.0.1:${(listening.address() as { port: number }).port}`
    },
    stop: () => new Promise((resolve) => server?.close(resolve)),
  }
}

for (const backend of backends())
  describe.skipIf(!backend.available)(`RPC cache and merging (${backend.name})`, () => {
    const counting = countingUpstream()
    let polling: RunningServer
    let slow: RunningServer

    beforeAll(async () => {
      const storage = () => backend.storage()
      const upstream = await counting.start()
      // Heads polled every 100 ms; blocks 2 deep are final.
      polling = await start(await storage(), {
        upstreams: { [CHAIN]: [upstream] },
        indexer: false,
        rpc: { headPollMs: 100, finality: { [CHAIN]: 2 } },
      })
      // A head polled once a minute: anything fresh there came from the proxy's own invalidation.
      slow = await start(await storage(), {
        manifest: devnet.manifest,
        indexer: false,
        rpc: { headPollMs: 60_000, cache: { maxEntries: 500, maxBytes: 256 * 1024 } },
        // The flood below (10,000 calls) would spend the project quota, which is not what is tested here.
        rateLimits: { rpc: { perSecond: 1e6, burst: 1e6 }, rpcPerClient: { perSecond: 1e6, burst: 1e6 } },
      })
    })
    afterAll(async () => {
      await polling?.stop()
      await slow?.stop()
      await counting.stop()
    })

    it('keeps head-bound answers until a new block is seen', async () => {
      const before = (await ask(polling.url, 'eth_blockNumber')) as string
      const calls = counting.count('eth_blockNumber')
      expect(await ask(polling.url, 'eth_blockNumber')).toBe(before)
      expect(counting.count('eth_blockNumber')).toBe(calls) // answered from the cache
      await anvil('evm_mine')
      await sleep(150)
      expect(BigInt((await ask(polling.url, 'eth_blockNumber')) as string)).toBe(BigInt(before) + 1n)
    })

    it('keeps final blocks and drops non-final ones when a reorg replaces them', async () => {
      await anvil('evm_mine')
      await anvil('evm_mine')
      await anvil('evm_mine')
      await sleep(150)
      const head = BigInt((await ask(polling.url, 'eth_blockNumber')) as string)
      const final = `0x${(head - 3n).toString(16)}`
      const next = `0x${(head + 1n).toString(16)}`
      const finalBlock = (await ask(polling.url, 'eth_getBlockByNumber', [final, false])) as { hash: string }
      const who = randomAccount().address
      const snapshot = await anvil('evm_snapshot')
      await anvil('anvil_setBalance', [who, '0x1234'])
      await anvil('evm_mine')
      await sleep(150)
      expect(await ask(polling.url, 'eth_getBalance', [who, 'latest'])).toBe('0x1234')
      const nextBlock = (await ask(polling.url, 'eth_getBlockByNumber', [next, false])) as { hash: string }
      const finalCalls = counting.count('eth_getBlockByNumber')

      // Back to the snapshot, then a different block at the same height.
      await anvil('evm_revert', [snapshot])
      await anvil('evm_mine', [`0x${(Date.now() + 1_000).toString(16)}`])
      await sleep(150)
      expect(await ask(polling.url, 'eth_getBalance', [who, 'latest'])).toBe('0x0')
      const replaced = (await ask(polling.url, 'eth_getBlockByNumber', [next, false])) as { hash: string }
      expect(replaced.hash).not.toBe(nextBlock.hash)
      expect(replaced.hash).toBe(
        ((await anvil('eth_getBlockByNumber', [next, false])) as { hash: string }).hash,
      )
      // The final block was not asked again.
      const before = counting.count('eth_getBlockByNumber')
      expect(await ask(polling.url, 'eth_getBlockByNumber', [final, false])).toEqual(finalBlock)
      expect(counting.count('eth_getBlockByNumber')).toBe(before)
      expect(before).toBeGreaterThan(finalCalls)
    })

    it('merges identical calls in flight, each caller answered with its own id', async () => {
      const who = randomAccount().address
      const before = counting.count('eth_getBalance')
      const ids = Array.from({ length: 20 }, (_, i) => `caller-${i}`)
      const answers = await Promise.all(
        ids.map((id) => post(polling.url, rpc('eth_getBalance', [who, 'latest'], id))),
      )
      expect(answers.map((a) => a.id)).toEqual(ids)
      expect(new Set(answers.map((a) => a.result))).toEqual(new Set(['0x0']))
      expect(counting.count('eth_getBalance') - before).toBe(1)
    })

    it('sends reads from requests of the same turn upstream together, each caller answered with its own id', async () => {
      // Twenty requests handed to the proxy in one turn of the event loop, as the HTTP server does
      // when they arrive together (over real sockets their arrival could spread across turns).
      const chain = polling.server.services.rpc.chains.get(CHAIN)
      if (!chain) throw new Error(`no proxy for ${CHAIN}`)
      const who = Array.from({ length: 20 }, () => randomAccount().address)
      const before = { requests: counting.requests.count, calls: counting.count('eth_getTransactionCount') }
      const replies = await Promise.all(
        who.map((address, i) =>
          chain.handle(
            [{ jsonrpc: '2.0', id: `n${i}`, method: 'eth_getTransactionCount', params: [address, 'latest'] }],
            false,
            () => true,
          ),
        ),
      )
      const answers = replies.map((reply) => JSON.parse(reply.text) as { id: string; result: string })
      expect(answers.map((a) => a.id)).toEqual(who.map((_, i) => `n${i}`))
      expect(answers.every((a) => a.result === '0x0')).toBe(true)
      expect(counting.count('eth_getTransactionCount') - before.calls).toBe(20)
      // Twenty requests, far fewer upstream requests (a head poll may land among them).
      expect(counting.requests.count - before.requests).toBeLessThanOrEqual(3)
    })

    it('keeps a batch of cached, uncached and refused calls in order', async () => {
      await ask(polling.url, 'eth_chainId') // now cached
      const who = randomAccount().address
      const batch = await post(polling.url, [
        rpc('eth_chainId', [], 'a'),
        rpc('eth_getBalance', [who, 'latest'], 'b'),
        rpc('anvil_mine', [], 'c'),
        rpc('eth_getTransactionCount', [who, 'latest'], 'd'),
        rpc('eth_chainId', [], 'e'),
      ])
      expect(batch.map((a) => a.id)).toEqual(['a', 'b', 'c', 'd', 'e'])
      expect(batch[0]?.result).toBe('0x7a69')
      expect(batch[1]?.result).toBe('0x0')
      expect(batch[2]?.error?.code).toBe(-32601)
      expect(batch[3]?.result).toBe('0x0')
      expect(batch[4]?.result).toBe('0x7a69')
    })

    it('never keeps errors or answers for transactions not seen yet', async () => {
      const unknown = `0x${'ab'.repeat(32)}`
      const before = counting.count('eth_getTransactionReceipt')
      expect(await ask(polling.url, 'eth_getTransactionReceipt', [unknown])).toBeNull()
      expect(await ask(polling.url, 'eth_getTransactionReceipt', [unknown])).toBeNull()
      expect(counting.count('eth_getTransactionReceipt') - before).toBe(2)
      const bad = await post(polling.url, rpc('eth_getBalance', ['not an address', 'latest']))
      expect(bad.error).toBeDefined()
      const again = await post(polling.url, rpc('eth_getBalance', ['not an address', 'latest']))
      expect(again.error).toBeDefined()
    })

    it('answers a balance read after a send through the proxy fresh', async () => {
      const sender = mnemonicToAccount(devnet.manifest.mnemonic, { addressIndex: 2 })
      const to = randomAccount().address
      expect(await ask(slow.url, 'eth_getBalance', [to, 'latest'])).toBe('0x0')
      const wallet = createWalletClient({ account: sender, transport: http(`${slow.url}${path}`) })
      const nonce = (await ask(slow.url, 'eth_getTransactionCount', [sender.address, 'latest'])) as string
      const raw = await wallet.signTransaction({
        to,
        value: parseEther('0.5'),
        nonce: Number(nonce),
        gas: 21_000n,
        maxFeePerGas: 10_000_000_000n,
        maxPriorityFeePerGas: 1n,
        chain: {
          id: 31337,
          name: 'devnet',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: { default: { http: [] } },
        },
      })
      const sent = await post(slow.url, rpc('eth_sendRawTransaction', [raw]))
      expect(sent.result).toMatch(/^0x[0-9a-f]{64}$/)
      // anvil may answer the send a moment before its block is mined: wait for it there, not here.
      for (let i = 0; i < 50 && !(await anvil('eth_getTransactionReceipt', [sent.result])); i++)
        await sleep(20)
      // The next read through the proxy sees it, though its head is polled once a minute.
      expect(BigInt((await ask(slow.url, 'eth_getBalance', [to, 'latest'])) as string)).toBe(
        parseEther('0.5'),
      )
      expect(await ask(slow.url, 'eth_getTransactionCount', [sender.address, 'latest'])).not.toBe(nonce)
    })

    it('a receipt from a block past its known head makes the next balance read fresh, for a send made elsewhere', async () => {
      const sender = mnemonicToAccount(devnet.manifest.mnemonic, { addressIndex: 3 })
      const to = randomAccount().address
      // Read (and cached for this head) before the transfer exists.
      expect(await ask(slow.url, 'eth_getBalance', [to, 'latest'])).toBe('0x0')
      // The wallet sends straight to the chain, not through the proxy (whose head is polled once a minute).
      const hash = (await anvil('eth_sendTransaction', [
        { from: sender.address, to, value: `0x${parseEther('0.25').toString(16)}` },
      ])) as string
      await vi.waitFor(async () => expect(await anvil('eth_getTransactionReceipt', [hash])).toBeTruthy())
      // The app waits for the receipt through the proxy, then reads the balance again.
      expect(await ask(slow.url, 'eth_getTransactionReceipt', [hash])).toMatchObject({
        transactionHash: hash,
      })
      expect(BigInt((await ask(slow.url, 'eth_getBalance', [to, 'latest'])) as string)).toBe(
        parseEther('0.25'),
      )
    })

    it('stays within its bounds under a flood of unique calls', async () => {
      setFlagsFromString('--expose_gc')
      const gc = runInNewContext('gc') as () => void
      const chain = slow.server.services.rpc.chains.get(CHAIN)
      gc()
      const heapBefore = process.memoryUsage().heapUsed
      for (let round = 0; round < 100; round++) {
        const batch = Array.from({ length: 100 }, (_, i) =>
          rpc('eth_getTransactionCount', [randomAccount().address, 'latest'], i),
        )
        const answers = await post(slow.url, batch)
        expect(answers.every((a) => a.result === '0x0')).toBe(true)
      }
      expect(chain?.cache.size).toBeLessThanOrEqual(500)
      expect(chain?.cache.bytes).toBeLessThanOrEqual(256 * 1024)
      expect(chain?.flights.size).toBe(0)
      gc()
      // 10,000 unique answers went through; what stays is the bounded cache, not the flood.
      expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(16 * 1024 * 1024)
    })
  })
