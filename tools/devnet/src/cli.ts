// `tsx tools/devnet/src/cli.ts [--ports 8545,8546] [--out .latch/manifest.json] [--logs]`
// Starts the devnet, writes the manifest, prints the RPC URLs and runs until SIGINT/SIGTERM.
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { startDevnet, writeManifest } from './index'

const repoRoot = resolve(import.meta.dirname, '../../..')
const usage = `Usage: tsx tools/devnet/src/cli.ts [--ports 8545,8546] [--out .latch/manifest.json] [--logs]
  --ports  RPC ports of the two chains (0 picks a free port); default 8545,8546
  --out    where to write the manifest, relative to the repo root; default .latch/manifest.json
  --logs   print anvil's log lines`

function fail(message: string): never {
  console.error(`${message}\n${usage}`)
  process.exit(2)
}

function parsePorts(text: string): [number, number] {
  const parts = text.split(',').map((p) => p.trim())
  const ports = parts.map(Number)
  const [a, b] = ports
  if (
    ports.length !== 2 ||
    a === undefined ||
    b === undefined ||
    !ports.every((p) => Number.isInteger(p) && p >= 0 && p <= 65535)
  ) {
    fail(`--ports needs two port numbers separated by a comma, got "${text}"`)
  }
  return [a, b]
}

let args: ReturnType<typeof parse>
function parse() {
  return parseArgs({
    options: {
      ports: { type: 'string', default: '8545,8546' },
      out: { type: 'string', default: '.latch/manifest.json' },
      logs: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  })
}
try {
  args = parse()
} catch (error) {
  fail((error as Error).message)
}
if (args.values.help) {
  console.log(usage)
  process.exit(0)
}

const ports = parsePorts(args.values.ports)
const out = resolve(repoRoot, args.values.out)

try {
  const devnet = await startDevnet({ ports, quiet: !args.values.logs })
  let stopping = false
  const shutdown = async () => {
    if (stopping) return
    stopping = true
    await devnet.stop()
    process.exit(0)
  }
  process.on('SIGINT', () => void shutdown())
  process.on('SIGTERM', () => void shutdown())
  writeManifest(devnet.manifest, out)
  const urls = devnet.manifest.chains.map((c) => `${c.name} (${c.id}) ${c.rpcUrl}`).join(', ')
  console.log(`Devnet up: ${urls}; manifest ${out}`)
} catch (error) {
  console.error(`Devnet failed to start: ${(error as Error).message}`)
  process.exit(1)
}
