// Read routes answer from their caches, and the writes that change an answer clear it, on both
// storage engines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServer } from '../src/server'
import { backends } from './helpers/backends'
import { call, randomAccount, registration, start, useDevnet } from './helpers/fixture'

const devnet = useDevnet()

for (const backend of backends()) {
  describe.skipIf(!backend.available)(`read caches (${backend.name})`, () => {
    let server: RunningServer
    beforeAll(async () => {
      server = await start(await backend.storage(), { manifest: devnet.manifest, indexer: false })
    })
    afterAll(async () => {
      await server?.stop()
    })

    it('answers identity and names from the cache until a registration changes them', async () => {
      const alice = randomAccount()
      const identity = `/v1/identity/${alice.address}`
      expect((await call(server.url, identity)).body).toEqual({ name: null, avatar: null })
      expect((await call(server.url, `/v1/profile/reverse/${alice.address}`)).body).toEqual([])
      const name = `cache-${Date.now().toString(36)}`
      const registered = await call(server.url, '/v1/profile/account', {
        json: await registration(alice, name, { attributes: { avatar: 'https://img.example/a.png' } }),
      })
      expect(registered.status).toBe(200)
      // The registration cleared the cached misses: the next reads see the new name.
      expect((await call(server.url, identity)).body).toEqual({
        name: `${name}.latch.id`,
        avatar: 'https://img.example/a.png',
      })
      expect((await call(server.url, `/v1/profile/reverse/${alice.address}`)).body).toHaveLength(1)
      expect((await call(server.url, `/v1/profile/account/${name}`)).status).toBe(200)
    })

    it('keeps a cached answer without asking the database again', async () => {
      const who = randomAccount().address
      const path = `/v1/identity/${who}`
      expect((await call(server.url, path)).status).toBe(200)
      const db = server.server.services.db
      const select = db.select
      let queries = 0
      db.select = ((...args: Parameters<typeof select>) => {
        queries += 1
        return select.apply(db, args)
      }) as typeof select
      try {
        for (let i = 0; i < 5; i++)
          expect((await call(server.url, path)).body).toEqual({ name: null, avatar: null })
        expect((await call(server.url, '/getWallets?page=1&entries=5')).status).toBe(200)
        expect((await call(server.url, '/getWallets?page=1&entries=5')).status).toBe(200)
      } finally {
        db.select = select
      }
      expect(queries).toBe(0)
    })

    it('does not cache refused input', async () => {
      expect((await call(server.url, '/v1/identity/not-an-address')).status).toBe(400)
      expect((await call(server.url, '/getWallets?page=0')).status).toBe(400)
      expect((await call(server.url, '/getWallets?page=0')).status).toBe(400)
    })
  })
}
