// `npm run server`: the services server on PGlite (or PostgreSQL with DATABASE_URL), with RPC
// upstreams from the devnet manifest when one exists and from LATCH_RPC_UPSTREAMS (any chain,
// Solana clusters included). It listens on loopback unless LATCH_HOST
// (or --host) says otherwise; a generic HOST variable, which shells and platforms set for their
// own reasons, is never read. The `latch-demo` project (any localhost origin) exists only with
// --demo: a deployment starts with the projects its operator adds.
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { type DevnetManifest, readManifest } from './chain/manifest'
import { parseUpstreamsEnv } from './chain/upstreams-env'
import { startServer } from './server'

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '8787' },
    host: { type: 'string', default: process.env.LATCH_HOST || '127.0.0.1' },
    demo: { type: 'boolean', default: process.env.LATCH_DEMO_PROJECT === '1' },
    manifest: { type: 'string', default: process.env.LATCH_MANIFEST ?? '.latch/manifest.json' },
    'data-dir': { type: 'string', default: process.env.LATCH_DATA_DIR ?? '.latch/server-data' },
    'public-url': { type: 'string', default: process.env.LATCH_PUBLIC_URL ?? '' },
  },
})

const port = Number(values.port)
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Invalid --port: ${values.port}`)
  process.exit(2)
}
const manifestPath = resolve(values.manifest)
let manifest: DevnetManifest | undefined
if (existsSync(manifestPath)) manifest = readManifest(manifestPath)
else console.error(`No devnet manifest at ${manifestPath}; the RPC proxy has no upstreams.`)

let upstreams: Record<string, string[]>
try {
  upstreams = parseUpstreamsEnv(process.env.LATCH_RPC_UPSTREAMS)
} catch (error) {
  console.error((error as Error).message)
  process.exit(2)
}

// A start-up failure (data folder in use or unwritable, database unreachable, bad setting) is
// one clear line and a non-zero exit, not a stack trace.
const server = await startServer({
  upstreams,
  port,
  host: values.host,
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: resolve(values['data-dir']),
  manifest,
  seedDemoProject: values.demo,
  ...(values['public-url'] ? { publicUrl: values['public-url'] } : {}),
}).catch((error: unknown) => {
  const reason = error instanceof Error ? error.message : String(error)
  console.error(`Latch server could not start: ${reason}`)
  process.exit(1)
})
console.error(`Latch server listening on ${server.url}`)

let stopping = false
const shutdown = async (signal: string) => {
  if (stopping) return
  stopping = true
  console.error(`${signal}: closing server and database`)
  await server.stop()
  process.exit(0)
}
process.on('SIGINT', () => void shutdown('SIGINT'))
process.on('SIGTERM', () => void shutdown('SIGTERM'))
