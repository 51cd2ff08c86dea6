// Manage projects and their allowed origins:
//   tsx apps/server/src/projects-cli.ts list
//   tsx apps/server/src/projects-cli.ts add <id> [origin...] [--name <name>] [--no-analytics]
//   tsx apps/server/src/projects-cli.ts set-origins <id> <origin...>
//   tsx apps/server/src/projects-cli.ts remove <id>
// It uses DATABASE_URL when set, else the PGlite folder (--data-dir, default .latch/server-data).
// PGlite serves one process at a time: stop the server before editing its PGlite folder.
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { openDatabase } from './db/connect'
import { DataDirError } from './db/data-dir-lock'
import { isValidOriginPattern } from './origins'
import { PROJECT_ID, ProjectStore } from './projects'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'data-dir': { type: 'string', default: process.env.LATCH_DATA_DIR ?? '.latch/server-data' },
    name: { type: 'string' },
    'no-analytics': { type: 'boolean', default: false },
  },
})
const [command, id, ...origins] = positionals

function fail(message: string): never {
  console.error(message)
  process.exit(2)
}

if (!command || !['list', 'add', 'remove', 'set-origins'].includes(command)) {
  fail('Usage: projects-cli list | add <id> [origin...] | set-origins <id> <origin...> | remove <id>')
}
if (command !== 'list' && (!id || !PROJECT_ID.test(id)))
  fail('A project id of 1-64 letters, digits, _ or - is required')
const badOrigin = origins.find((origin) => !isValidOriginPattern(origin))
if (badOrigin)
  fail(
    `Invalid origin pattern: ${badOrigin} (e.g. https://app.example.com, *.example.com, http://localhost:*)`,
  )

// A PGlite folder the running server holds is refused rather than shared: PGlite serves one
// process, and a change made beside the server would be lost or corrupt the folder.
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: resolve(values['data-dir']),
}).catch((error: unknown) => {
  if (!(error instanceof DataDirError)) throw error
  console.error(
    `${error.message}\nNothing was changed. Stop the Latch server, run this command, then start the server again (with PostgreSQL, DATABASE_URL, the server and this command can run together).`,
  )
  process.exit(3)
})
const store = new ProjectStore(database.db)
let code = 0
const refuse = (message: string) => {
  console.error(message)
  code = 1
}
try {
  if (command === 'list') {
    for (const p of await store.list()) {
      console.log(
        `${p.id}\t${p.analyticsEnabled ? 'analytics' : 'no-analytics'}\t${p.allowedOrigins.join(' ')}`,
      )
    }
  } else if (command === 'add') {
    const row = await store.add({
      id: id as string,
      name: values.name,
      allowedOrigins: origins,
      analyticsEnabled: !values['no-analytics'],
    })
    if (row) console.log(`Added ${row.id}: ${row.allowedOrigins.join(' ') || '(no origins)'}`)
    else refuse(`Project ${id} already exists; use set-origins`)
  } else if (command === 'set-origins') {
    const row = await store.setOrigins(id as string, origins)
    if (row) console.log(`${row.id}: ${row.allowedOrigins.join(' ') || '(no origins)'}`)
    else refuse(`No project ${id}`)
  } else {
    if (await store.remove(id as string)) console.log(`Removed ${id}`)
    else refuse(`No project ${id}`)
  }
} finally {
  await database.close()
}
process.exit(code)
