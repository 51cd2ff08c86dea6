// `npm start`: devnet (two anvil chains with fixtures), the local Solana and Bitcoin chains, the services server with the wallet frame
// on its own port, the dev mailbox and the demo, in one
// process tree. Ctrl-C (or SIGTERM) stops all of it; anvil children are killed by the devnet's stop.
// The terminal gets a short summary; the server's JSON logs go to a file whose path it prints.
import { relative, resolve } from 'node:path'
import { bitcoinBalanceUpstream, startBitcoinChain, writeBitcoinManifest } from '@latch/bitcoin-chain'
import { startDevnet, writeManifest } from '@latch/devnet'
import { startRelay } from '@latch/relay'
import {
  DEFAULT_SWAP_CHAIN_IDS,
  fileLogSink,
  startDevMailbox,
  startDevSocialProvider,
  startServer,
} from '@latch/server'
import { balanceUpstream, startSolanaChain, writeSolanaManifest } from '@latch/solana-chain'
import { startDevFarcasterForDevnet } from '@latch/test-wallet/farcaster'
import { createServer as createViteServer } from 'vite'

const root = resolve(import.meta.dirname, '..')
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback)
const manifestPath = resolve(root, '.latch/manifest.json')
const solanaManifestPath = resolve(root, '.latch/solana-manifest.json')
const bitcoinManifestPath = resolve(root, '.latch/bitcoin-manifest.json')
const serverLog = resolve(root, '.latch/logs/server.log')

const began = performance.now()
const stops: Array<() => Promise<void>> = []
let stopping = false

async function stopAll(code: number) {
  if (stopping) return
  stopping = true
  for (const stop of stops.reverse()) {
    await stop().catch((error) => console.error(error))
  }
  process.exit(code)
}
process.on('SIGINT', () => void stopAll(0))
process.on('SIGTERM', () => void stopAll(0))

try {
  const devnet = await startDevnet({
    ports: [port('LATCH_DEVNET_PORT', 8545), port('LATCH_DEVNET_L2_PORT', 8546)],
    bundler: true,
    bundlerPort: port('LATCH_BUNDLER_PORT', 4337),
  })
  stops.push(devnet.stop)
  writeManifest(devnet.manifest, manifestPath)
  const solana = await startSolanaChain({ port: port('LATCH_SOLANA_PORT', 8899) })
  stops.push(solana.stop)
  writeSolanaManifest(solana.manifest, solanaManifestPath)
  const bitcoin = await startBitcoinChain({ port: port('LATCH_BITCOIN_PORT', 3002) })
  stops.push(bitcoin.stop)
  writeBitcoinManifest(bitcoin.manifest, bitcoinManifestPath)

  // Mail goes to SMTP_URL when set, else to the in-process dev mailbox (listed at /dev/mailbox).
  const mailbox = process.env.SMTP_URL
    ? undefined
    : await startDevMailbox({ port: port('LATCH_MAILBOX_PORT', 2525) })
  if (mailbox) stops.push(mailbox.stop)

  const server = await startServer({
    port: port('LATCH_SERVER_PORT', 8787),
    walletFrame: { port: port('LATCH_WALLET_FRAME_PORT', 8788) },
    mail: { smtpUrl: process.env.SMTP_URL ?? mailbox?.smtpUrl },
    ...(mailbox ? { devMailbox: mailbox } : {}),
    dataDir: resolve(root, '.latch/server-data'),
    manifest: devnet.manifest,
    // The local cluster is served (supported-chains, RPC proxy): the email wallet signs on it too.
    upstreams: { [solana.manifest.caipNetworkId]: [solana.manifest.rpcUrl] },
    solana: [balanceUpstream(solana.manifest)],
    bitcoin: [bitcoinBalanceUpstream(bitcoin.manifest)],
    log: fileLogSink(serverLog),
    // Swaps on the spec's networks plus the devnet chains, whose Uniswap V2 pools the manifest names.
    swap: { chains: [...DEFAULT_SWAP_CHAIN_IDS, ...devnet.manifest.chains.map((c) => c.id)] },
  })
  stops.push(server.stop)
  // Social logins need credentials; without any, a local OpenID provider stands in for all six.
  if (server.server.social.offered().length === 0 && server.walletFrameUrl) {
    const social = await startDevSocialProvider({
      redirectUri: `${server.walletFrameUrl}/embedded/v1/social/callback`,
    })
    server.server.social.configure(social.config)
    stops.push(social.stop)
  }
  // Farcaster sign-in needs a Farcaster client; without one configured, a development client
  // signs as the devnet's fixture fids.
  let farcasterClient: string | undefined
  if (!server.server.farcaster.offered()) {
    const farcaster = await startDevFarcasterForDevnet(
      devnet.manifest,
      server.url,
      port('LATCH_FARCASTER_CLIENT_PORT', 8789),
    )
    server.server.farcaster.configure(farcaster.config)
    stops.push(farcaster.client.close)
    farcasterClient = farcaster.client.url
  }

  const relay = await startRelay({ port: port('LATCH_RELAY_PORT', 8555) })
  stops.push(relay.stop)

  process.env.LATCH_MANIFEST = manifestPath
  process.env.LATCH_SOLANA_MANIFEST = solanaManifestPath
  process.env.LATCH_BITCOIN_MANIFEST = bitcoinManifestPath
  process.env.LATCH_RELAY_URL = relay.url
  process.env.LATCH_SERVICES_URL = server.url
  if (server.walletFrameUrl) process.env.LATCH_WALLET_FRAME_URL = server.walletFrameUrl
  const demo = await createViteServer({
    configFile: resolve(root, 'apps/demo/vite.config.ts'),
    server: { host: '127.0.0.1', port: port('LATCH_DEMO_PORT', 5173) },
    // Vite's own notes (dependency optimisation, page reloads) stay out of the summary; warnings show.
    logLevel: 'warn',
  })
  await demo.listen()
  stops.push(() => demo.close())

  const seconds = ((performance.now() - began) / 1000).toFixed(1)
  const demoUrl = demo.resolvedUrls?.local[0] ?? `http://127.0.0.1:${demo.config.server.port}/`
  console.log(`\nLatch is up in ${seconds}s`)
  console.log(`  demo     ${demoUrl}`)
  console.log(`  server   ${server.url}`)
  console.log(`  relay    ${relay.url}`)
  console.log(`  frame    ${server.walletFrameUrl}`)
  console.log(
    mailbox
      ? `  mailbox  ${mailbox.smtpUrl} (read at ${server.url}/dev/mailbox?to=)`
      : `  mail     ${process.env.SMTP_URL}`,
  )
  if (farcasterClient) console.log(`  farcaster ${farcasterClient} (development Farcaster client)`)
  for (const chain of devnet.manifest.chains)
    console.log(`  devnet   ${chain.name} (${chain.id}) ${chain.rpcUrl}`)
  console.log(`  solana   ${solana.manifest.rpcUrl} (${solana.manifest.caipNetworkId})`)
  console.log(`  bitcoin  ${bitcoin.manifest.apiUrl} (${bitcoin.manifest.caipNetworkId}, regtest)`)
  const bundlerUrl = devnet.manifest.chains[0]?.accountAbstraction?.bundlerUrl
  if (bundlerUrl) console.log(`  bundler  ${bundlerUrl} (ERC-4337, EntryPoint v0.7)`)
  console.log(`  logs     ${relative(process.cwd(), serverLog) || serverLog} (JSON lines)`)
  console.log('\nOpen the demo and pick "Latch Dev Wallet" to try every flow. Press Ctrl-C to stop.')
} catch (error) {
  console.error('Failed to start:', error)
  await stopAll(1)
}
