// The bench on PostgreSQL: each run gets a database of its own on the server DATABASE_URL names,
// so a name registered by one run never collides with the next, and it is dropped at the end.
import pg from 'pg'

/** Creates an empty database beside the one `url` names (the role needs CREATEDB); returns its URL and a drop. */
export async function freshDatabase(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `latch_bench_${process.pid}_${Date.now()}`
  const admin = new pg.Client(url)
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const own = new URL(url)
  own.pathname = `/${name}`
  return {
    url: own.toString(),
    drop: async () => {
      const client = new pg.Client(url)
      await client.connect()
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      } finally {
        await client.end()
      }
    },
  }
}
