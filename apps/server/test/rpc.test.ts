import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServer } from '../src/server'
import { backends } from './helpers/backends'
import { call, start, useDevnet } from './helpers/fixture'
import { freePort } from './helpers/postgres'

const devnet = useDevnet()
const [pglite] = backends()
const blockNumber = { jsonrpc: '2.0', id: 7, method: 'eth_blockNumber' }

describe('RPC proxy upstreams and limits', () => {
  let server: RunningServer
  let failing: Server
  let failingHits = 0

  beforeAll(async () => {
    // An upstream that always answers 503, and a port where nothing listens.
    failing = createServer((_, res) => {
      failingHits += 1
      res.writeHead(503).end('down')
    })
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve))
    const failingUrl = `http://127.0.0.1:${(failing.address() as { port: number }).port}`
    const deadUrl = `http://127.0.0.1:${await freePort()}`
    server = await start(await (pglite as NonNullable<typeof pglite>).storage(), {
      manifest: devnet.manifest,
      upstreams: {
        'eip155:31337': [deadUrl, failingUrl],
        'eip155:999': [deadUrl],
      },
      rateLimits: { rpc: { perSecond: 0.001, burst: 4 } },
    })
  })
  afterAll(async () => {
    await server?.stop()
    await new Promise((resolve) => failing?.close(resolve))
  })

  it('falls back across upstreams in order until one answers', async () => {
    const response = await call(server.url, '/v1/?chainId=eip155:31337&projectId=latch-demo', {
      json: blockNumber,
    })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ id: 7, result: expect.stringMatching(/^0x/) })
    expect(failingHits).toBe(1)
  })

  it('answers 502 when every upstream of a chain is down', async () => {
    const response = await call(server.url, '/v1/?chainId=eip155:999&projectId=latch-demo', {
      json: blockNumber,
    })
    expect(response.status).toBe(502)
    expect(response.body.error?.code).toBe('upstream_unavailable')
  })

  it('limits requests per project with 429', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 3; i++) {
      statuses.push(
        (await call(server.url, '/v1/?chainId=eip155:31338&projectId=latch-demo', { json: blockNumber }))
          .status,
      )
    }
    // Two of the burst of 4 went to the tests above.
    expect(statuses).toEqual([200, 200, 429])
  })
})
