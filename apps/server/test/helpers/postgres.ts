import { execFileSync } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'

const BIN = '/usr/lib/postgresql/15/bin'
export const postgresAvailable = existsSync(join(BIN, 'pg_ctl')) && existsSync('/usr/sbin/runuser')

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

// PostgreSQL refuses to run as root, so the cluster belongs to the `postgres` user.
const asPostgres = (args: string[]) =>
  execFileSync('runuser', ['-u', 'postgres', '--', ...args], { stdio: 'pipe', timeout: 60_000 })

/** A throwaway PostgreSQL 15 cluster on loopback; `createDatabase` gives each test its own database. */
export async function startPostgres() {
  const dir = mkdtempSync(join(tmpdir(), 'latch-pg-'))
  chmodSync(dir, 0o777)
  const data = join(dir, 'data')
  const port = await freePort()
  const options = `-p ${port} -k ${dir} -h 127.0.0.1 -c fsync=off`
  asPostgres([join(BIN, 'initdb'), '-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync'])
  asPostgres([join(BIN, 'pg_ctl'), '-D', data, '-w', '-l', join(dir, 'log'), '-o', options, 'start'])
  const admin = `postgres://postgres@127.0.0.1:${port}/postgres`
  let n = 0
  return {
    async createDatabase(): Promise<string> {
      const name = `latch_test_${process.pid}_${++n}`
      const client = new pg.Client(admin)
      await client.connect()
      await client.query(`CREATE DATABASE ${name}`)
      await client.end()
      return `postgres://postgres@127.0.0.1:${port}/${name}`
    },
    /** Stops the server (fast shutdown: sessions are cut) and keeps its data for `resume`. */
    halt() {
      asPostgres([join(BIN, 'pg_ctl'), '-D', data, '-m', 'fast', '-w', 'stop'])
    },
    /** Starts the halted server again on the same port and data. */
    resume() {
      asPostgres([join(BIN, 'pg_ctl'), '-D', data, '-w', '-l', join(dir, 'log'), '-o', options, 'start'])
    },
    stop() {
      try {
        asPostgres([join(BIN, 'pg_ctl'), '-D', data, '-m', 'immediate', 'stop'])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}
