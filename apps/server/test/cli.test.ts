import { execFile, spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort } from './helpers/postgres'

const root = resolve(import.meta.dirname, '../../..')
const tsx = join(root, 'node_modules/.bin/tsx')
/**
 * The server in one process, TypeScript loaded by tsx's hooks: a SIGTERM reaches the server's own
 * handler. Through the tsx command, a second process relays the signal and, when it lands just as
 * the server starts listening, may end with the signal itself (exit 143) before the server has
 * closed.
 */
const server = (args: string[], env?: NodeJS.ProcessEnv) =>
  spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/cli.ts', ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(env ? { env } : {}),
  })
const run = promisify(execFile)
const dir = mkdtempSync(join(tmpdir(), 'latch-cli-'))
const dataDir = join(dir, 'data')
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function projects(...args: string[]) {
  try {
    const { stdout } = await run(tsx, ['apps/server/src/projects-cli.ts', ...args, '--data-dir', dataDir], {
      cwd: root,
    })
    return { code: 0, stdout }
  } catch (error) {
    const failure = error as { code: number; stdout: string; stderr: string }
    return { code: failure.code, stdout: failure.stdout, stderr: failure.stderr }
  }
}

describe('command-line tools', () => {
  it('adds, lists, re-targets and removes projects', async () => {
    expect((await projects('add', 'shop', 'https://shop.example', '*.shop.example')).code).toBe(0)
    expect((await projects('add', 'shop')).code).toBe(1)
    expect((await projects('set-origins', 'shop', 'http://localhost:*')).stdout).toContain(
      'http://localhost:*',
    )
    const listed = await projects('list')
    expect(listed.stdout).toMatch(/^shop\tanalytics\thttp:\/\/localhost:\*$/m)
    expect((await projects('add', 'bad', 'not a pattern')).code).toBe(2)
    expect((await projects('remove', 'shop')).code).toBe(0)
    expect((await projects('remove', 'shop')).code).toBe(1)
  }, 60_000)

  it('listens on loopback whatever HOST says, and has no demo project unless asked', async () => {
    const port = await freePort()
    const child = server(['--port', String(port), '--data-dir', join(dir, 'deploy')], {
      ...process.env,
      HOST: '0.0.0.0',
      LATCH_HOST: '',
      LATCH_DEMO_PROJECT: '',
    })
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve))
    try {
      const listening = await new Promise<string>((resolve, reject) => {
        let stderr = ''
        child.stderr.on('data', (chunk) => {
          stderr += chunk
          const line = /listening on (\S+)/.exec(stderr)
          if (line?.[1]) resolve(line[1])
        })
        child.on('exit', () => reject(new Error(`server exited: ${stderr}`)))
      })
      expect(listening).toBe(`http://127.0.0.1:${port}`)
      const demo = await fetch(`${listening}/projects/v1/origins?projectId=latch-demo`)
      expect(demo.status).toBe(401)
    } finally {
      child.kill('SIGTERM')
    }
    expect(await exited).toBe(0)
  }, 60_000)

  it('serves with the manifest’s chains and shuts down cleanly on SIGTERM', async () => {
    const port = await freePort()
    const manifest = join(dir, 'manifest.json')
    writeFileSync(
      manifest,
      JSON.stringify({ chains: [{ id: 31337, name: 'Latch Local', rpcUrl: 'http://127.0.0.1:1' }] }),
    )
    const child = server(['--port', String(port), '--data-dir', dataDir, '--manifest', manifest])
    let stderr = ''
    child.stderr.on('data', (chunk) => {
      stderr += chunk
    })
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve))
    try {
      let chains: unknown
      for (let i = 0; i < 100 && chains === undefined; i++) {
        await new Promise((r) => setTimeout(r, 200))
        chains = await fetch(`http://127.0.0.1:${port}/v1/supported-chains`)
          .then((r) => r.json())
          .catch(() => undefined)
      }
      expect(chains).toEqual({ http: ['eip155:31337'], ws: [] })
    } finally {
      child.kill('SIGTERM')
    }
    expect(await exited).toBe(0)
    expect(stderr).toContain('SIGTERM: closing server and database')
  }, 60_000)
})
