// `npm run soak`: the services held at a fixed request rate on loopback for a bounded time
// (default 60 s, at most 5 minutes), a devnet behind them. Prints the heap after a full GC at the
// start and at the end, the error count and latency, then stops everything.
//   npm run soak -- --seconds 120 --rate 300
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { startDevnet } from '@latch/devnet'
import { startServer } from '../src/server'

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: process.env.SOAK_SECONDS ?? '60' },
    rate: { type: 'string', default: process.env.SOAK_RATE ?? '200' },
  },
})
const seconds = Number(values.seconds)
const rate = Number(values.rate)
if (!(seconds > 0 && seconds <= 300) || !(rate > 0 && rate <= 5_000)) {
  console.error('soak: --seconds must be in (0, 300] and --rate in (0, 5000]')
  process.exit(2)
}
const gc = (globalThis as { gc?: () => void }).gc
if (!gc) {
  console.error('soak: run with node --expose-gc (npm run soak does)')
  process.exit(2)
}
const heapAfterGc = () => {
  gc()
  gc()
  return Math.round((process.memoryUsage().heapUsed / 1024 / 1024) * 10) / 10
}

const dataDir = mkdtempSync(join(tmpdir(), 'latch-soak-'))
const devnet = await startDevnet()
const server = await startServer({
  dataDir,
  databaseUrl: process.env.DATABASE_URL || undefined,
  manifest: devnet.manifest,
  log: 'silent',
  rateLimits: { rpc: { perSecond: 1e9, burst: 1e9 }, analytics: { perSecond: 1e9, burst: 1e9 } },
})
const account = devnet.manifest.accounts[0] ?? '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const chain = `eip155:${devnet.manifest.chains[0]?.id}`
const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
})
// What the modal asks for, in rough proportion: reads mostly, one write (analytics) among them.
const mix: [string, RequestInit?][] = [
  ['/health'],
  ['/getWallets?entries=40&page=1'],
  ['/getWallets?search=wallet'],
  ['/public/getTokenImage/ETH'],
  ['/projects/v1/origins?projectId=latch-demo'],
  ['/getAnalyticsConfig?projectId=latch-demo'],
  ['/v1/supported-chains'],
  [`/v1/?chainId=${chain}&projectId=latch-demo`, json({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber' })],
  [`/v1/account/${account}/balance?currency=usd&chainId=${chain}`],
  [`/v1/account/${account}/history?chainId=${chain}`],
  [`/v1/account/${account}/nfts?chainId=${chain}`],
  ['/v1/profile/suggestions/alice'],
  [`/v1/identity/${account}`],
  [`/v1/sessions/${account}`],
  [
    '/e?projectId=latch-demo',
    json({ eventId: 'soak', url: 'http://localhost/', domain: 'localhost', timestamp: 1, props: {} }),
  ],
]

let sent = 0
let errors = 0
const latencies: number[] = []
const failures = new Map<string, number>()
const one = async (i: number) => {
  const [path, init] = mix[i % mix.length] as [string, RequestInit?]
  const began = performance.now()
  try {
    const response = await fetch(`${server.url}${path}`, { ...init, signal: AbortSignal.timeout(10_000) })
    await response.arrayBuffer()
    if (response.status >= 400) throw new Error(`${response.status}`)
  } catch (error) {
    errors++
    const key = `${path.split('?')[0]} ${(error as Error).message}`
    failures.set(key, (failures.get(key) ?? 0) + 1)
  }
  latencies.push(performance.now() - began)
}

try {
  // A short warm-up fills caches and compiles the hot paths before the first heap figure.
  await Promise.all(mix.map((_, i) => one(i)))
  latencies.length = 0
  errors = 0
  failures.clear()
  const heapStart = heapAfterGc()
  console.log(
    `soak: ${rate} req/s for ${seconds} s against ${server.url}; heap after GC at start ${heapStart} MB`,
  )
  const inFlight = new Set<Promise<void>>()
  const began = performance.now()
  const end = began + seconds * 1000
  let lastReport = began
  // Requests leave on schedule whatever the answers do: a slow server shows as latency, not as a
  // lower rate.
  while (performance.now() < end) {
    const due = Math.floor(((performance.now() - began) / 1000) * rate)
    while (sent < due) {
      const p = one(sent++)
      inFlight.add(p)
      p.finally(() => inFlight.delete(p))
    }
    if (performance.now() - lastReport >= 10_000) {
      lastReport = performance.now()
      const mb = Math.round(process.memoryUsage().heapUsed / 1024 / 1024)
      console.log(
        `  ${Math.round((lastReport - began) / 1000)} s: ${sent} sent, ${errors} errors, ${inFlight.size} in flight, heap ${mb} MB`,
      )
    }
    await new Promise((r) => setTimeout(r, 5))
  }
  await Promise.all(inFlight)
  const heapEnd = heapAfterGc()
  latencies.sort((a, b) => a - b)
  const pct = (p: number) => Math.round((latencies[Math.floor((latencies.length - 1) * p)] ?? 0) * 10) / 10
  console.log(
    `soak: ${sent} requests in ${seconds} s (${Math.round(sent / seconds)} req/s), ${errors} errors, p50 ${pct(0.5)} ms, p99 ${pct(0.99)} ms, max ${pct(1)} ms; heap after GC ${heapStart} MB at start, ${heapEnd} MB at end`,
  )
  for (const [what, n] of failures) console.log(`  error: ${what} x${n}`)
  process.exitCode = errors === 0 ? 0 : 1
} finally {
  await server.stop()
  await devnet.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
