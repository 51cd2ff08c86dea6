import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll } from 'vitest'
import { postgresAvailable, startPostgres } from './postgres'

/** Where a test server keeps its data; the same storage can back a restarted server. */
export type Storage = { dataDir: string } | { databaseUrl: string }

export interface Backend {
  name: 'pglite' | 'postgres'
  available: boolean
  storage(): Promise<Storage>
}

/**
 * The two storage engines every integration test runs against. The PostgreSQL cluster starts on
 * first use and stops after the file's tests; without the binaries that variant is skipped.
 */
export function backends(): Backend[] {
  const dirs: string[] = []
  let cluster: ReturnType<typeof startPostgres> | undefined
  afterAll(async () => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
    if (cluster) (await cluster).stop()
  })
  return [
    {
      name: 'pglite',
      available: true,
      async storage() {
        const dir = mkdtempSync(join(tmpdir(), 'latch-pglite-'))
        dirs.push(dir)
        return { dataDir: dir }
      },
    },
    {
      name: 'postgres',
      available: postgresAvailable,
      async storage() {
        cluster ??= startPostgres()
        return { databaseUrl: await (await cluster).createDatabase() }
      },
    },
  ]
}
