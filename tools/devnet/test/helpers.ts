// Process helpers for the lifecycle tests.
import { readdirSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'

/** True while the process exists and is not a zombie (an exited child no one has reaped yet). */
export function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z'
  } catch {
    return false
  }
}

export async function waitUntilGone(pids: number[], ms = 3_000): Promise<number[]> {
  const deadline = Date.now() + ms
  while (pids.some(isRunning) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50))
  return pids.filter(isRunning)
}

/** Pids of anvil processes whose command line asks for the given port. */
export function anvilPidsOnPort(port: number): number[] {
  const found: number[] = []
  for (const entry of readdirProc()) {
    try {
      const args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0')
      const i = args.indexOf('--port')
      if (args[0]?.endsWith('/anvil') && args[i + 1] === String(port) && isRunning(Number(entry)))
        found.push(Number(entry))
    } catch {
      // the process ended while we looked
    }
  }
  return found
}

function readdirProc(): string[] {
  return readdirSync('/proc').filter((name) => /^\d+$/.test(name))
}

export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const address = server.address()
  await new Promise<void>((done) => server.close(() => done()))
  if (typeof address !== 'object' || address === null) throw new Error('no port')
  return address.port
}
