import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { type LocalServer, realDelay, sendJson, startLocalServer } from '../../test/support/local-server'
import { spinUntil } from '../../test/support/spin'
import { createFallbackTransport } from './fallback'
import { blockchainRpcUrl } from './rpc-url'

type Behaviour = 'ok' | 'fail' | 'hang' | 'revert' | 'internal' | { slowMs: number }

// Three JSON-RPC servers whose behaviour each test sets: they fail, hang or slow down for real.
const servers: LocalServer[] = []
const behaviour: Behaviour[] = ['ok', 'ok', 'ok']

beforeAll(async () => {
  for (let i = 0; i < 3; i++) {
    servers.push(
      await startLocalServer(async (req, res) => {
        const mode = behaviour[i] ?? 'ok'
        const id = (req.body as { id?: number })?.id
        if (mode === 'fail') return sendJson(res, 503, { error: 'down' })
        if (mode === 'hang') return
        if (mode === 'revert')
          return sendJson(res, 200, { jsonrpc: '2.0', id, error: { code: 3, message: 'execution reverted' } })
        if (mode === 'internal')
          return sendJson(res, 200, { jsonrpc: '2.0', id, error: { code: -32603, message: 'internal' } })
        if (typeof mode === 'object') await realDelay(mode.slowMs)
        sendJson(res, 200, { jsonrpc: '2.0', id, result: `0x${i}` })
      }),
    )
  }
})
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()))
})
afterEach(() => {
  vi.useRealTimers()
  behaviour.fill('ok')
  for (const s of servers) s.requests.length = 0
})

const urls = () => servers.map((s) => s.url)
const hits = () => servers.map((s) => s.requests.length)

describe('fallback transport', () => {
  test('JSON-RPC is sent to the first endpoint when it answers', async () => {
    const transport = createFallbackTransport({ urls: urls() })
    expect(await transport.request({ method: 'eth_chainId' })).toBe('0x0')
    expect(servers[0]?.requests[0]?.body).toMatchObject({ jsonrpc: '2.0', method: 'eth_chainId', params: [] })
    expect(hits()).toEqual([1, 0, 0])
  })

  test('it falls back across endpoints in order when one fails', async () => {
    behaviour[0] = 'fail'
    behaviour[1] = 'fail'
    const transport = createFallbackTransport({ urls: urls() })
    expect(await transport.request({ method: 'eth_blockNumber' })).toBe('0x2')
    expect(hits()).toEqual([1, 1, 1])
  })

  test('a deterministic JSON-RPC error (execution reverted) is thrown without falling back', async () => {
    behaviour[0] = 'revert'
    const transport = createFallbackTransport({ urls: urls() })
    await expect(transport.request({ method: 'eth_call' })).rejects.toThrow('execution reverted')
    expect(hits()).toEqual([1, 0, 0])
  })

  test('an internal JSON-RPC error falls back to the next endpoint', async () => {
    behaviour[0] = 'internal'
    const transport = createFallbackTransport({ urls: urls() })
    expect(await transport.request({ method: 'eth_call' })).toBe('0x1')
  })

  test('when every endpoint fails the error says so and keeps each reason', async () => {
    behaviour.fill('fail')
    const transport = createFallbackTransport({ urls: urls() })
    const error = await transport.request({ method: 'eth_blockNumber' }).catch((e: unknown) => e)
    expect((error as Error).message).toBe('All 3 RPC endpoints failed for eth_blockNumber')
    expect((error as { details: { errors: string[] } }).details.errors).toEqual([
      'HTTP status code: 503',
      'HTTP status code: 503',
      'HTTP status code: 503',
    ])
  })

  test("an aborted RPC request fails with 'Request was aborted' and tries no other endpoint", async () => {
    behaviour[0] = 'hang'
    const transport = createFallbackTransport({ urls: urls() })
    const controller = new AbortController()
    const pending = transport.request({ method: 'eth_blockNumber' }, { signal: controller.signal })
    await spinUntil(() => servers[0]?.requests.length === 1)
    controller.abort()
    await expect(pending).rejects.toThrow('Request was aborted')
    expect(hits()).toEqual([1, 0, 0])
  })

  test('a hanging endpoint is given up after the request time limit and the next one answers', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    behaviour[0] = 'hang'
    const transport = createFallbackTransport({ urls: urls(), timeoutMs: 5000 })
    const pending = transport.request({ method: 'eth_blockNumber' })
    await spinUntil(() => servers[0]?.requests.length === 1)
    await vi.advanceTimersByTimeAsync(5000)
    expect(await pending).toBe('0x1')
  })

  test('creating a transport needs at least one URL', () => {
    expect(() => createFallbackTransport({ urls: [] })).toThrow('at least one RPC URL')
  })
})

describe('fallback transport ranking', () => {
  test('ranking polls every 4000 ms, starting at the first request (none at creation) and stops with stop()', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const transport = createFallbackTransport({ urls: urls(), rank: true })
    expect(vi.getTimerCount()).toBe(0)
    await transport.request({ method: 'eth_chainId' })
    expect(vi.getTimerCount()).toBe(1)
    const before = hits().reduce((a, b) => a + b, 0)
    vi.advanceTimersByTime(3999)
    expect(hits().reduce((a, b) => a + b, 0)).toBe(before)
    vi.advanceTimersByTime(1)
    await spinUntil(() => hits().reduce((a, b) => a + b, 0) === before + 3)
    transport.stop()
    expect(vi.getTimerCount()).toBe(0)
  })

  test('a failing endpoint drops behind stable ones and a slow one behind a fast one', async () => {
    behaviour[0] = 'fail'
    behaviour[1] = { slowMs: 120 }
    const transport = createFallbackTransport({ urls: urls(), rank: true })
    for (let round = 0; round < 3; round++) await transport.rankNow()
    expect(transport.endpoints()).toEqual([servers[2]?.url, servers[1]?.url, servers[0]?.url])
    for (const s of servers) s.requests.length = 0
    expect(await transport.request({ method: 'eth_chainId' })).toBe('0x2')
    expect(hits()).toEqual([0, 0, 1])
    transport.stop()
  })

  test('a ping that takes more than 1000 ms counts as a failure', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    behaviour[0] = 'hang'
    let ranked: readonly string[] = []
    const transport = createFallbackTransport({
      urls: urls().slice(0, 2),
      rank: true,
      onRanked: (order) => {
        ranked = order
      },
    })
    const round = transport.rankNow()
    await spinUntil(() => servers[0]?.requests.length === 1 && servers[1]?.requests.length === 1)
    await vi.advanceTimersByTimeAsync(999)
    expect(ranked).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    await round
    expect(ranked).toEqual([servers[1]?.url, servers[0]?.url])
  })
})

describe('hosted blockchain RPC URL', () => {
  test('the hosted RPC URL is /v1/?chainId={chain}&projectId={id}', () => {
    expect(blockchainRpcUrl('https://rpc.example.com', 'eip155:10', 'p1')).toBe(
      'https://rpc.example.com/v1/?chainId=eip155%3A10&projectId=p1',
    )
  })
})
