// A services server in a process of its own, for tests that need several on one database:
//   tsx server-process.ts '<ServerConfig as JSON>'
// Prints `listening <url>` once it answers; SIGTERM stops it.
import { startServer } from '../../src/server'

const server = await startServer({ log: 'silent', ...JSON.parse(process.argv[2] ?? '{}') })
process.stdout.write(`listening ${server.url}\n`)
process.on('SIGTERM', () => {
  void server.stop().then(() => process.exit(0))
})
