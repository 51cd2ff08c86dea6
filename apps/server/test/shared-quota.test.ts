// The project-wide quota kept in the database: exact at its edge, and cheap for a busy project
// (one statement per lease of tokens, not one per call).
import { afterAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../src/db/connect'
import { SharedRateLimiter } from '../src/http/shared-rate-limit'
import { backends } from './helpers/backends'

for (const backend of backends()) {
  describe.skipIf(!backend.available)(`the shared quota (${backend.name})`, () => {
    const opened: Database[] = []
    afterAll(async () => {
      for (const database of opened) await database.close()
    })
    const open = async () => {
      const storage = await backend.storage()
      const database = await openDatabase(storage)
      opened.push(database)
      return database
    }
    /** Counts the statements the limiter sends. */
    const counted = (database: Database) => {
      let statements = 0
      const insert = database.db.insert.bind(database.db)
      database.db.insert = ((...args: Parameters<typeof insert>) => {
        statements += 1
        return insert(...args)
      }) as typeof insert
      return () => statements
    }

    it('lets exactly the burst through, then refuses, whatever the lease size', async () => {
      const database = await open()
      const quota = new SharedRateLimiter(database.db, 'test', { perSecond: 0.001, burst: 100 })
      const now = Date.now()
      let granted = 0
      for (let i = 0; i < 130; i++) if (await quota.take('p1', now)) granted += 1
      expect(granted).toBe(100)
      expect(await quota.take('p2', now)).toBe(true)
    })

    it('asks the database once per lease, not once per call, for concurrent callers too', async () => {
      const database = await open()
      const statements = counted(database)
      const quota = new SharedRateLimiter(database.db, 'test', { perSecond: 1000, burst: 2000 })
      const now = Date.now()
      const answers = await Promise.all(Array.from({ length: 1000 }, () => quota.take('busy', now)))
      expect(answers.every(Boolean)).toBe(true)
      // A lease is 100 tokens (a twentieth of the burst): about ten statements for 1,000 calls.
      expect(statements()).toBeLessThanOrEqual(15)
    })

    it('two processes share one bucket: what one leased the other cannot spend', async () => {
      const database = await open()
      const first = new SharedRateLimiter(database.db, 'test', { perSecond: 0.001, burst: 40 })
      const second = new SharedRateLimiter(database.db, 'test', { perSecond: 0.001, burst: 40 })
      const now = Date.now()
      let granted = 0
      for (let i = 0; i < 30; i++) {
        if (await first.take('shared', now)) granted += 1
        if (await second.take('shared', now)) granted += 1
      }
      expect(granted).toBe(40)
    })
  })
}
