// `tsx tools/bitcoin-chain/src/cli.ts [--port 3002] [--out .latch/bitcoin-manifest.json]`
// Starts the local Bitcoin regtest chain, writes its manifest and runs until SIGINT/SIGTERM.
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { startBitcoinChain, writeBitcoinManifest } from './index'

const repoRoot = resolve(import.meta.dirname, '../../..')
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3002' },
    out: { type: 'string', default: '.latch/bitcoin-manifest.json' },
  },
})
const port = Number(values.port)
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port needs a port number, got "${values.port}"`)
  process.exit(2)
}
const chain = await startBitcoinChain({ port })
const out = resolve(repoRoot, values.out)
writeBitcoinManifest(chain.manifest, out)
const shutdown = () => void chain.stop().then(() => process.exit(0))
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
console.log(`Bitcoin chain up: ${chain.manifest.apiUrl} (${chain.manifest.caipNetworkId}); manifest ${out}`)
