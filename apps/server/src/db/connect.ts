import { resolve } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { lockDataDir } from './data-dir-lock'
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
