import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { createApp } from './app'
import {
  type BundlerUpstream,
  type DevnetManifest,
  resolveBundlers,
  resolveUpstreams,
} from './chain/manifest'
import { SignatureVerifier } from './chain/signatures'
import type { Services } from './context'
import { type Database, openDatabase } from './db/connect'
import { type FarcasterConfig, FarcasterLogins, farcasterConfigFromEnv } from './embedded/farcaster'
import { createSecrets, loadMasterKey } from './embedded/secrets'
import { type EmbeddedOptions, EmbeddedWallets } from './embedded/service'
import { SocialLogins } from './embedded/social'
import { type SocialConfig, socialConfigFromEnv } from './embedded/social-providers'
import { createFrameApp, type FrameAssets } from './frame-app'
import { TrustedProxies, trustedProxiesFromEnv } from './http/client-address'
import { createLogger, type LogSink } from './http/log'
import { type RateLimit, RateLimiter } from './http/rate-limit'
import { type Quota, SharedRateLimiter } from './http/shared-rate-limit'
import { type HttpTimeouts, handleClientErrors, timeoutOptions } from './http/timeouts'
import { Indexer, type IndexerOptions } from './indexer/indexer'
import type { DevMailbox } from './mail/dev-mailbox'
import { createMailer, type MailConfig } from './mail/mailer'
import { RESERVED_NAMES } from './names'
import { createOnRamp, type OnRampConfig } from './onramp/config'
import type { BitcoinUpstream } from './portfolio/bitcoin'
import { buildCatalog } from './portfolio/catalog'
import { createPortfolio, type Portfolio } from './portfolio/portfolio'
import type { SolanaUpstream } from './portfolio/solana'
import { DEMO_PROJECT, ProjectStore } from './projects'
import { DEFAULT_EMBEDDED_LIMITS, type EmbeddedRateLimits, embeddedRoutes } from './routes/embedded'
import { RpcProxy, type RpcProxyOptions } from './rpc/proxy'
import { type SwapConfig, SwapMarkets } from './swap/markets'
import { loadWallets, type WalletListing } from './wallets/registry'

export interface ServerConfig {
  /** PostgreSQL connection string; when absent, PGlite keeps the data in `dataDir`. */
  databaseUrl?: string
  /** PGlite data folder (default `.latch/server-data` under the working directory). */
  dataDir?: string
  /** Devnet manifest: its chains become RPC upstreams and signature-checking chains. */
  manifest?: DevnetManifest
  /** Solana clusters whose SOL and SPL balances the portfolio reads (the local chain's manifest in development). */
  solana?: SolanaUpstream[]
  /** Bitcoin networks whose BTC balances the portfolio reads (the local regtest chain's manifest in development). */
  bitcoin?: BitcoinUpstream[]
  /** Extra RPC upstreams per CAIP-2 chain id, tried in order before the manifest's. */
  upstreams?: Record<string, string[]>
  /** ERC-4337 bundlers per CAIP-2 chain id (`{ url, entryPoint, factory }`), on top of the manifest's. */
  bundlers?: Record<string, BundlerUpstream>
  /** Replaces the bundled wallet registry (e.g. `generateWallets(2000)` in load tests). */
  wallets?: WalletListing[]
  /** Name zones accepted for registration; the first is the default. */
  zones?: string[]
  /**
   * Name registration: labels reserved on top of RESERVED_NAMES, the most names one address may
   * hold (default 5), and registrations per client (default 10 an hour, 5 at once).
   */
  names?: { reserved?: string[]; perAddress?: number; perClient?: RateLimit; perProject?: RateLimit }
  /**
   * Keep the project-wide quotas (`rateLimits.rpc`, `names.perProject`) in the database, so they
   * hold across every process on one PostgreSQL (default: on with `databaseUrl`; PGlite serves one
   * process, which keeps them in memory).
   */
  sharedQuotas?: boolean
  /**
   * Requests per second and burst: `rpc` per project, `rpcPerClient` per client inside its
   * project's, `analytics` per project and client, `reads` per client for anonymous reads that
   * reach the chain or the database.
   */
  rateLimits?: Partial<Record<keyof typeof DEFAULT_RATE_LIMITS, RateLimit>>
  /**
   * Addresses or subnets of the proxies in front of this server (default `LATCH_TRUSTED_PROXIES`,
   * a comma list). A request from one of them is counted against the client its
   * X-Forwarded-For names; without this every client behind a proxy would share one bucket.
   */
  trustedProxies?: string[]
  /** Where structured logs go (default: JSON lines on stdout). */
  log?: LogSink | 'stdout' | 'silent'
  /** How long analytics events are kept (default 30 days). */
  analyticsRetentionMs?: number
  /** Adds the `latch-demo` project when missing (default true; the production CLI only with --demo). */
  seedDemoProject?: boolean
  /**
   * USD prices by CAIP-10 token id (`eip155:1:0x…`; the native currency is
   * `0xeeee…eeee`), on top of the manifest's prices.
   */
  prices?: Record<string, number>
  /**
   * The chain indexer behind history, NFTs and discovered tokens. It runs inside the server
   * whenever there are chains to follow, unless this is `false` (or `LATCH_INDEXER=off`), e.g.
   * when `src/indexer/cli.ts` runs it as its own process.
   */
  indexer?: IndexerOptions | false
  /**
   * This server's address as clients reach it (`https://latch.example.com`), used for every URL
   * in an answer (token icons). Default: `LATCH_PUBLIC_URL`, else the listen address. The
   * request's `Host` header is never used.
   */
  publicUrl?: string
  /** The RPC proxy's cache bounds, head poll interval, finality depths and upstream time-out. */
  rpc?: RpcProxyOptions
  /** Outgoing mail for the embedded wallet (default `SMTP_URL`). */
  mail?: MailConfig
  /**
   * A development mailbox to list at `GET /dev/mailbox?to=` (development and tests only; the
   * production CLI never passes one).
   */
  devMailbox?: DevMailbox
  /**
   * The embedded wallet: code, session and approval lives, a clock, rate limits, and the master
   * key (default `LATCH_SHARE_KEY`, else a key file generated into `dataDir`).
   */
  embedded?: EmbeddedOptions & { shareKey?: string; rateLimits?: EmbeddedRateLimits }
  /**
   * Social login providers and their credentials (default: LATCH_SOCIAL_<NAME>_CLIENT_ID and
   * _CLIENT_SECRET from the environment); a provider without credentials is not offered.
   */
  social?: SocialConfig
  /**
   * Sign In With Farcaster: the client's sign-in page and the id registry's chain (default:
   * LATCH_FARCASTER_* from the environment); without it Farcaster is not offered.
   */
  farcaster?: FarcasterConfig
  /** The sandbox on-ramp: its treasury key, fiat rates and rate limit. */
  onramp?: OnRampConfig
  /**
   * Swaps (`/v1/convert/*`): the chain ids served (default: spec section 9's list) and Uniswap V2
   * contracts per chain on top of the manifest's. A chain swaps when it is listed and has an RPC.
   */
  swap?: SwapConfig
}

export interface LatchServer {
  app: ReturnType<typeof createApp>
  services: Services
  database: Database
  portfolio: Portfolio
  /** The embedded wallet's rules (codes, devices, sessions, shares). */
  embedded: EmbeddedWallets
  /** Social logins into the embedded wallet (`configure` replaces the providers). */
  social: SocialLogins
  /** Sign In With Farcaster into the embedded wallet (`configure` replaces its configuration). */
  farcaster: FarcasterLogins
  /** What the wallet frame's origin serves: its page, the embedded routes, forwarded reads. */
  frameApp: ReturnType<typeof createFrameApp>
  /** Where the frame listens (set by `startServer`): mail links and the Origin check use it. */
  frame: { origin?: string; assets?: FrameAssets }
  /** The in-process indexer, when one runs. */
  indexer?: Indexer
  close(): Promise<void>
}

export const DEFAULT_RATE_LIMITS = {
  rpc: { perSecond: 500, burst: 1000 },
  rpcPerClient: { perSecond: 100, burst: 300 },
  analytics: { perSecond: 5, burst: 30 },
  reads: { perSecond: 20, burst: 200 },
  swaps: { perSecond: 20, burst: 60 },
} satisfies Record<string, RateLimit>

/** Opens the database (applying migrations), seeds the demo project and builds the routes. */
export async function createServer(config: ServerConfig = {}): Promise<LatchServer> {
  const log = createLogger(config.log)
  const database = await openDatabase(config)
  const projects = new ProjectStore(database.db)
  if (config.seedDemoProject !== false) await projects.add(DEMO_PROJECT)
  const upstreams = resolveUpstreams(config.manifest, config.upstreams)
  const wallets = config.wallets ?? loadWallets()
  const shared = config.sharedQuotas ?? database.engine === 'postgres'
  const quota = (kind: string, limit: RateLimit): Quota =>
    shared ? new SharedRateLimiter(database.db, kind, limit) : new RateLimiter(limit)
  const limiter = (name: keyof typeof DEFAULT_RATE_LIMITS) =>
    new RateLimiter(config.rateLimits?.[name] ?? DEFAULT_RATE_LIMITS[name])
  const services: Services = {
    publicUrl: publicUrlOf(configuredPublicUrl(config) ?? 'http://127.0.0.1:8787'),
    db: database.db,
    log,
    projects,
    wallets,
    walletsByImageId: new Map(wallets.map((wallet) => [wallet.image_id, wallet])),
    upstreams,
    rpc: new RpcProxy(upstreams, config.rpc ?? {}, log),
    verifier: new SignatureVerifier((chainId) => upstreams.get(`eip155:${chainId}`)?.[0]),
    bundlers: resolveBundlers(config.manifest, config.bundlers),
    zones: config.zones ?? ['latch.id'],
    names: {
      reserved: new Set([...RESERVED_NAMES, ...(config.names?.reserved ?? [])].map((l) => l.toLowerCase())),
      perAddress: config.names?.perAddress ?? 5,
      perClient: new RateLimiter(config.names?.perClient ?? { perSecond: 10 / 3600, burst: 5 }),
      perProject: quota('names', config.names?.perProject ?? { perSecond: 1_000 / 3600, burst: 1_000 }),
    },
    limits: {
      rpc: quota('rpc', config.rateLimits?.rpc ?? DEFAULT_RATE_LIMITS.rpc),
      rpcPerClient: limiter('rpcPerClient'),
      analytics: limiter('analytics'),
      reads: limiter('reads'),
      swaps: limiter('swaps'),
    },
    ...(config.analyticsRetentionMs ? { analyticsRetentionMs: config.analyticsRetentionMs } : {}),
    trustedProxies: new TrustedProxies(config.trustedProxies ?? trustedProxiesFromEnv()),
    offeredSocials: () => [],
  }
  const catalog = buildCatalog(config.manifest, upstreams, config.prices)
  // History counts confirmations as the indexer does, also when the indexer runs as its own process.
  const portfolio = createPortfolio(
    database.db,
    catalog,
    config.solana,
    config.bitcoin,
    config.indexer ? config.indexer.confirmations : undefined,
  )
  services.onramp = createOnRamp(config.onramp ?? {}, config.manifest, database.db, catalog, log)
  const indexerWanted = config.indexer !== false && process.env.LATCH_INDEXER !== 'off'
  const indexer = indexerWanted ? new Indexer(catalog, database.db, log, config.indexer || {}) : undefined
  indexer?.onCommit(() => portfolio.history.changed())
  if (indexer && indexer.chains.length > 0) indexer.start()
  const mailer = createMailer(config.mail)
  const frame: LatchServer['frame'] = {}
  const embedded = new EmbeddedWallets(
    database.db,
    createSecrets(
      loadMasterKey({
        key: config.embedded?.shareKey,
        dataDir: config.databaseUrl ? undefined : (config.dataDir ?? '.latch/server-data'),
      }),
    ),
    mailer,
    () => frame.origin ?? services.publicUrl,
    config.embedded,
  )
  const social = new SocialLogins(
    database.db,
    embedded,
    () => `${frame.origin ?? services.publicUrl}/embedded/v1/social/callback`,
    config.social ?? socialConfigFromEnv(),
  )
  const farcaster = new FarcasterLogins(database.db, embedded, config.farcaster ?? farcasterConfigFromEnv())
  services.offeredSocials = () => [...social.offered(), ...(farcaster.offered() ? ['farcaster'] : [])]
  const swaps = new SwapMarkets(catalog, portfolio.readers, config.manifest, config.swap)
  const app = createApp(services, portfolio, {
    devMailbox: config.devMailbox,
    swaps,
    farcaster: {
      logins: farcaster,
      limit: config.embedded?.rateLimits?.farcasterAnswers ?? DEFAULT_EMBEDDED_LIMITS.farcasterAnswers,
    },
  })
  const frameApp = createFrameApp(
    app,
    embeddedRoutes(services, embedded, {
      frameOrigin: () => frame.origin,
      social,
      farcaster,
      ...(config.embedded?.rateLimits ? { limits: config.embedded.rateLimits } : {}),
    }),
    () => frame.assets,
    log,
    services.trustedProxies,
  )
  log.info('server ready', {
    engine: database.engine,
    wallets: wallets.length,
    chains: [...upstreams.keys()],
    indexing: indexer?.chains.map((c) => c.chain.chain) ?? [],
  })
  return {
    app,
    services,
    database,
    portfolio,
    embedded,
    social,
    farcaster,
    frameApp,
    frame,
    ...(indexer ? { indexer } : {}),
    // The indexer finishes its current range before the database goes away.
    close: async () => {
      await indexer?.stop()
      services.rpc.close()
      mailer.close()
      await database.close()
    },
  }
}

const configuredPublicUrl = (config: ServerConfig) =>
  config.publicUrl || process.env.LATCH_PUBLIC_URL || undefined

/** An http(s) origin with an optional path prefix, without its trailing slash. */
function publicUrlOf(value: string): string {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new Error(`publicUrl (LATCH_PUBLIC_URL) is not a URL: ${value}`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`publicUrl (LATCH_PUBLIC_URL) must be http or https: ${value}`)
  if (url.search || url.hash)
    throw new Error(`publicUrl (LATCH_PUBLIC_URL) takes no query or fragment: ${value}`)
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '')
}

/** An IPv6 listen address needs brackets in a URL. */
const urlHost = (host: string) => (host.includes(':') && !host.startsWith('[') ? `[${host}]` : host)

const STOP_GRACE_MS = 5_000

export interface WalletFrameConfig {
  /** The frame origin's port (0 picks a free one). */
  port?: number
  /** The frame's address as browsers reach it (default: its listen address). */
  publicUrl?: string
  /** The files to serve (default: the wallet frame built in memory with esbuild). */
  assets?: FrameAssets
}

export interface RunningServer {
  url: string
  port: number
  /** The wallet frame's URL (its own origin), when `walletFrame` was given. */
  walletFrameUrl?: string
  /** The routes, services and database behind the listener. */
  server: LatchServer
  stop(): Promise<void>
}

/** Starts the HTTP server on loopback (port 0 picks a free one). `stop` closes HTTP, then the DB. */
export async function startServer(
  config: ServerConfig & {
    port?: number
    host?: string
    timeouts?: Partial<HttpTimeouts>
    /** Serve the wallet frame on a second port: its own origin, never the host page's. */
    walletFrame?: WalletFrameConfig
  } = {},
): Promise<RunningServer> {
  const serverOptions = timeoutOptions(config.timeouts)
  const latch = await createServer(config)
  const host = config.host ?? '127.0.0.1'
  const http = await new Promise<Server>((resolve, reject) => {
    const server = serve(
      { fetch: latch.app.fetch, port: config.port ?? 0, hostname: host, serverOptions },
      () => resolve(server as Server),
    )
    server.once('error', reject)
  }).catch(async (error) => {
    await latch.close()
    throw error
  })
  handleClientErrors(http, latch.services.log)
  const port = (http.address() as AddressInfo).port
  // Without a configured public URL, answers name the address the server listens on.
  if (!configuredPublicUrl(config)) latch.services.publicUrl = `http://${urlHost(host)}:${port}`
  let frameHttp: Server | undefined
  let walletFrameUrl: string | undefined
  if (config.walletFrame) {
    try {
      latch.frame.assets = config.walletFrame.assets ?? (await buildFrameAssets())
      frameHttp = await new Promise<Server>((resolve, reject) => {
        const server = serve(
          { fetch: latch.frameApp.fetch, port: config.walletFrame?.port ?? 0, hostname: host, serverOptions },
          () => resolve(server as Server),
        )
        server.once('error', reject)
      })
    } catch (error) {
      await new Promise<void>((resolve) => http.close(() => resolve()))
      await latch.close()
      throw error
    }
    handleClientErrors(frameHttp, latch.services.log)
    const framePort = (frameHttp.address() as AddressInfo).port
    walletFrameUrl = publicUrlOf(config.walletFrame.publicUrl ?? `http://${urlHost(host)}:${framePort}`)
    latch.frame.origin = new URL(walletFrameUrl).origin
  }
  let stopped: Promise<void> | undefined
  const closeHttp = (server: Server) =>
    new Promise<void>((resolve) => {
      server.close(() => resolve())
      server.closeIdleConnections()
      setTimeout(() => server.closeAllConnections(), STOP_GRACE_MS).unref()
    })
  return {
    url: `http://${urlHost(host)}:${port}`,
    port,
    ...(walletFrameUrl ? { walletFrameUrl } : {}),
    server: latch,
    stop: () => {
      stopped ??= (async () => {
        if (frameHttp) await closeHttp(frameHttp)
        await new Promise<void>((resolve) => {
          http.close(() => resolve())
          // Idle keep-alive sockets would hold `close` open; requests in flight get a few seconds.
          http.closeIdleConnections()
          setTimeout(() => http.closeAllConnections(), STOP_GRACE_MS).unref()
        })
        await latch.close()
      })()
      return stopped
    },
  }
}

/** The wallet frame's page and script, built in memory from apps/wallet-frame (development). */
async function buildFrameAssets(): Promise<FrameAssets> {
  const { buildWalletFrame } = await import('@latch/wallet-frame/build')
  return { files: await buildWalletFrame() }
}
