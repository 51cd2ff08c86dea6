import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'

const APP = resolve(import.meta.dirname, '../../apps/next-example')
const NEXT = resolve(import.meta.dirname, '../../node_modules/next/dist/bin/next')

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const address = server.address()
  await new Promise<void>((done) => server.close(() => done()))
  if (!address || typeof address === 'string') throw new Error('no free port')
  return address.port
}

export interface NextExample {
  url: string
  stop(): Promise<void>
}

/**
 * Builds apps/next-example (offline: no telemetry, no font host) and serves it with `next start`, its pages reading the devnet manifest of the browser tests.
 */
export async function startNextExample(): Promise<NextExample> {
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' }
  await promisify(execFile)(process.execPath, [NEXT, 'build'], { cwd: APP, env, maxBuffer: 16 * 1024 * 1024 })
  const port = await freePort()
  const child: ChildProcess = spawn(
    process.execPath,
    [NEXT, 'start', '-p', String(port), '-H', '127.0.0.1'],
    {
      cwd: APP,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  const url = `http://127.0.0.1:${port}`
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((done) => child.once('exit', done))
      child.kill()
      await exited
    }
    rmSync(join(APP, '.next'), { recursive: true, force: true })
  }
  // Ready once it says so; a server that exits first says why.
  try {
    await new Promise<void>((done, fail) => {
      const ready = () => /Ready in/.test(output) && done()
      child.stdout?.on('data', ready)
      child.once('exit', () => fail(new Error(`next start exited: ${output}`)))
      ready()
    })
    const response = await fetch(url)
    if (!response.ok) throw new Error(`next start answers ${response.status}`)
  } catch (error) {
    await stop()
    throw error
  }
  return { url, stop }
}
