// `tsx tools/relay/src/cli.ts [--port 8555] [--host 127.0.0.1]`
// Starts the relay, prints its URL and runs until SIGINT/SIGTERM.
import { parseArgs } from 'node:util'
import { startRelay } from './index'

const usage = `Usage: tsx tools/relay/src/cli.ts [--port 8555] [--host 127.0.0.1]
  --port  port to listen on (0 picks a free one); default 8555
  --host  interface to bind; default 127.0.0.1`

function fail(message: string): never {
  console.error(`${message}\n${usage}`)
  process.exit(2)
}

let values: { port: string; host: string; help: boolean }
try {
  values = parseArgs({
    options: {
      port: { type: 'string', default: '8555' },
      host: { type: 'string', default: '127.0.0.1' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }).values
} catch (error) {
  fail((error as Error).message)
}
if (values.help) {
  console.log(usage)
  process.exit(0)
}
const port = Number(values.port)
if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`--port must be 0-65535, got "${values.port}"`)

const relay = await startRelay({ port, host: values.host }).catch((error: unknown) =>
  fail(`Relay could not start: ${(error as Error).message}`),
)
console.log(`WalletConnect relay listening on ${relay.url}`)

let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    void relay.stop().then(() => process.exit(0))
  })
}
