// An ERC-4337 bundler for one devnet chain: Pimlico's alto, run from npm as a child process. It
// sends bundles from its own executor key (HD index 11 of the devnet mnemonic, funded at start) so
// the balances and nonces of anvil's accounts #0..#9, which tests and wallets use, never change.
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { numberToHex, parseEther, toHex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { MNEMONIC } from './fixtures'
import type { Address } from './manifest'
import { spawnWatchdog, track } from './processes'
import { rpc } from './rpc'

/** HD indexes of the bundler's executor and utility keys under the devnet mnemonic: keys no test signs or buys with (#10 is the on-ramp treasury, #11-#16 test accounts, #20-#21 Farcaster custody). */
export const BUNDLER_EXECUTOR_INDEX = 18
export const BUNDLER_UTILITY_INDEX = 19
const BUNDLER_FUNDS = parseEther('1000')

export interface Bundler {
  pid: number
  url: string
  stop(): Promise<void>
}

const require = createRequire(import.meta.url)

const keyOf = (addressIndex: number) => {
  const key = mnemonicToAccount(MNEMONIC, { addressIndex }).getHdKey().privateKey
  if (!key) throw new Error(`no private key at index ${addressIndex}`)
  return toHex(key)
}

/** Asks the OS for a free port (alto cannot be told to pick one and say which). */
function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject()))
    })
  })
}

async function answers(url: string): Promise<boolean> {
  return rpc<string[]>(url, 'eth_supportedEntryPoints').then(
    (entryPoints) => entryPoints.length > 0,
    () => false,
  )
}

export async function startBundler(options: {
  rpcUrl: string
  entryPoint: Address
  /** 0 (the default) picks a free port. */
  port?: number
  quiet?: boolean
}): Promise<Bundler> {
  for (const index of [BUNDLER_EXECUTOR_INDEX, BUNDLER_UTILITY_INDEX]) {
    const address = mnemonicToAccount(MNEMONIC, { addressIndex: index }).address
    await rpc(options.rpcUrl, 'anvil_setBalance', [address, numberToHex(BUNDLER_FUNDS)])
  }
  const port = options.port || (await freePort())
  const cli = require.resolve('@pimlico/alto').replace(/index\.js$/, 'cli/alto.js')
  // safe-mode enforces ERC-7562 with a tracer anvil lacks; the rules stay checked by simulation.
  const args = [
    cli,
    ...['--entrypoints', options.entryPoint, '--rpc-url', options.rpcUrl, '--port', String(port)],
    ...['--executor-private-keys', keyOf(BUNDLER_EXECUTOR_INDEX)],
    ...['--utility-private-key', keyOf(BUNDLER_UTILITY_INDEX)],
    ...['--safe-mode', 'false', '--log-level', options.quiet === false ? 'info' : 'warn'],
  ]
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] })
  const exited = track(child)
  const tail: string[] = []
  const keep = (chunk: string) => {
    if (options.quiet === false) process.stdout.write(`[bundler] ${chunk}`)
    tail.push(chunk)
    if (tail.length > 20) tail.shift()
  }
  child.stdout?.setEncoding('utf8').on('data', keep)
  child.stderr?.setEncoding('utf8').on('data', keep)
  const watchdog = spawnWatchdog(child.pid as number)
  const url = `http://127.0.0.1:${port}/rpc`
  const stop = async () => {
    watchdog.kill('SIGKILL')
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 2_000)
      await exited
      clearTimeout(timer)
    }
  }
  const deadline = Date.now() + 30_000
  while (!(await answers(url))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop()
      throw new Error(`the bundler (alto) did not start on ${url}:\n${tail.join('').slice(-2000)}`)
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  return { pid: child.pid as number, url, stop }
}
