import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { latchCrittersAbi, weth9Abi } from '@latch/devnet'
import { and, eq, gte } from 'drizzle-orm'
import { type Address, encodeFunctionData, erc20Abi, type Hex, parseUnits } from 'viem'
import { afterAll, describe, expect, it } from 'vitest'
import { indexerCursors, transfers } from '../src/db/schema'
import type { LogEntry } from '../src/http/log'
import { APPROVAL_TOPIC, TRANSFER_TOPIC } from '../src/indexer/indexer'
import type { RunningServer, ServerConfig } from '../src/server'
import { backends, type Storage } from './helpers/backends'
import { call, randomAccount, start, useDevnet } from './helpers/fixture'

const devnet = useDevnet()
const chain = () => devnet.manifest.chains[0] as (typeof devnet.manifest.chains)[number]
const account = (i: number) => devnet.manifest.accounts[i] as Address
const CHAIN = 'eip155:31337'

async function rpc<T>(method: string, params: unknown[] = []): Promise<T> {
  const response = await fetch(chain().rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const { result, error } = (await response.json()) as { result: T; error?: unknown }
  if (error) throw new Error(`${method}: ${JSON.stringify(error)}`)
  return result
}

/** Sends from an anvil dev account and waits for it to be mined (EIP-7966). */
const send = (from: Address, to: Address, data?: Hex, value?: bigint) =>
  rpc('eth_sendTransactionSync', [
    { from, to, data, value: value === undefined ? undefined : `0x${value.toString(16)}` },
  ])

/** A few ERC-20, ERC-721 and native movements between the dev accounts. */
async function activity(rounds: number) {
  const [lusd, latch] = chain().tokens
  for (let i = 0; i < rounds; i++) {
    const to = randomAccount().address
    await send(
      account(2),
      (i % 2 ? lusd : latch)?.address as Address,
      encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [to, parseUnits(String(i + 1), 6)],
      }),
    )
    await send(account(3), to, undefined, BigInt(1000 + i))
    // Account #9 deployed the Critters and may mint them.
    await send(
      account(9),
      chain().nft.address,
      encodeFunctionData({ abi: latchCrittersAbi, functionName: 'mint', args: [to] }),
    )
  }
}

type Key = { txHash: string; logIndex: number; token: string; from: string; to: string; value: string }
const keyOf = (k: Key) => `${k.txHash}/${k.logIndex}/${k.token}/${k.from}/${k.to}/${k.value}`

/** Every Transfer log and ERC-20 Approval on the chain, read in one eth_getLogs from block 0. */
async function scan(): Promise<string[]> {
  const logs = await rpc<
    Array<{ transactionHash: string; logIndex: Hex; address: string; topics: Hex[]; data: Hex }>
  >('eth_getLogs', [{ fromBlock: '0x0', toBlock: 'latest', topics: [[TRANSFER_TOPIC, APPROVAL_TOPIC]] }])
  const address = (topic: Hex | undefined) => `0x${topic?.slice(26)}`.toLowerCase()
  return (
    logs
      // ERC-20 allowances are kept (Activity names approvals); ERC-721 ones are not.
      .filter((log) => log.topics[0] === TRANSFER_TOPIC || log.topics.length === 3)
      .map((log) =>
        keyOf({
          txHash: log.transactionHash.toLowerCase(),
          logIndex: Number(log.logIndex),
          token: log.address.toLowerCase(),
          from: address(log.topics[1]),
          to: address(log.topics[2]),
          value: log.topics.length === 4 ? '1' : BigInt(log.data).toString(),
        }),
      )
      .sort()
  )
}

/**
 * A pass-through to the devnet that runs `before` ahead of the first request `when` picks, and
 * holds every other request until it is done: it lets a test reorganise the chain at an exact
 * point of the indexer's reading.
 */
async function rpcProxy(
  when: (call: { method: string; params: unknown[] }) => boolean,
  before: () => Promise<void>,
) {
  let gate: Promise<void> | undefined
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const text = Buffer.concat(chunks).toString('utf8')
    const parsed = JSON.parse(text)
    if (!gate && (Array.isArray(parsed) ? parsed : [parsed]).some(when)) gate = before()
    await gate
    const upstream = await fetch(chain().rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: text,
    })
    res.writeHead(upstream.status, { 'content-type': 'application/json' })
    res.end(await upstream.text())
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    get fired() {
      return gate !== undefined
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  }
}

/**
 * A pass-through to the devnet whose debug_traceTransaction answers `trace` says: the node's own
 * answer, or a JSON-RPC error with the given code (a node without the method, or one failing once).
 */
async function traceProxy(trace: () => 'pass' | number) {
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const text = Buffer.concat(chunks).toString('utf8')
    const upstream = await fetch(chain().rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: text,
    })
    // Calls may come batched: each traced one gets its answer in place of the node's.
    type Call = { id: number; method: string }
    const asked = JSON.parse(text) as Call | Call[]
    const answered = (await upstream.json()) as { id: number } | { id: number }[]
    const replace = (call: Call, answer: { id: number }) => {
      const verdict = call.method === 'debug_traceTransaction' ? trace() : 'pass'
      return verdict === 'pass'
        ? answer
        : { jsonrpc: '2.0', id: call.id, error: { code: verdict, message: 'no trace' } }
    }
    const body = Array.isArray(asked)
      ? asked.map((call) =>
          replace(call, (answered as { id: number }[]).find((a) => a.id === call.id) as { id: number }),
        )
      : replace(asked, answered as { id: number })
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify(body))
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  }
}

/** Wraps and unwraps WETH from dev account #4: the unwrap pays the ETH back in an internal call. */
async function unwrap(wei: bigint): Promise<string> {
  const weth = chain().contracts.weth
  await send(account(4), weth, encodeFunctionData({ abi: weth9Abi, functionName: 'deposit' }), wei)
  const receipt = await rpc<{ transactionHash: string }>('eth_sendTransactionSync', [
    {
      from: account(4),
      to: weth,
      data: encodeFunctionData({ abi: weth9Abi, functionName: 'withdraw', args: [wei] }),
    },
  ])
  return receipt.transactionHash.toLowerCase()
}

describe.each(backends())('indexer on $name', (backend) => {
  const running: RunningServer[] = []
  const logs: LogEntry[] = []
  const boot = async (storage: Storage, config: ServerConfig['indexer'], rpcUrl?: string) => {
    const manifest = rpcUrl
      ? { ...devnet.manifest, chains: devnet.manifest.chains.map((c) => ({ ...c, rpcUrl })) }
      : devnet.manifest
    const server = await start(storage, {
      manifest,
      indexer: config,
      log: (entry) => logs.push(entry),
    })
    running.push(server)
    return server
  }
  const stored = async (server: RunningServer) => {
    const rows = await server.server.database.db
      .select()
      .from(transfers)
      .where(and(eq(transfers.chainId, CHAIN), gte(transfers.logIndex, 0)))
    return rows.map(keyOf).sort()
  }
  const cursorOf = async (server: RunningServer) => {
    const [row] = await server.server.database.db
      .select()
      .from(indexerCursors)
      .where(eq(indexerCursors.chainId, CHAIN))
    return row?.blockNumber ?? -1
  }
  afterAll(async () => {
    for (const server of running) await server.stop()
  })

  it.skipIf(!backend.available)(
    'resumes after a stop mid-stream with every Transfer log stored once and no gap',
    async () => {
      const storage = await backend.storage()
      await activity(3)
      // One block per range: the first server is stopped part-way through the backlog.
      const first = await boot(storage, { batchBlocks: 1, pollMs: 10 })
      await expect.poll(() => cursorOf(first), { timeout: 10_000, interval: 5 }).toBeGreaterThan(4)
      await first.stop()
      const stoppedAt = await (async () => {
        const reopened = await boot(storage, false)
        const at = await cursorOf(reopened)
        await reopened.stop()
        return at
      })()
      const head = Number(await rpc<Hex>('eth_blockNumber'))
      expect(stoppedAt).toBeLessThan(head)
      await activity(3)

      logs.length = 0
      const second = await boot(storage, { pollMs: 60_000 })
      await second.server.indexer?.sync()
      // The second server picked up right after the stored cursor, not from block 0.
      const firstRange = logs.find((e) => e.msg === 'indexed' && e.chain === CHAIN)
      expect(firstRange?.from).toBe(stoppedAt + 1)
      expect(await stored(second)).toEqual(await scan())
      expect(await cursorOf(second)).toBe(Number(await rpc<Hex>('eth_blockNumber')))

      // One native row per transaction on the chain, none twice.
      const head2 = Number(await rpc<Hex>('eth_blockNumber'))
      const perBlock = await Promise.all(
        Array.from({ length: head2 + 1 }, (_, n) =>
          rpc<Hex>('eth_getBlockTransactionCountByNumber', [`0x${n.toString(16)}`]),
        ),
      )
      const natives = await second.server.database.db
        .select({ txHash: transfers.txHash })
        .from(transfers)
        .where(and(eq(transfers.chainId, CHAIN), eq(transfers.logIndex, -1)))
      expect(natives.length).toBe(perBlock.reduce((sum, n) => sum + Number(n), 0))
      expect(new Set(natives.map((r) => r.txHash)).size).toBe(natives.length)
    },
    60_000,
  )

  it.skipIf(!backend.available)(
    'replaces what a reorganised chain dropped with the blocks that took its place',
    async () => {
      const storage = await backend.storage()
      const server = await boot(storage, { pollMs: 60_000, reorgWindow: 16 })
      await server.server.indexer?.sync()
      const snapshot = await rpc<Hex>('evm_snapshot')
      await activity(2)
      await server.server.indexer?.sync()
      const before = await stored(server)
      expect(before).toEqual(await scan())
      // Back to the snapshot, then a different, longer branch.
      await rpc('evm_revert', [snapshot])
      await activity(3)
      await server.server.indexer?.sync()
      const after = await stored(server)
      expect(after).toEqual(await scan())
      expect(after).not.toEqual(before)
      expect(logs.some((e) => e.msg === 'chain reorganised')).toBe(true)
    },
    60_000,
  )

  it.skipIf(!backend.available)(
    're-reads the last blocks within the confirmation depth on every pass',
    async () => {
      const storage = await backend.storage()
      const server = await boot(storage, { pollMs: 60_000, confirmations: 3 })
      await server.server.indexer?.sync()
      logs.length = 0
      await activity(1)
      await server.server.indexer?.sync()
      const head = Number(await rpc<Hex>('eth_blockNumber'))
      const range = logs.find((e) => e.msg === 'indexed' && e.chain === CHAIN)
      // Three new blocks plus the three below the old cursor.
      expect(range).toMatchObject({ from: head - 5, to: head })
      expect(await stored(server)).toEqual(await scan())
    },
  )
  it.skipIf(!backend.available)(
    'follows a reorg deeper than the window back to the fork and re-reads everything after it',
    async () => {
      const storage = await backend.storage()
      // Two stored blocks compared per round: the six-block reorg below is three windows deep.
      const server = await boot(storage, { pollMs: 60_000, reorgWindow: 2 })
      await server.server.indexer?.sync()
      const fork = Number(await rpc<Hex>('eth_blockNumber'))
      const snapshot = await rpc<Hex>('evm_snapshot')
      await activity(2)
      await server.server.indexer?.sync()
      const before = await stored(server)
      await rpc('evm_revert', [snapshot])
      await activity(3)
      logs.length = 0
      await server.server.indexer?.sync()
      const after = await stored(server)
      expect(after).toEqual(await scan())
      expect(after).not.toEqual(before)
      expect(logs.find((e) => e.msg === 'chain reorganised')).toMatchObject({ from: fork + 1 })
    },
    60_000,
  )

  it.skipIf(!backend.available)(
    'notices a reorg between two ranges of one pass by the parent hash and re-reads from the fork',
    async () => {
      const storage = await backend.storage()
      let base = Number.POSITIVE_INFINITY
      let snapshot: Hex = '0x0'
      // Ranges of two blocks; once the pass has committed the first range after `base`, the
      // chain is replaced by a longer branch just before the next range is read, so that range's
      // blocks and logs agree with each other but its first block no longer follows the last
      // one stored.
      const third = (c: { method: string; params: unknown[] }) => {
        const at = `0x${(base + 3).toString(16)}`
        if (c.method === 'eth_getLogs') return (c.params[0] as { fromBlock: Hex }).fromBlock === at
        return c.method === 'eth_getBlockByNumber' && c.params[0] === at
      }
      const proxy = await rpcProxy(third, async () => {
        await rpc('evm_revert', [snapshot])
        await activity(2)
      })
      try {
        const server = await boot(storage, { pollMs: 60_000, batchBlocks: 2 }, proxy.url)
        await server.server.indexer?.sync()
        base = Number(await rpc<Hex>('eth_blockNumber'))
        snapshot = await rpc<Hex>('evm_snapshot')
        await activity(1)
        logs.length = 0
        await server.server.indexer?.sync()
        expect(proxy.fired).toBe(true)
        expect(logs.some((e) => e.msg === 'chain reorganised during read')).toBe(true)
        expect(logs.find((e) => e.msg === 'chain reorganised')).toMatchObject({ from: base + 1 })
        expect(await stored(server)).toEqual(await scan())
      } finally {
        await proxy.close()
      }
    },
    60_000,
  )

  it.skipIf(!backend.available)(
    'stores the ETH an unwrap pays out; a node that cannot trace is asked no more, a failed trace is read again',
    async () => {
      const paidOut = async (server: RunningServer, txHash: string) =>
        (
          await server.server.database.db
            .select()
            .from(transfers)
            .where(and(eq(transfers.chainId, CHAIN), eq(transfers.txHash, txHash)))
        )
          .filter((row) => row.logIndex < -1)
          .map((row) => [row.from, row.to, row.value])
      const weth = chain().contracts.weth.toLowerCase()
      const me = account(4).toLowerCase()

      // A node that answers the trace: the payout is a native row from WETH to the account.
      const direct = await boot(await backend.storage(), { pollMs: 60_000 })
      const first = await unwrap(1234n)
      await direct.server.indexer?.sync()
      expect(await paidOut(direct, first)).toEqual([[weth, me, '1234']])

      // One failing once (a timeout, a restart): the pass fails, the next one stores the payout.
      let failures = 1
      const flaky = await traceProxy(() => (failures-- > 0 ? -32000 : 'pass'))
      // A node without the method: asked once, then the chain is indexed without payouts.
      let asked = 0
      const bare = await traceProxy(() => {
        asked++
        return -32601
      })
      try {
        const second = await unwrap(99n)
        const retried = await boot(await backend.storage(), { pollMs: 60_000 }, flaky.url)
        await retried.server.indexer?.sync().catch(() => {})
        await retried.server.indexer?.sync()
        expect(await paidOut(retried, second)).toEqual([[weth, me, '99']])

        logs.length = 0
        const without = await boot(await backend.storage(), { pollMs: 60_000 }, bare.url)
        await without.server.indexer?.sync()
        const askedFirst = asked
        await unwrap(5n)
        await without.server.indexer?.sync()
        expect(askedFirst).toBeGreaterThan(0)
        expect(asked).toBe(askedFirst)
        expect(await paidOut(without, second)).toEqual([])
        expect(logs.some((e) => e.msg.startsWith('transactions cannot be traced'))).toBe(true)
        expect(await cursorOf(without)).toBe(Number(await rpc<Hex>('eth_blockNumber')))
      } finally {
        await flaky.close()
        await bare.close()
      }
    },
    60_000,
  )

  it.skipIf(!backend.available)(
    "shows a transaction as pending until the chain's confirmations are on top of it, then confirmed",
    async () => {
      const storage = await backend.storage()
      const server = await boot(storage, { pollMs: 60_000, confirmations: { [CHAIN]: 3 } })
      const to = randomAccount().address
      await send(account(3), to, undefined, 1234n)
      await server.server.indexer?.sync()
      const status = async () => {
        const response = await call(server.url, `/v1/account/${to}/history?chainId=${CHAIN}`)
        const { data } = response.body as { data: Array<{ metadata: { status: string } }> }
        return data.map((t) => t.metadata.status)
      }
      expect(await status()).toEqual(['pending'])
      await rpc('anvil_mine', ['0x2'])
      await server.server.indexer?.sync()
      expect(await status()).toEqual(['pending'])
      await rpc('anvil_mine', ['0x1'])
      await server.server.indexer?.sync()
      expect(await status()).toEqual(['confirmed'])
    },
  )
})
