// Two server processes on one PostgreSQL, as behind a load balancer: a project's quotas (RPC
// calls, name registrations) hold for the project as a whole, not once per process.
import { type ChildProcess, spawn } from 'node:child_process'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backends } from './helpers/backends'
import { call, randomAccount, registration } from './helpers/fixture'

const root = resolve(import.meta.dirname, '../../..')
const tsx = join(root, 'node_modules/.bin/tsx')
const postgres = backends()[1]

/** Starts a server process and resolves with its URL once it listens. */
function serverProcess(config: Record<string, unknown>): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(tsx, [join(import.meta.dirname, 'helpers/server-process.ts'), JSON.stringify(config)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  return new Promise((resolve, reject) => {
    let out = ''
    let err = ''
    child.stdout?.on('data', (chunk) => {
      out += chunk
      const url = /listening (\S+)/.exec(out)?.[1]
      if (url) resolve({ url, child })
    })
    child.stderr?.on('data', (chunk) => {
      err += chunk
    })
    child.on('exit', (code) => reject(new Error(`server process exited (${code}): ${err.slice(-2000)}`)))
  })
}

const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve()
    child.on('exit', () => resolve())
    child.kill('SIGTERM')
  })

describe.skipIf(!postgres?.available)('two server processes on one PostgreSQL', () => {
  const servers: { url: string; child: ChildProcess }[] = []
  const stingy = { perSecond: 0.001 }

  beforeAll(async () => {
    const storage = await postgres?.storage()
    const config = {
      ...storage,
      indexer: false,
      upstreams: { 'eip155:31337': ['http://127.0.0.1:9'] },
      rateLimits: { rpc: { ...stingy, burst: 6 }, rpcPerClient: { perSecond: 1e6, burst: 1e6 } },
      names: { perProject: { ...stingy, burst: 2 }, perClient: { perSecond: 1e6, burst: 1e6 } },
    }
    // One after the other: the first applies the migrations.
    servers.push(await serverProcess(config))
    servers.push(await serverProcess(config))
  }, 120_000)
  afterAll(async () => {
    await Promise.all(servers.map(({ child }) => stopped(child)))
  })

  it('holds a project’s RPC quota across both processes', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) {
      const server = servers[i % 2] as { url: string }
      const answer = await call(server.url, '/v1/?chainId=eip155:31337&projectId=latch-demo', {
        json: { jsonrpc: '2.0', id: i, method: 'eth_blockNumber' },
      })
      statuses.push(answer.status)
    }
    expect(statuses.filter((status) => status !== 429)).toHaveLength(6)
    expect(statuses.slice(6)).toEqual([429, 429, 429, 429, 429, 429])
  })

  it('holds the name registration quota across both processes', async () => {
    const codes: (string | undefined)[] = []
    for (let i = 0; i < 4; i++) {
      const server = servers[i % 2] as { url: string }
      const body = await registration(randomAccount(), `spread-${crypto.randomUUID().slice(0, 8)}`)
      codes.push((await call(server.url, '/v1/profile/account', { json: body })).body.error?.code)
    }
    expect(codes).toEqual([undefined, undefined, 'name_quota', 'name_quota'])
  })
})
