// Vitest global setup, and the browser tests' services server: one PGlite data folder, created and
// migrated once, that every test server's new data folder starts as a copy of
// (LATCH_DATA_TEMPLATE), instead of each creating a cluster. It is kept between runs in
// .latch/cache, named after what it is made of (the PGlite version and the migrations), so a run
// after a change to either makes a new one and the old one goes.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { openDatabase } from '../../src/db/connect'

const CACHE = resolve(import.meta.dirname, '../../../../.latch/cache')
const MIGRATIONS = resolve(import.meta.dirname, '../../drizzle')
const PREFIX = 'data-template-'

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? filesUnder(join(folder, entry.name)) : [join(folder, entry.name)],
    )
    .sort()
}

/** A name that changes with the PGlite version and with any migration. */
function templateName(): string {
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite')
  const hash = createHash('sha256')
  // The package's own folder: its entry lives in dist/.
  hash.update(readFileSync(join(dirname(dirname(pglite)), 'package.json')))
  for (const file of filesUnder(MIGRATIONS))
    hash.update(file.slice(MIGRATIONS.length)).update(readFileSync(file))
  return `${PREFIX}${hash.digest('hex').slice(0, 16)}`
}

/** The cached template's folder, made first when there is none for this PGlite and these migrations. */
export async function dataTemplate(): Promise<string> {
  const folder = join(CACHE, templateName())
  if (!existsSync(join(folder, 'PG_VERSION'))) {
    mkdirSync(CACHE, { recursive: true })
    // Made aside and renamed into place, so a run stopped half way leaves no half-made template.
    const making = mkdtempSync(join(CACHE, 'making-'))
    const database = await openDatabase({ dataDir: making })
    await database.close()
    try {
      renameSync(making, folder)
    } catch {
      // Another run put one there first.
      rmSync(making, { recursive: true, force: true })
    }
  }
  for (const entry of readdirSync(CACHE)) {
    if (entry.startsWith(PREFIX) && join(CACHE, entry) !== folder) {
      rmSync(join(CACHE, entry), { recursive: true, force: true })
    }
  }
  return folder
}

export default async function setup(): Promise<void> {
  // Set before the test workers start, so they and the servers they spawn inherit it.
  process.env.LATCH_DATA_TEMPLATE = await dataTemplate()
}
