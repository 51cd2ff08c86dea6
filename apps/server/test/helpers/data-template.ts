// Vitest global setup: one PGlite data folder, created and migrated once, that every test server's
// new data folder starts as a copy of (LATCH_DATA_TEMPLATE), instead of each creating a cluster.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase } from '../../src/db/connect'

export default async function setup(): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'latch-data-template-'))
  const database = await openDatabase({ dataDir: dir })
  await database.close()
  // Set before the test workers start, so they and the servers they spawn inherit it.
  process.env.LATCH_DATA_TEMPLATE = dir
  return () => rmSync(dir, { recursive: true, force: true })
}
