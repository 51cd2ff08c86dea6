// Starting, stopping and the command line, against real anvil processes.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { type Devnet, type DevnetManifest, readManifest, startDevnet, writeManifest } from '../src/index'
import { anvilPidsOnPort, freePort, isRunning, waitUntilGone } from './helpers'

const packageRoot = resolve(import.meta.dirname, '..')
const repoRoot = resolve(packageRoot, '../..')
const tsx = join(repoRoot, 'node_modules/.bin/tsx')
const cleanups: Array<() => unknown> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

async function start(options?: Parameters<typeof startDevnet>[0]): Promise<Devnet> {
  const devnet = await startDevnet(options)
  cleanups.push(() => devnet.stop())
  return devnet
}

/** Everything that must not change between starts: all but RPC URLs. */
const fixedPart = (m: DevnetManifest) => ({ ...m, chains: m.chains.map(({ rpcUrl: _, ...rest }) => rest) })

function spawnTracked(command: string, args: string[]): ChildProcess {
  const child = spawn(command, args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] })
  cleanups.push(() => child.exitCode === null && child.signalCode === null && child.kill('SIGKILL'))
  return child
}

function firstLine(child: ChildProcess): Promise<string> {
  return new Promise((done, reject) => {
    let out = ''
    let err = ''
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk
      if (out.includes('\n')) done(out.slice(0, out.indexOf('\n')))
    })
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      err += chunk
    })
    child.once('exit', (code) => reject(new Error(`exited with ${code} before printing: ${err}`)))
  })
}

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) done(child.exitCode)
    else child.once('exit', (code) => done(code))
  })

describe('startDevnet', () => {
  it('deploys the fixtures at the same addresses in two consecutive starts, well under 10 s once compiled', async () => {
    const first = await startDevnet()
    await first.stop()
    // The first start may have compiled the contracts; the second reads them from the cache.
    const began = performance.now()
    const second = await start()
    const seconds = (performance.now() - began) / 1000
    expect(fixedPart(second.manifest)).toEqual(fixedPart(first.manifest))
    expect(second.manifest.chains.map((c) => c.rpcUrl)).not.toEqual(
      first.manifest.chains.map((c) => c.rpcUrl),
    )
    expect(seconds).toBeLessThan(5)
  })

  it('stop kills both anvil processes and can be called twice', async () => {
    const devnet = await start()
    expect(devnet.pids).toHaveLength(2)
    expect(devnet.pids.every(isRunning)).toBe(true)
    await devnet.stop()
    expect(devnet.pids.filter(isRunning)).toEqual([])
    await devnet.stop()
    await expect(fetch(devnet.manifest.chains[0]?.rpcUrl ?? '')).rejects.toThrow()
  })

  it('listens on the ports it is given', async () => {
    const ports: [number, number] = [await freePort(), await freePort()]
    const devnet = await start({ ports })
    expect(devnet.manifest.chains.map((c) => c.rpcUrl)).toEqual(ports.map((p) => `http://127.0.0.1:${p}`))
  })

  it('fails clearly when a port is taken and leaves no anvil behind', async () => {
    const running = await start()
    const taken = Number(new URL(running.manifest.chains[0]?.rpcUrl ?? '').port)
    const other = await freePort()
    await expect(startDevnet({ ports: [other, taken] })).rejects.toThrow(
      /anvil \(chain 31338\) failed to start/,
    )
    expect(await waitUntilGone(anvilPidsOnPort(other))).toEqual([])
  })

  it('rejects malformed ports before starting anything', async () => {
    await expect(startDevnet({ ports: [8545, 8545] })).rejects.toThrow(/different ports/)
    await expect(startDevnet({ ports: [-1, 70000] as [number, number] })).rejects.toThrow(
      /two integers between 0 and 65535/,
    )
  })

  it('anvil dies with its parent even when the parent is killed with SIGKILL', async () => {
    const script = join(mkdtempSync(join(tmpdir(), 'latch-devnet-')), 'orphan.mts')
    writeFileSync(
      script,
      `import { startDevnet } from ${JSON.stringify(join(packageRoot, 'src/index.ts'))}\n` +
        'const devnet = await startDevnet()\nconsole.log(JSON.stringify(devnet.pids))\nsetInterval(() => {}, 1000)\n',
    )
    // node --import tsx keeps it one process, so SIGKILL really hits the devnet's owner.
    const child = spawnTracked(process.execPath, ['--import', 'tsx', script])
    const pids = JSON.parse(await firstLine(child)) as number[]
    expect(pids.every(isRunning)).toBe(true)
    child.kill('SIGKILL')
    expect(await waitUntilGone(pids)).toEqual([])
  })
})

describe('cli', () => {
  it('writes the manifest, prints both RPC URLs on one line and stops cleanly on SIGTERM', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'latch-devnet-')), 'manifest.json')
    const ports = [await freePort(), await freePort()]
    const child = spawnTracked(tsx, [
      join(packageRoot, 'src/cli.ts'),
      '--ports',
      ports.join(','),
      '--out',
      out,
    ])
    const line = await firstLine(child)
    for (const port of ports) expect(line).toContain(`http://127.0.0.1:${port}`)
    const manifest = readManifest(out)
    expect(manifest.chains.map((c) => c.id)).toEqual([31337, 31338])
    const pids = ports.flatMap(anvilPidsOnPort)
    expect(pids).toHaveLength(2)
    child.kill('SIGTERM')
    expect(await exitOf(child)).toBe(0)
    expect(pids.filter(isRunning)).toEqual([])
  })

  it('refuses bad arguments with a usage message', async () => {
    const child = spawnTracked(tsx, [join(packageRoot, 'src/cli.ts'), '--ports', 'abc'])
    let err = ''
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      err += chunk
    })
    expect(await exitOf(child)).toBe(2)
    expect(err).toMatch(/--ports needs two port numbers/)
    expect(err).toMatch(/Usage:/)
  })
})

describe('manifest files', () => {
  it('reads back what writeManifest wrote', async () => {
    const devnet = await start()
    const path = join(mkdtempSync(join(tmpdir(), 'latch-devnet-')), 'nested/manifest.json')
    writeManifest(devnet.manifest, path)
    expect(readManifest(path)).toEqual(devnet.manifest)
  })

  it('explains a missing, non-JSON or malformed manifest', () => {
    const dir = mkdtempSync(join(tmpdir(), 'latch-devnet-'))
    expect(() => readManifest(join(dir, 'none.json'))).toThrow(/No devnet manifest/)
    writeFileSync(join(dir, 'bad.json'), '{not json')
    expect(() => readManifest(join(dir, 'bad.json'))).toThrow(/not valid JSON/)
    writeFileSync(
      join(dir, 'wrong.json'),
      JSON.stringify({ mnemonic: 'x', accounts: ['0x12'], chains: [], ethPriceUsd: 1 }),
    )
    expect(() => readManifest(join(dir, 'wrong.json'))).toThrow(/malformed: accounts must be addresses/)
    expect(readFileSync(join(dir, 'wrong.json'), 'utf8')).toContain('mnemonic')
  })
})
