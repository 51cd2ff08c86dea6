import { cpSync, existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { LOCK_FILE, lockDataDir } from './data-dir-lock'
import * as schema from './schema'

export type Schema = typeof schema
/** The one data layer: the same drizzle API whichever engine holds the data. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>

export interface Database {
  db: Db
  engine: 'pglite' | 'postgres'
  close(): Promise<void>
}

const migrationsFolder = resolve(import.meta.dirname, '../../drizzle')

/**
 * A folder with no database yet starts as a copy of the template, a data folder this server has
 * made before and none has open: copying it takes a tenth of the seconds PGlite spends creating a
 * cluster, which counts where servers start often (tests, short-lived previews). Migrations still
 * run after.
 */
function seedDataDir(dataDir: string, template: string | undefined): void {
  if (!template || existsSync(join(dataDir, 'PG_VERSION'))) return
  if (!existsSync(join(template, 'PG_VERSION'))) {
    throw new Error(`LATCH_DATA_TEMPLATE ${template} holds no PGlite data folder`)
  }
  // The template's own lock file, if its server still runs, is not carried over.
  cpSync(template, dataDir, { recursive: true, filter: (source) => !source.endsWith(LOCK_FILE) })
}

/** Opens PostgreSQL when a URL is given, else PGlite in `dataDir`, and applies the migrations. */
export async function openDatabase(options: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // A database that does not answer is a prompt 503, not a request left waiting.
      connectionTimeoutMillis: 5_000,
    })
    // An idle client losing its connection must not take the process down.
    pool.on('error', () => {})
    const db = drizzlePg(pool, { schema })
    try {
      await migratePg(db, { migrationsFolder })
    } catch (error) {
      await pool.end()
      throw error
    }
    return { db: db as unknown as Db, engine: 'postgres', close: () => pool.end() }
  }
  const dataDir = options.dataDir ?? resolve(process.cwd(), '.latch/server-data')
  const unlock = lockDataDir(dataDir)
  let client: PGlite | undefined
  try {
    seedDataDir(dataDir, process.env.LATCH_DATA_TEMPLATE)
    client = await PGlite.create(dataDir)
    const db = drizzlePglite(client, { schema })
    await migratePglite(db, { migrationsFolder })
    const opened = client
    return {
      db: db as unknown as Db,
      engine: 'pglite',
      close: async () => {
        await opened.close()
        unlock()
      },
    }
  } catch (error) {
    await client?.close().catch(() => {})
    unlock()
    throw error
  }
}
