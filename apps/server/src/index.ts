export { chainIdToCoinType, coinTypeToChainId } from './chain/ids'
export { type DevnetManifest, readManifest, resolveUpstreams } from './chain/manifest'
export { type Database, type Db, openDatabase } from './db/connect'
export { type DevSocialProvider, startDevSocialProvider } from './embedded/dev-social-provider'
export { type FarcasterConfig, farcasterConfigFromEnv } from './embedded/farcaster'
export { type EmbeddedOptions, EmbeddedWallets } from './embedded/service'
export { SOCIAL_PROVIDERS, type SocialConfig, type SocialProvider } from './embedded/social-providers'
export { fileLogSink, type LogEntry, type LogSink } from './http/log'
export { Indexer, type IndexerOptions, TRANSFER_TOPIC } from './indexer/indexer'
export { type DevMail, type DevMailbox, startDevMailbox } from './mail/dev-mailbox'
export type { MailConfig } from './mail/mailer'
export { originAllowed } from './origins'
export type { BitcoinUpstream } from './portfolio/bitcoin'
export { buildCatalog, type Catalog, NATIVE_TOKEN } from './portfolio/catalog'
export { createPortfolio, type Portfolio } from './portfolio/portfolio'
export type { SolanaToken, SolanaUpstream } from './portfolio/solana'
export { parseTokenUri, safeImage } from './portfolio/token-uri'
export { DEMO_PROJECT, type Project, ProjectStore } from './projects'
export { DEFAULT_EMBEDDED_LIMITS, type EmbeddedRateLimits } from './routes/embedded'
export { ALLOWED_RPC_METHODS } from './routes/rpc'
export {
  createServer,
  DEFAULT_RATE_LIMITS,
  type LatchServer,
  type RunningServer,
  type ServerConfig,
  startServer,
  type WalletFrameConfig,
} from './server'
export { DEFAULT_SWAP_CHAIN_IDS, type SwapConfig } from './swap/markets'
export { generateWallets, loadWallets, queryWallets, type WalletListing } from './wallets/registry'
