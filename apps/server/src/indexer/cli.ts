// The chain indexer as its own process, for a server started with `LATCH_INDEXER=off`:
//   npx tsx apps/server/src/indexer/cli.ts [--manifest path] [--data-dir dir] [--confirmations n] [--poll-ms n]
// It uses DATABASE_URL when set (PGlite serves one process at a time, so share PostgreSQL).
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { readManifest, resolveUpstreams } from '../chain/manifest'
import { openDatabase } from '../db/connect'
import { createLogger } from '../http/log'
import { buildCatalog } from '../portfolio/catalog'
import { Indexer } from './indexer'

const { values } = parseArgs({
  options: {
    manifest: { type: 'string', default: process.env.LATCH_MANIFEST ?? '.latch/manifest.json' },
    'data-dir': { type: 'string', default: process.env.LATCH_DATA_DIR ?? '.latch/server-data' },
    confirmations: { type: 'string' },
    'poll-ms': { type: 'string', default: '1000' },
  },
})

const number = (name: string, value: string | undefined) => {
  const n = Number(value)
  if (!Number.isInteger(n) || n < 0) {
    console.error(`Invalid --${name}: ${value}`)
    process.exit(2)
  }
  return n
}
// Without --confirmations each chain keeps its default depth (see confirmations.ts).
const confirmations =
  values.confirmations === undefined ? undefined : number('confirmations', values.confirmations)
const pollMs = number('poll-ms', values['poll-ms'])
const manifestPath = resolve(values.manifest)
if (!existsSync(manifestPath)) {
  console.error(`No devnet manifest at ${manifestPath}: nothing to index.`)
  process.exit(2)
}
const manifest = readManifest(manifestPath)
const log = createLogger('stdout')
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: resolve(values['data-dir']),
})
const indexer = new Indexer(buildCatalog(manifest, resolveUpstreams(manifest)), database.db, log, {
  ...(confirmations === undefined ? {} : { confirmations }),
  pollMs,
})
indexer.start()
log.info('indexer started', { chains: indexer.chains.map((c) => c.chain.chain) })

let stopping = false
const shutdown = async (signal: string) => {
  if (stopping) return
  stopping = true
  log.info('indexer stopping', { signal })
  await indexer.stop()
  await database.close()
  process.exit(0)
}
process.on('SIGINT', () => void shutdown('SIGINT'))
process.on('SIGTERM', () => void shutdown('SIGTERM'))
