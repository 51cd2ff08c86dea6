// `npm run bench:server`: devnet + services server on loopback, then a bounded autocannon run per
// case (5 s, 10 connections), printing requests/s and p50/p99 latency. Everything stops at the end.
// PGlite by default; set DATABASE_URL to measure on PostgreSQL.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startDevnet } from '@latch/devnet'
import autocannon from 'autocannon'
import { mnemonicToAccount } from 'viem/accounts'
import { chainIdToCoinType } from '../src/chain/ids'
import { startServer } from '../src/server'

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10)

const dataDir = mkdtempSync(join(tmpdir(), 'latch-bench-'))
const devnet = await startDevnet()
const databaseUrl = process.env.DATABASE_URL || undefined
const server = await startServer({
  dataDir,
  databaseUrl,
  manifest: devnet.manifest,
  log: 'silent',
  // The benchmark measures the server, not the limiter.
  rateLimits: { rpc: { perSecond: 1e9, burst: 1e9 } },
})

try {
  // A registered name, so the identity case measures a hit rather than a miss.
  const account = mnemonicToAccount(devnet.manifest.mnemonic)
  const message = JSON.stringify({
    name: 'bench-user',
    attributes: {},
    timestamp: Math.floor(Date.now() / 1000),
  })
  const registered = await fetch(`${server.url}/v1/profile/account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      coin_type: chainIdToCoinType(31337),
      address: account.address,
      message,
      signature: await account.signMessage({ message }),
    }),
  })
  if (!registered.ok) throw new Error(`registration failed: ${registered.status} ${await registered.text()}`)

  const cases = [
    { name: 'getWallets page', path: '/getWallets?page=2&entries=40&projectId=latch-demo' },
    { name: 'getWallets search', path: '/getWallets?search=wallet&entries=100&projectId=latch-demo' },
    { name: 'identity lookup', path: `/v1/identity/${account.address}?projectId=latch-demo` },
    {
      name: 'RPC eth_blockNumber',
      path: '/v1/?chainId=eip155:31337&projectId=latch-demo',
      method: 'POST' as const,
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber' }),
    },
  ]

  console.log(
    `${DURATION_S} s per case, ${CONNECTIONS} connections, server ${server.url} (${server.server.database.engine})\n`,
  )
  console.log(
    [
      'case'.padEnd(22),
      'req/s'.padStart(9),
      'p50 ms'.padStart(8),
      'p99 ms'.padStart(8),
      'non-2xx'.padStart(8),
    ].join(''),
  )
  for (const c of cases) {
    const result = await autocannon({
      url: `${server.url}${c.path}`,
      method: c.method ?? 'GET',
      headers: c.body ? { 'content-type': 'application/json' } : {},
      body: c.body,
      duration: DURATION_S,
      connections: CONNECTIONS,
    })
    console.log(
      [
        c.name.padEnd(22),
        result.requests.average.toFixed(0).padStart(9),
        String(result.latency.p50).padStart(8),
        String(result.latency.p99).padStart(8),
        String(result.non2xx + result.errors).padStart(8),
      ].join(''),
    )
  }
} finally {
  await server.stop()
  await devnet.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
