import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { bitcoinBalanceUpstream, startBitcoinChain, writeBitcoinManifest } from '@latch/bitcoin-chain'
import { startDevnet, writeManifest } from '@latch/devnet'
import { startRelay } from '@latch/relay'
import {
  DEFAULT_SWAP_CHAIN_IDS,
  generateWallets,
  loadWallets,
  startDevMailbox,
  startDevSocialProvider,
  startServer,
} from '@latch/server'
import { balanceUpstream, startSolanaChain, writeSolanaManifest } from '@latch/solana-chain'
import { startDevFarcasterForDevnet } from '@latch/test-wallet/farcaster'
import { build, preview } from 'vite'
import { demoConfig } from '../apps/demo/vite.config'
import { dataTemplate } from '../apps/server/test/helpers/data-template'
import { E2E_WORKERS, type Environment, publishEnvironment } from './environments'

const root = resolve(import.meta.dirname, '..')
const demoRoot = resolve(root, 'apps/demo')
/** Generated wallets served after the real registry's; together well over 1000. */
const E2E_GENERATED_WALLETS = 1000

/**
 * Builds the demo once, then starts one environment per worker (./environments), side by side:
 * devnet, the local Solana and Bitcoin chains, the services server and its helpers on free ports,
 * and a server for the demo's build that tells the page where they are.
 */
export default async function globalSetup() {
  const work = mkdtempSync(join(tmpdir(), 'latch-e2e-'))
  // Each run builds into its own folder, so runs side by side never serve each other's half-built files.
  const demoDir = join(work, 'demo')
  const [stops] = await Promise.all([
    Promise.all(
      Array.from({ length: E2E_WORKERS }, async (_, index) => {
        const dir = join(work, `environment-${index}`)
        mkdirSync(dir)
        return startServices(dir)
      }),
    ),
    buildDemo(demoDir),
  ])
  const previews = await Promise.all(
    stops.map(async ({ environment }, index) => {
      const demo = await serveDemo(demoDir, environment)
      publishEnvironment(index, { ...environment, LATCH_E2E_BASE_URL: demo.url })
      return demo
    }),
  )

  return async () => {
    await Promise.all([...previews.map((demo) => demo.stop()), ...stops.map((services) => services.stop())])
    rmSync(work, { recursive: true, force: true })
  }
}

async function buildDemo(outDir: string): Promise<void> {
  const configFile = resolve(demoRoot, 'vite.config.ts')
  await build({ configFile, logLevel: 'warn', build: { outDir, emptyOutDir: true } })
  // The wagmi page is a build of its own, added to the same folder (see apps/demo/vite.config.ts).
  await build({ configFile, mode: 'wagmi', logLevel: 'warn', build: { outDir, emptyOutDir: false } })
}

/** Serves the demo's build, its run-time config read from one environment. */
async function serveDemo(outDir: string, environment: Omit<Environment, 'LATCH_E2E_BASE_URL'>) {
  const demo = await preview({
    configFile: false,
    root: demoRoot,
    logLevel: 'warn',
    plugins: [demoConfig(environment)],
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0 },
  })
  const address = demo.httpServer.address()
  if (!address || typeof address === 'string') throw new Error('The demo preview server has no port')
  return {
    url: `http://127.0.0.1:${address.port}`,
    stop: () => new Promise<void>((done) => demo.httpServer.close(() => done())),
  }
}

async function startServices(work: string) {
  const devnet = await startDevnet({ bundler: true })
  const manifestPath = join(work, 'manifest.json')
  writeManifest(devnet.manifest, manifestPath)
  const solana = await startSolanaChain()
  const solanaManifestPath = join(work, 'solana-manifest.json')
  writeSolanaManifest(solana.manifest, solanaManifestPath)
  const bitcoin = await startBitcoinChain()
  const bitcoinManifestPath = join(work, 'bitcoin-manifest.json')
  writeBitcoinManifest(bitcoin.manifest, bitcoinManifestPath)
  // The embedded wallet mails codes to an in-process mailbox that specs read at /dev/mailbox.
  const mailbox = await startDevMailbox()
  // The server's new data folder starts as a copy of the tests' template, not a new cluster.
  process.env.LATCH_DATA_TEMPLATE ??= await dataTemplate()
  const server = await startServer({
    mail: { smtpUrl: mailbox.smtpUrl },
    devMailbox: mailbox,
    walletFrame: { port: 0 },
    port: 0,
    dataDir: join(work, 'server-data'),
    manifest: devnet.manifest,
    // The local cluster is served (supported-chains, RPC proxy): the email wallet signs on it too.
    upstreams: { [solana.manifest.caipNetworkId]: [solana.manifest.rpcUrl] },
    solana: [balanceUpstream(solana.manifest)],
    bitcoin: [bitcoinBalanceUpstream(bitcoin.manifest)],
    // Swaps on the spec's networks plus the devnet chains, whose Uniswap V2 pools the manifest names.
    swap: { chains: [...DEFAULT_SWAP_CHAIN_IDS, ...devnet.manifest.chains.map((c) => c.id)] },
    // The real registry first (specs rely on its order), then enough generated wallets that the
    // directory holds over a thousand, as a production one does: paging and virtualisation matter.
    wallets: [...loadWallets(), ...generateWallets(E2E_GENERATED_WALLETS)],
    // Request logs would drown the test report; failures still surface through the tests.
    log: 'silent',
    // Every browser of the run comes from 127.0.0.1: the per-client limit is sized for that crowd
    // (the per-address mail limits stay as in production; each test uses its own addresses).
    embedded: { rateLimits: { perClient: { perSecond: 100, burst: 1000 } } },
    // The same crowd shares one client bucket for reads and RPC calls too.
    // The run registers many names from one client and one account.
    names: { perClient: { perSecond: 1000, burst: 10_000 }, perAddress: 1000 },
    rateLimits: {
      reads: { perSecond: 1000, burst: 10_000 },
      rpcPerClient: { perSecond: 1000, burst: 10_000 },
    },
  })

  // A local OpenID provider stands in for the six social logins.
  const social = await startDevSocialProvider({
    redirectUri: `${server.walletFrameUrl}/embedded/v1/social/callback`,
  })
  server.server.social.configure(social.config)
  // A development Farcaster client signs as the devnet's fixture fids.
  const farcaster = await startDevFarcasterForDevnet(devnet.manifest, server.url)
  server.server.farcaster.configure(farcaster.config)

  const relay = await startRelay({ port: 0 })

  const environment = {
    LATCH_MANIFEST: manifestPath,
    LATCH_SOLANA_MANIFEST: solanaManifestPath,
    LATCH_BITCOIN_MANIFEST: bitcoinManifestPath,
    LATCH_RELAY_URL: relay.url,
    LATCH_SERVICES_URL: server.url,
    LATCH_WALLET_FRAME_URL: server.walletFrameUrl,
  }
  const stop = async () => {
    await relay.stop()
    await server.stop()
    await social.stop()
    await farcaster.client.close()
    await mailbox.stop()
    await devnet.stop()
    await solana.stop()
    await bitcoin.stop()
  }
  return { environment, stop }
}
