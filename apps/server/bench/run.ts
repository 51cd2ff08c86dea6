// `npm run bench:server`: the devnet, then the services server and two bare node:http floors in a
// child process (bench/target.ts), and a bounded autocannon run per case from this process. Each
// case stands beside its floor and prints the ratio: anvil direct and a JSON-RPC floor beside the
// RPC proxy, a fixed 1 kB JSON floor beside each read route. Every case runs `--rounds` times,
// interleaved, and keeps its best round. Answers are checked, so a fast wrong answer counts.
//
//   npm run bench:server -- [--duration 4] [--connections 10] [--rounds 2] [--only regex]
//                           [--profile dir]   (writes the server's .cpuprofile into dir)
// PGlite by default; set DATABASE_URL to measure on PostgreSQL.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { get as httpGet, type IncomingHttpHeaders } from 'node:http'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { createInterface } from 'node:readline'
import { parseArgs } from 'node:util'
import { gunzipSync } from 'node:zlib'
import { startDevnet } from '@latch/devnet'
import autocannon, { type Request as LoadRequest } from 'autocannon'
import { encodeFunctionData, parseAbi } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { chainIdToCoinType } from '../src/chain/ids'

const { values: flags } = parseArgs({
  options: {
    duration: { type: 'string', default: process.env.BENCH_DURATION ?? '4' },
    connections: { type: 'string', default: process.env.BENCH_CONNECTIONS ?? '10' },
    rounds: { type: 'string', default: '2' },
    only: { type: 'string' },
    profile: { type: 'string' },
  },
})
const DURATION_S = Number(flags.duration)
const CONNECTIONS = Number(flags.connections)
const ROUNDS = Number(flags.rounds)
const only = flags.only ? new RegExp(flags.only, 'i') : undefined
/** What a browser's fetch sends. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd'

/** A GET with its body as sent, not decompressed. */
const getRaw = (url: string, headers: Record<string, string>) =>
  new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = httpGet(url, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
      res.on('error', reject)
    })
    req.on('error', reject)
  })

const devnet = await startDevnet()
const tmp = mkdtempSync(join(tmpdir(), 'latch-bench-run-'))
const manifestPath = join(tmp, 'manifest.json')
writeFileSync(manifestPath, JSON.stringify(devnet.manifest))
const chain = devnet.manifest.chains[0] as (typeof devnet.manifest.chains)[number]
const anvil = chain.rpcUrl

const nodeArgs = ['--import', 'tsx']
if (flags.profile) nodeArgs.push('--cpu-prof', `--cpu-prof-dir=${resolve(flags.profile)}`)
const child: ChildProcess = spawn(
  process.execPath,
  [...nodeArgs, resolve(import.meta.dirname, 'target.ts')],
  { stdio: ['pipe', 'pipe', 'inherit'], env: { ...process.env, LATCH_BENCH_MANIFEST: manifestPath } },
)
const exited = new Promise<void>((done) => child.once('exit', () => done()))

interface Targets {
  server: string
  engine: string
  rpcFloor: string
  jsonFloor: string
  largeFloor: string
  fixedBytes: number
  largeBytes: number
}

const rpcCall = async (url: string, method: string, params: unknown[] = []) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: unknown }).result
}

try {
  const targets = await new Promise<Targets>((done, fail) => {
    child.once('exit', (code) => fail(new Error(`bench target exited with ${code}`)))
    createInterface({ input: child.stdout as NonNullable<ChildProcess['stdout']> }).once('line', (line) =>
      done(JSON.parse(line)),
    )
  })
  const { server } = targets
  const proxy = `${server}/v1/?chainId=eip155:${chain.id}&projectId=latch-demo`

  // A registered name, so the identity and name cases measure a hit rather than a miss.
  const account = mnemonicToAccount(devnet.manifest.mnemonic)
  const message = JSON.stringify({
    name: 'bench-user',
    attributes: {},
    timestamp: Math.floor(Date.now() / 1000),
    domain: new URL(server).hostname,
    purpose: 'latch-name-registration',
    address: account.address,
  })
  const registered = await fetch(`${server}/v1/profile/account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      coin_type: chainIdToCoinType(chain.id),
      address: account.address,
      message,
      signature: await account.signMessage({ message }),
    }),
  })
  if (!registered.ok) throw new Error(`registration failed: ${registered.status} ${await registered.text()}`)

  // What the reads must answer, asked of anvil before the load starts (nothing is mined during it).
  const holder = devnet.manifest.accounts[1] as string
  const callData = encodeFunctionData({
    abi: parseAbi(['function getEthBalance(address) view returns (uint256)']),
    functionName: 'getEthBalance',
    args: [holder as `0x${string}`],
  })
  const ethCall = [{ to: chain.contracts.multicall3, data: callData }, 'latest']
  const expected = {
    balance: await rpcCall(anvil, 'eth_getBalance', [holder, 'latest']),
    call: await rpcCall(anvil, 'eth_call', ethCall),
  }

  type Check = (body: string, context: Record<string, unknown>, headers?: Record<string, string>) => boolean
  interface Case {
    group: string
    name: string
    url: string
    /** The case this one is compared with (its floor). */
    floor?: string
    request: LoadRequest
    check: Check
    /** Reads and checks the answer once before the run, where the load cannot. */
    verify?: () => Promise<void>
  }
  const rpcRequest = (method: string, params: unknown[] = [], check?: (result: unknown) => boolean) => {
    const request: LoadRequest = {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // A fresh id per call, so an answer carrying another caller's id counts as wrong.
      setupRequest: (req, context) => {
        const id = ((context.id as number | undefined) ?? 0) + 1
        context.id = id
        return { ...req, body: JSON.stringify({ jsonrpc: '2.0', id, method, params }) }
      },
    }
    const ok: Check = (body, context) => {
      const answer = JSON.parse(body) as { id: unknown; result?: unknown }
      return answer.id === context.id && 'result' in answer && (check ? check(answer.result) : true)
    }
    return { request, check: ok }
  }
  const hex = (result: unknown) => typeof result === 'string' && /^0x[0-9a-f]+$/.test(result)
  const randomAddress = () =>
    `0x${Array.from({ length: 40 }, () => Math.floor(Math.random() * 16).toString(16)).join('')}`
  const uniqueNonce = (): Pick<Case, 'request' | 'check'> => ({
    request: {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      setupRequest: (req, context) => {
        const id = ((context.id as number | undefined) ?? 0) + 1
        context.id = id
        const params = [randomAddress(), 'latest']
        return {
          ...req,
          body: JSON.stringify({ jsonrpc: '2.0', id, method: 'eth_getTransactionCount', params }),
        }
      },
    },
    check: (body, context) => {
      const answer = JSON.parse(body) as { id: unknown; result?: unknown }
      return answer.id === context.id && answer.result === '0x0'
    },
  })
  const get = (path: string, check: Check = () => true) => ({
    request: { method: 'GET' as const, path },
    check,
  })

  // Read routes are asked as a browser asks them, gzip accepted. autocannon hands the body over
  // as text, which cannot hold gzip's bytes, so a gzipped answer is read and checked once before
  // the run (gunzipped) and each answer under load must carry that answer's tag and length.
  const gzipped = new Map<string, { etag: string; length: string }>()
  const route = (name: string, path: string, check: Check = () => true): Case => ({
    group: 'read routes',
    name,
    url: server,
    floor: 'fixed 1 kB JSON floor',
    request: { method: 'GET', path, headers: { 'accept-encoding': BROWSER_ENCODINGS } },
    check: (body, context, headers) => {
      if (headers?.['content-encoding'] !== 'gzip') return check(body, context)
      const known = gzipped.get(path)
      return known !== undefined && headers.etag === known.etag && headers['content-length'] === known.length
    },
    verify: async () => {
      const answer = await getRaw(`${server}${path}`, { 'accept-encoding': BROWSER_ENCODINGS })
      if (answer.headers['content-encoding'] !== 'gzip') return
      if (!check(gunzipSync(answer.body).toString('utf8'), {}))
        throw new Error(`${name}: the gzipped answer is wrong`)
      const { etag, 'content-length': length } = answer.headers
      gzipped.set(path, { etag: String(etag), length: String(length) })
    },
  })
  const all: Case[] = [
    {
      group: 'repeated reads',
      name: 'JSON-RPC floor',
      url: targets.rpcFloor,
      ...rpcRequest('eth_blockNumber'),
    },
    {
      group: 'repeated reads',
      name: 'anvil eth_blockNumber',
      url: anvil,
      floor: 'JSON-RPC floor',
      ...rpcRequest('eth_blockNumber', [], hex),
    },
    {
      group: 'repeated reads',
      name: 'proxy eth_blockNumber',
      url: proxy,
      floor: 'JSON-RPC floor',
      ...rpcRequest('eth_blockNumber', [], hex),
    },
    {
      group: 'repeated reads',
      name: 'proxy eth_getBalance',
      url: proxy,
      floor: 'JSON-RPC floor',
      ...rpcRequest('eth_getBalance', [holder, 'latest'], (r) => r === expected.balance),
    },
    {
      group: 'repeated reads',
      name: 'proxy eth_call',
      url: proxy,
      floor: 'JSON-RPC floor',
      ...rpcRequest('eth_call', ethCall, (r) => r === expected.call),
    },
    { group: 'unique reads', name: 'anvil getTxCount rand', url: anvil, ...uniqueNonce() },
    {
      group: 'unique reads',
      name: 'proxy getTxCount rand',
      url: proxy,
      floor: 'anvil getTxCount rand',
      ...uniqueNonce(),
    },
    { group: 'read routes', name: 'fixed 1 kB JSON floor', url: targets.jsonFloor, ...get('/') },
    // Not a floor for any case: beside the 1 kB one, it shows what the bytes of a page cost alone.
    {
      group: 'read routes',
      name: 'fixed 20 kB JSON floor',
      url: targets.largeFloor,
      floor: 'fixed 1 kB JSON floor',
      ...get('/'),
    },
    route('getWallets page', '/getWallets?page=2&entries=40&projectId=latch-demo'),
    route('getWallets search', '/getWallets?search=wallet&entries=100&projectId=latch-demo'),
    route('identity', `/v1/identity/${account.address}?projectId=latch-demo`, (body) =>
      body.includes('bench-user.'),
    ),
    route(
      'balance',
      `/v1/account/${holder}/balance?currency=usd&chainId=eip155:${chain.id}&projectId=latch-demo`,
      (body) => body.includes('"balances":[{'),
    ),
    route(
      'history',
      `/v1/account/${account.address}/history?chainId=eip155:${chain.id}&projectId=latch-demo`,
      (body) => body.startsWith('{"data":'),
    ),
    route('names', '/v1/profile/account/bench-user?projectId=latch-demo', (body) =>
      body.includes('"name":"bench-user.'),
    ),
  ]
  // A case's floor always runs beside it, so every ratio is measured in the same run.
  const picked = all.filter((c) => !only || only.test(c.name) || only.test(c.group))
  const floors = new Set(picked.flatMap((c) => (c.floor ? [c.floor] : [])))
  const cases = all.filter((c) => picked.includes(c) || floors.has(c.name))

  interface Measured {
    rps: number
    p99: number
    bad: number
    wrong: number
    /** Bytes per answer on the wire, headers included. */
    bytes: number
  }
  const best = new Map<string, Measured>()
  const run = async (c: Case): Promise<Measured> => {
    let wrong = 0
    const request: LoadRequest = {
      ...c.request,
      // autocannon passes the headers too, which its types leave out.
      onResponse: (
        status: number,
        body: string,
        context: Record<string, unknown>,
        headers?: Record<string, string>,
      ) => {
        // Node names its own headers in capitals (Content-Length), the app's in lower case.
        const named =
          headers && Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]))
        if (status === 200 && !c.check(body, context, named)) wrong += 1
      },
    }
    const result = await autocannon({
      url: c.url,
      duration: DURATION_S,
      connections: CONNECTIONS,
      requests: [request],
    })
    return {
      rps: result.requests.average,
      p99: result.latency.p99,
      bad: result.non2xx + result.errors + result.timeouts,
      wrong,
      bytes: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
    }
  }

  console.log(
    `${DURATION_S} s x ${CONNECTIONS} connections per case, best of ${ROUNDS} rounds; server ${server} (${targets.engine}); fixed floors ${targets.fixedBytes} and ${targets.largeBytes} bytes\n`,
  )
  for (const c of cases) await c.verify?.()
  for (let round = 0; round < ROUNDS; round++) {
    for (const c of cases) {
      const measured = await run(c)
      const previous = best.get(c.name)
      best.set(c.name, {
        ...(previous && previous.rps >= measured.rps ? previous : measured),
        // Failures count from every round, not only the best one.
        bad: (previous?.bad ?? 0) + measured.bad,
        wrong: (previous?.wrong ?? 0) + measured.wrong,
      })
    }
  }

  console.log(
    [
      'case'.padEnd(24),
      'req/s'.padStart(9),
      'p99 ms'.padStart(8),
      'errors'.padStart(8),
      'wrong'.padStart(7),
      'bytes'.padStart(8),
    ]
      .concat('   ratio to floor')
      .join(''),
  )
  let group = ''
  for (const c of cases) {
    if (c.group !== group) {
      group = c.group
      console.log(`-- ${group}`)
    }
    const m = best.get(c.name) as Measured
    const floor = c.floor ? best.get(c.floor) : undefined
    const ratio = floor ? `${(m.rps / floor.rps).toFixed(2)}x` : ''
    console.log(
      [
        c.name.padEnd(24),
        m.rps.toFixed(0).padStart(9),
        String(m.p99).padStart(8),
        String(m.bad).padStart(8),
        String(m.wrong).padStart(7),
        m.bytes.toFixed(0).padStart(8),
        ratio ? `   ${ratio.padStart(6)} of ${c.floor}` : '',
      ].join(''),
    )
  }
} finally {
  child.stdin?.end()
  await Promise.race([exited, new Promise((done) => setTimeout(done, 10_000))])
  if (child.exitCode === null) child.kill('SIGKILL')
  await devnet.stop()
  rmSync(tmp, { recursive: true, force: true })
}
