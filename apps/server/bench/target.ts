// The processes under test for `npm run bench:server`, in a child process of its own so the load
// generator does not share their event loop and `--cpu-prof` profiles the server alone: the
// services server, a bare node:http JSON-RPC floor and two bare node:http fixed-JSON floors. Prints
// their URLs as one JSON line, then runs until stdin closes.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startServer } from '../src/server'
import { freshDatabase } from './postgres'

const manifest = JSON.parse(readFileSync(process.env.LATCH_BENCH_MANIFEST as string, 'utf8'))
const dataDir = mkdtempSync(join(tmpdir(), 'latch-bench-'))
const database = process.env.DATABASE_URL ? await freshDatabase(process.env.DATABASE_URL) : undefined
const server = await startServer({
  dataDir,
  databaseUrl: database?.url,
  manifest,
  log: 'silent',
  // The benchmark measures the server, not the limiter: its one client (ten connections from one
  // address) would otherwise be held to a visitor's share. The limits still run, at their cost.
  rateLimits: {
    rpc: { perSecond: 1e9, burst: 1e9 },
    rpcPerClient: { perSecond: 1e9, burst: 1e9 },
    reads: { perSecond: 1e9, burst: 1e9 },
  },
})

/** Parses each call and answers it with its own id: the least a JSON-RPC server can do. */
const rpcFloor = createServer((req, res) => {
  let body = ''
  req.setEncoding('utf8')
  req.on('data', (chunk: string) => {
    body += chunk
  })
  req.on('end', () => {
    const call = JSON.parse(body) as { id: unknown }
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ jsonrpc: '2.0', id: call.id, result: '0x1' }))
  })
})

// About 1 kB of JSON, serialised once.
const fixed = JSON.stringify({
  data: Array.from({ length: 8 }, (_, i) => ({
    id: `${i}`.repeat(64).slice(0, 64),
    name: `Example Wallet ${i}`,
    homepage: `https://wallet${i}.example.org`,
  })),
  count: 8,
})
const jsonFloor = createServer((_, res) => {
  res.writeHead(200, { 'content-type': 'application/json' })
  res.end(fixed)
})

// About 20 kB, the size of a wallet page (40 listings): how much of a page's cost is its bytes.
const large = Buffer.from(
  JSON.stringify({
    data: Array.from({ length: 40 }, (_, i) => ({
      id: `${i}`.repeat(64).slice(0, 64),
      name: `Example Wallet ${i}`,
      homepage: `https://wallet${i}.example.org`,
      image_id: `${i}`.repeat(64).slice(0, 64),
      order: i,
      mobile_link: `wallet${i}://`,
      desktop_link: null,
      webapp_link: `https://app.wallet${i}.example.org`,
      app_store: `https://apps.example.com/app/wallet-${i}/id${1_000_000 + i}`,
      play_store: `https://play.example.com/store/apps/details?id=org.example.wallet${i}`,
      rdns: `org.example.wallet${i}`,
      chains: ['eip155:1', 'eip155:10', 'eip155:137', 'eip155:8453', 'eip155:42161'],
      badge_type: 'none',
    })),
    count: 40,
  }),
)
const largeFloor = createServer((_, res) => {
  res.writeHead(200, { 'content-type': 'application/json' })
  res.end(large)
})

const listen = (s: Server) =>
  new Promise<string>((resolve) =>
    s.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(s.address() as AddressInfo).port}`)),
  )

process.stdout.write(
  `${JSON.stringify({
    server: server.url,
    engine: server.server.database.engine,
    rpcFloor: await listen(rpcFloor),
    jsonFloor: await listen(jsonFloor),
    largeFloor: await listen(largeFloor),
    fixedBytes: fixed.length,
    largeBytes: large.byteLength,
  })}\n`,
)

let stopping = false
const stop = async () => {
  if (stopping) return
  stopping = true
  for (const floor of [rpcFloor, jsonFloor, largeFloor]) {
    floor.closeAllConnections()
    floor.close()
  }
  await server.stop()
  await database?.drop()
  rmSync(dataDir, { recursive: true, force: true })
  // A clean exit, so `--cpu-prof` writes its profile.
  process.exit(0)
}
process.stdin.resume()
process.stdin.on('end', () => void stop())
process.on('SIGTERM', () => void stop())
