import { type ChildProcess, spawn } from 'node:child_process'
import { connect, createServer } from 'node:net'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { ChainConfig } from '../src/config'

/** Anvil's default mnemonic: its first accounts start with 10,000 ETH each. */
export const mnemonic = 'test test test test test test test test test test test junk'

// String paths, not `new URL`: DOM test files replace the global URL with one that fileURLToPath refuses.
const anvilBin = join(dirname(fileURLToPath(import.meta.url)), '../../../node_modules/.bin/anvil')

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

export type Anvil = { chain: ChainConfig; stop(): Promise<void> }

/** Starts a real anvil chain on a free loopback port and waits until it answers. */
export async function startAnvil(chainId = 31337): Promise<Anvil> {
  const port = await freePort()
  const child: ChildProcess = spawn(
    anvilBin,
    ['--port', String(port), '--host', '127.0.0.1', '--chain-id', String(chainId), '--silent'],
    { stdio: 'ignore' },
  )
  const rpcUrl = `http://127.0.0.1:${port}`
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  const chain = {
    id: chainId,
    name: `Anvil ${chainId}`,
    rpcUrl,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  }
  // Poll the TCP port with node:net, not fetch: in DOM test files fetch is the DOM's and logs each refusal.
  for (let attempt = 0; attempt < 100; attempt++) {
    if (await listening(port)) return { chain, stop }
    await new Promise((r) => setTimeout(r, 100))
  }
  await stop()
  throw new Error(`anvil did not start on port ${port}`)
}
