// Starts and stops one anvil process. Anvil is spawned from its platform binary (not the npm
// `bin` wrapper) so the pid we hold is anvil's own and killing it leaves nothing behind.
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { spawnWatchdog, track } from './processes'
import { rpc } from './rpc'

export interface AnvilOptions {
  chainId: number
  /** 0 lets the OS pick a free port. */
  port: number
  mnemonic: string
  quiet: boolean
}

export interface Anvil {
  pid: number
  port: number
  rpcUrl: string
  stop(): Promise<void>
}

const require = createRequire(import.meta.url)

function anvilBinary(): string {
  const pkg = `@foundry-rs/anvil-${process.platform}-${process.arch === 'x64' ? 'amd64' : process.arch}`
  try {
    return join(dirname(require.resolve(`${pkg}/package.json`)), 'bin', 'anvil')
  } catch {
    throw new Error(`anvil binary not found: npm package ${pkg} is not installed for this platform`)
  }
}

async function rpcAnswers(url: string): Promise<boolean> {
  return rpc(url, 'eth_chainId').then(
    () => true,
    () => false,
  )
}

export async function startAnvil(options: AnvilOptions): Promise<Anvil> {
  const args = ['--host', '127.0.0.1', '--port', String(options.port), '--chain-id', String(options.chainId)]
  args.push('--mnemonic', options.mnemonic, '--color', 'never')
  const child = spawn(anvilBinary(), args, { stdio: ['ignore', 'pipe', 'pipe'] })
  const exited = track(child)

  // Keep a short tail of output for error messages; always drain the pipes so anvil never blocks.
  const tail: string[] = []
  let banner = true
  const onLine = (line: string) => {
    tail.push(line)
    if (tail.length > 20) tail.shift()
    if (!options.quiet && !banner && line.trim())
      process.stdout.write(`[devnet ${options.chainId}] ${line}\n`)
  }
  let buffered = ''
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    buffered += chunk
    const lines = buffered.split('\n')
    buffered = lines.pop() ?? ''
    for (const line of lines) onLine(line)
  })
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    for (const line of chunk.split('\n')) {
      tail.push(line)
      if (!options.quiet && line.trim()) process.stderr.write(`[devnet ${options.chainId}] ${line}\n`)
    }
  })

  const port = await new Promise<number>((resolvePort, reject) => {
    const fail = (why: string) =>
      reject(new Error(`anvil (chain ${options.chainId}) failed to start: ${why}\n${tail.join('\n')}`))
    const timer = setTimeout(() => fail('no "Listening on" line within 10 s'), 10_000)
    child.once('error', (error) => fail(error.message))
    child.once('exit', (code, signal) => fail(`exited with ${signal ?? `code ${code}`}`))
    child.stdout?.on('data', () => {
      const match = tail.join('\n').match(/Listening on [\d.]+:(\d+)/)
      if (match?.[1]) {
        clearTimeout(timer)
        banner = false
        resolvePort(Number(match[1]))
      }
    })
  }).catch(async (error: unknown) => {
    child.kill('SIGKILL')
    await exited
    throw error
  })

  const pid = child.pid as number
  const watchdog = spawnWatchdog(pid)
  const rpcUrl = `http://127.0.0.1:${port}`
  for (let i = 0; !(await rpcAnswers(rpcUrl)); i++) {
    if (i >= 100) {
      watchdog.kill('SIGKILL')
      child.kill('SIGKILL')
      throw new Error(`anvil (chain ${options.chainId}) listens on ${rpcUrl} but its RPC does not answer`)
    }
    await new Promise((r) => setTimeout(r, 50))
  }

  let stopping: Promise<void> | undefined
  const stop = () => {
    stopping ??= (async () => {
      watchdog.kill('SIGKILL')
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM')
        const timer = setTimeout(() => child.kill('SIGKILL'), 2_000)
        await exited
        clearTimeout(timer)
      }
    })()
    return stopping
  }
  return { pid, port, rpcUrl, stop }
}
