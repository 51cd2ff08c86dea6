// A throwaway anvil chain with a chosen chain id, for networks devnet does not run (Ethereum
// mainnet, a chain only the wallet knows). Pages reach it under its public RPC address through
// Playwright routing, so nothing leaves the machine.
import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Page } from '@playwright/test'

export interface LocalChain {
  chainId: number
  rpcUrl: string
  stop(): Promise<void>
}

const require = createRequire(import.meta.url)

function anvilBinary(): string {
  const arch = process.arch === 'x64' ? 'amd64' : process.arch
  return join(
    dirname(require.resolve(`@foundry-rs/anvil-${process.platform}-${arch}/package.json`)),
    'bin',
    'anvil',
  )
}

/** Starts anvil on a free port with `chainId`; resolves once it prints where it listens. */
export async function startLocalChain(chainId: number): Promise<LocalChain> {
  const args = ['--host', '127.0.0.1', '--port', '0', '--chain-id', String(chainId), '--color', 'never']
  const child: ChildProcess = spawn(anvilBinary(), args, { stdio: ['ignore', 'pipe', 'pipe'] })
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  let output = ''
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`anvil (chain ${chainId}) did not start:\n${output}`)),
      10_000,
    )
    child.once('error', reject)
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk
    })
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk
      const match = output.match(/Listening on [\d.]+:(\d+)/)
      if (match?.[1]) {
        clearTimeout(timer)
        resolve(Number(match[1]))
      }
    })
  }).catch(async (error: unknown) => {
    child.kill('SIGKILL')
    await exited
    throw error
  })
  // Keep draining output so anvil never blocks on a full pipe.
  child.stdout?.resume()
  return {
    chainId,
    rpcUrl: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type',
}

/** Serves every request the page makes to `publicUrl` from the local chain. */
export async function routeRpc(page: Page, publicUrl: string, chain: LocalChain): Promise<void> {
  const origin = new URL(publicUrl).origin
  await page.route(`${origin}/**`, async (route) => {
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS })
    const response = await route.fetch({ url: chain.rpcUrl })
    return route.fulfill({ response, headers: { ...response.headers(), ...CORS } })
  })
}
