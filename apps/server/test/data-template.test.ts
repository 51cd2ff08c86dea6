// LATCH_DATA_TEMPLATE: a new PGlite data folder starts as a copy of a folder made before.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../src/db/connect'

const dir = mkdtempSync(join(tmpdir(), 'latch-template-test-'))
const given = process.env.LATCH_DATA_TEMPLATE
afterEach(() => {
  process.env.LATCH_DATA_TEMPLATE = given
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const markers = async (dataDir: string) => {
  const database = await openDatabase({ dataDir })
  try {
    // Both engines answer raw SQL with { rows }; the shared Db type leaves the result open.
    const result = (await database.db.execute(sql`select note from marker`)) as { rows: { note: string }[] }
    return result.rows.map((row) => row.note)
  } finally {
    await database.close()
  }
}

describe('data folder template', () => {
  const template = join(dir, 'template')
  beforeAll(async () => {
    const database = await openDatabase({ dataDir: template })
    await database.db.execute(sql`create table marker (note text)`)
    await database.db.execute(sql`insert into marker values ('from the template')`)
    await database.close()
    // As if a server still held the template: its lock is not carried into copies.
    writeFileSync(join(template, 'latch-server.lock'), String(process.pid))
  }, 60_000)

  it('a new data folder starts with what the template holds, and a folder with data is never overwritten', async () => {
    process.env.LATCH_DATA_TEMPLATE = template
    const fresh = join(dir, 'fresh')
    expect(await markers(fresh)).toEqual(['from the template'])

    const database = await openDatabase({ dataDir: fresh })
    await database.db.execute(sql`update marker set note = 'its own'`)
    await database.close()
    expect(await markers(fresh)).toEqual(['its own'])
  }, 60_000)

  it('refuses a template that holds no data folder, saying which', async () => {
    const empty = mkdtempSync(join(dir, 'not-a-template-'))
    process.env.LATCH_DATA_TEMPLATE = empty
    await expect(openDatabase({ dataDir: join(dir, 'other') })).rejects.toThrow(
      `LATCH_DATA_TEMPLATE ${empty} holds no PGlite data folder`,
    )
  })
})
