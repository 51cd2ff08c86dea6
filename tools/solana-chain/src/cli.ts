// `tsx tools/solana-chain/src/cli.ts [--port 8899] [--out .latch/solana-manifest.json]`
// Starts the local Solana chain, writes its manifest and runs until SIGINT/SIGTERM.
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { startSolanaChain, writeSolanaManifest } from './index'

const repoRoot = resolve(import.meta.dirname, '../../..')
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8899' },
    out: { type: 'string', default: '.latch/solana-manifest.json' },
  },
})
const port = Number(values.port)
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port needs a port number, got "${values.port}"`)
  process.exit(2)
}
const chain = await startSolanaChain({ port })
const out = resolve(repoRoot, values.out)
writeSolanaManifest(chain.manifest, out)
const shutdown = () => void chain.stop().then(() => process.exit(0))
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
console.log(`Solana chain up: ${chain.manifest.rpcUrl} (${chain.manifest.caipNetworkId}); manifest ${out}`)
