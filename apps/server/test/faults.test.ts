import { execFile, spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { MNEMONIC } from '@latch/devnet'
import { type Anvil, startAnvil } from '@latch/devnet/anvil'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LogEntry } from '../src/http/log'
import { startServer } from '../src/server'
import { backends } from './helpers/backends'
import { call, randomAccount, registration, start } from './helpers/fixture'
import { postgresAvailable, startPostgres } from './helpers/postgres'

// Each fault is caused for real: processes are stopped and started, sockets left half-written.
const [pglite] = backends()
const storage = () => (pglite as NonNullable<typeof pglite>).storage()
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const root = resolve(import.meta.dirname, '../../..')
const tsx = join(root, 'node_modules/.bin/tsx')

/** Writes raw bytes on a fresh connection; resolves with what came back once the server closed it. */
function rawExchange(port: number, chunks: string[], giveUpMs: number) {
  return new Promise<{ closed: boolean; afterMs: number; reply: string }>((done) => {
    const socket = connect(port, '127.0.0.1')
    const began = Date.now()
    let reply = ''
    socket.on('data', (d) => {
      reply += d
    })
    socket.on('error', () => {})
    socket.on('close', () => done({ closed: true, afterMs: Date.now() - began, reply }))
    socket.on('connect', () => {
      for (const chunk of chunks) socket.write(chunk)
    })
    setTimeout(() => {
      socket.destroy()
      done({ closed: false, afterMs: Date.now() - began, reply })
    }, giveUpMs).unref()
  })
}

describe('an RPC upstream stops mid-traffic', () => {
  let first: Anvil
  let second: Anvil

  beforeAll(async () => {
    const anvils = await Promise.all(
      [0, 1].map(() => startAnvil({ chainId: 31337, port: 0, mnemonic: MNEMONIC, quiet: true })),
    )
    first = anvils[0] as Anvil
    second = anvils[1] as Anvil
  })
  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()])
  })

  it('fails over to the next upstream with no error seen by a caller, and returns to the first once it is back', async () => {
    // The second chain is 1,000 blocks ahead, so each answer tells which upstream gave it.
    await fetch(second.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_mine', params: ['0x3e8'] }),
    })
    const server = await start(await storage(), {
      upstreams: { 'eip155:31337': [first.rpcUrl, second.rpcUrl] },
      indexer: false,
      rateLimits: {
        rpc: { perSecond: 100_000, burst: 100_000 },
        rpcPerClient: { perSecond: 100_000, burst: 100_000 },
      },
      // No answer cache: every call goes upstream, so each answer shows which upstream served it.
      // A short health window: the first upstream's failures age out soon after it is back.
      rpc: { cache: { maxBytes: 0 }, healthWindowMs: 2_000 },
    })
    const seen: { at: number; from: 'first' | 'second' }[] = []
    const failures: string[] = []
    let running = true
    const caller = async () => {
      for (let id = 0; running; id++) {
        const response = await call(server.url, '/v1/?chainId=eip155:31337&projectId=latch-demo', {
          json: { jsonrpc: '2.0', id, method: 'eth_blockNumber' },
        }).catch((error: unknown) => ({
          status: 0,
          body: { error: String(error) } as Record<string, unknown>,
        }))
        const result = response.body.result
        if (response.status !== 200 || typeof result !== 'string') {
          failures.push(`${response.status} ${JSON.stringify(response.body)}`)
          continue
        }
        seen.push({ at: Date.now(), from: BigInt(result) >= 1000n ? 'second' : 'first' })
      }
    }
    const callers = Array.from({ length: 4 }, caller)
    try {
      await sleep(300)
      const port = first.port
      const stoppedAt = Date.now()
      await first.stop()
      await sleep(700)
      const restartedAt = Date.now()
      first = await startAnvil({ chainId: 31337, port, mnemonic: MNEMONIC, quiet: true })
      const backAt = Date.now()
      // Its failures age out of the health window (2 s here), then it is asked first again.
      for (let i = 0; i < 200 && !seen.some((s) => s.at > backAt && s.from === 'first'); i++) await sleep(50)
      running = false
      await Promise.all(callers)

      expect(failures).toEqual([])
      expect(seen.filter((s) => s.at < stoppedAt).every((s) => s.from === 'first')).toBe(true)
      const whileDown = seen.filter((s) => s.at > stoppedAt + 50 && s.at < restartedAt)
      expect(whileDown.length).toBeGreaterThan(10)
      expect(whileDown.every((s) => s.from === 'second')).toBe(true)
      expect(seen.some((s) => s.at > backAt && s.from === 'first')).toBe(true)
      console.info(
        `rpc failover: ${seen.length} calls, 0 failed; ${whileDown.length} answered by the second upstream while the first was down`,
      )
    } finally {
      running = false
      await Promise.all(callers)
      await server.stop()
    }
  }, 60_000)
})

describe.skipIf(!postgresAvailable)('PostgreSQL stops', () => {
  let cluster: Awaited<ReturnType<typeof startPostgres>>
  beforeAll(async () => {
    cluster = await startPostgres()
  })
  afterAll(() => cluster?.stop())

  it('answers 503 database_unavailable, writes nothing half, and recovers by itself when it returns', async () => {
    const logs: LogEntry[] = []
    const server = await startServer({
      databaseUrl: await cluster.createDatabase(),
      log: (entry) => logs.push(entry),
      indexer: false,
      upstreams: { 'eip155:31337': ['http://127.0.0.1:9'] },
    })
    const signer = randomAccount()
    const count = async (table: string) => {
      const rows = (await server.server.database.db.execute(
        sql.raw(`select count(*)::int as n from ${table}`),
      )) as unknown as {
        rows: { n: number }[]
      }
      return rows.rows[0]?.n
    }
    try {
      expect((await call(server.url, '/projects/v1/origins?projectId=latch-demo')).status).toBe(200)
      const before = { names: await count('names'), used: await count('used_signatures') }

      cluster.halt()
      // Routes that need no database keep answering. The RPC proxy for a project just looked up
      // (its quota, kept in the database, falls back to this process) reaches its upstream.
      const rpc = await call(server.url, '/v1/?chainId=eip155:31337&projectId=latch-demo', {
        json: { jsonrpc: '2.0', id: 1, method: 'eth_blockNumber' },
      })
      expect(rpc.body.error?.code).toBe('upstream_unavailable')
      const signed = await registration(signer, 'outage-name')
      const whileDown = [
        await call(server.url, '/v1/profile/account', { json: signed }),
        await call(server.url, `/v1/identity/${signer.address}`),
        await call(server.url, `/v1/sessions/${signer.address}`),
        await call(server.url, '/v1/profile/account/alice'),
        await call(server.url, '/getAnalyticsConfig?projectId=not-cached'),
      ]
      for (const response of whileDown) {
        expect(response.status).toBe(503)
        expect(response.body.error?.code).toBe('database_unavailable')
        expect(response.text).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|postgres|\n\s+at /)
      }
      // Routes that need no database keep answering.
      expect((await call(server.url, '/health')).status).toBe(200)
      expect((await call(server.url, '/getWallets?entries=1')).status).toBe(200)

      cluster.resume()
      let back = 0
      for (let i = 0; i < 50 && back !== 200; i++) {
        back = (await call(server.url, `/v1/identity/${signer.address}`)).status
        if (back !== 200) await sleep(100)
      }
      expect(back).toBe(200)
      // Nothing of the refused registration was kept: the same signed request now succeeds once.
      expect({ names: await count('names'), used: await count('used_signatures') }).toEqual(before)
      const retried = await call(server.url, '/v1/profile/account', { json: signed })
      expect(retried.status).toBe(200)
      expect(retried.body.name).toBe('outage-name.latch.id')
      expect(await count('names')).toBe((before.names ?? 0) + 1)
      expect(logs.filter((l) => l.msg === 'unhandled error')).toEqual([])
      expect(logs.some((l) => l.msg === 'database unavailable')).toBe(true)
    } finally {
      await server.stop()
    }
  }, 60_000)
})

describe('a PGlite data folder that cannot be used at start', () => {
  const dir = mkdtempSync(join(tmpdir(), 'latch-faults-'))
  chmodSync(dir, 0o755)
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const serve = (dataDir: string, asUser?: string) =>
    new Promise<{ code: number | null; stderr: string }>((done) => {
      const args = [
        'apps/server/src/cli.ts',
        '--port',
        '0',
        '--data-dir',
        dataDir,
        '--manifest',
        join(dir, 'none.json'),
      ]
      const [command, argv] = asUser ? ['runuser', ['-u', asUser, '--', tsx, ...args]] : [tsx, args]
      execFile(
        command,
        argv,
        { cwd: root, timeout: 60_000, env: { ...process.env, LATCH_INDEXER: 'off' } },
        (error, _stdout, stderr) =>
          done({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stderr }),
      )
    })

  it('refuses a folder another server holds, with a clear message and a non-zero exit', async () => {
    const dataDir = join(dir, 'held')
    const holder = spawn(
      tsx,
      ['apps/server/src/cli.ts', '--port', '0', '--data-dir', dataDir, '--manifest', join(dir, 'none.json')],
      {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, LATCH_INDEXER: 'off' },
      },
    )
    const exited = new Promise((r) => holder.on('exit', r))
    try {
      let listening = ''
      holder.stderr.on('data', (d) => {
        listening += d
      })
      for (let i = 0; i < 200 && !listening.includes('listening on'); i++) await sleep(100)
      expect(listening).toContain('listening on')
      const second = await serve(dataDir)
      expect(second.code).toBe(1)
      expect(second.stderr).toContain(`PGlite data folder ${dataDir} is in use by process`)
      expect(second.stderr).not.toMatch(/\n\s+at /)
    } finally {
      holder.kill('SIGTERM')
      await exited
    }
    // Once the holder stopped, the folder is free again.
    expect(existsSync(join(dataDir, 'latch-server.lock'))).toBe(false)
  }, 60_000)

  it('refuses a folder it cannot write, with a clear message and a non-zero exit', async () => {
    // Root writes anywhere, so the server runs as `nobody` over a folder only root may write.
    const readOnly = join(dir, 'read-only')
    const asNobody = await serve(join(readOnly, 'data'), 'nobody')
    expect(asNobody.code).toBe(1)
    expect(asNobody.stderr).toMatch(/PGlite data folder .* cannot be created \(EACCES\)/)
    // A path through a file is no folder for anyone, root included.
    writeFileSync(join(dir, 'a-file'), '')
    const throughFile = await serve(join(dir, 'a-file', 'data'))
    expect(throughFile.code).toBe(1)
    expect(throughFile.stderr).toMatch(/PGlite data folder .* cannot be created \(ENOTDIR\)/)
  }, 60_000)
})

describe('slow and broken clients', () => {
  it('closes a connection that sends part of a request within the header and request timeouts', async () => {
    const logs: LogEntry[] = []
    const server = await start(await storage(), {
      indexer: false,
      log: (entry) => logs.push(entry),
      timeouts: { headersMs: 500, requestMs: 1_000 },
    })
    try {
      // Headers never finished.
      const headers = await rawExchange(server.port, ['GET /health HTTP/1.1\r\nHost: x\r\n'], 5_000)
      expect(headers.closed).toBe(true)
      expect(headers.afterMs).toBeLessThan(2_000)
      expect(headers.reply).toMatch(/^HTTP\/1\.1 408/)
      // Headers done, the body never finished.
      const body = await rawExchange(
        server.port,
        [
          'POST /v1/profile/account HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"a":',
        ],
        5_000,
      )
      expect(body.closed).toBe(true)
      expect(body.afterMs).toBeLessThan(3_000)
      // The server still answers everyone else.
      expect((await call(server.url, '/health')).status).toBe(200)
      await sleep(100)
      expect(logs.filter((l) => l.level === 'error')).toEqual([])
    } finally {
      await server.stop()
    }
  }, 30_000)

  it('keeps sensible timeouts by default', async () => {
    const { timeoutOptions } = await import('../src/http/timeouts')
    expect(timeoutOptions()).toMatchObject({
      headersTimeout: 10_000,
      requestTimeout: 30_000,
      keepAliveTimeout: 5_000,
    })
    expect(() => timeoutOptions({ headersMs: 5_000, requestMs: 1_000 })).toThrow(/headersMs/)
  })

  it('logs malformed chunked bodies and aborted uploads as client errors, never as unhandled', async () => {
    const logs: LogEntry[] = []
    const server = await start(await storage(), { indexer: false, log: (entry) => logs.push(entry) })
    try {
      const chunked = await rawExchange(
        server.port,
        [
          'POST /v1/profile/account HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
          '5\r\n{"a":\r\nZZ\r\n',
        ],
        5_000,
      )
      // The route had begun reading when the framing broke: the connection is closed, with a 400
      // when the answer still fits.
      expect(chunked.closed).toBe(true)
      expect(chunked.reply).toMatch(/^$|^HTTP\/1\.1 400/)
      const aborted = connect(server.port, '127.0.0.1')
      aborted.on('error', () => {})
      aborted.write(
        'POST /e?projectId=latch-demo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"eventId":',
      )
      await sleep(200)
      aborted.destroy()
      await sleep(300)
      expect((await call(server.url, '/health')).status).toBe(200)
      expect(logs.filter((l) => l.level === 'error')).toEqual([])
      expect(logs.some((l) => l.msg === 'client error' && l.level === 'warn')).toBe(true)
      expect(logs.some((l) => l.msg === 'request' && l.status === 400 && l.path === '/e')).toBe(true)
    } finally {
      await server.stop()
    }
  }, 30_000)
})
