export { chainIdToCoinType, coinTypeToChainId } from './chain/ids'
export { type DevnetManifest, readManifest, resolveUpstreams } from './chain/manifest'
export { type Database, type Db, openDatabase } from './db/connect'
export { originAllowed } from './origins'
export { DEMO_PROJECT, type Project, ProjectStore } from './projects'
export { ALLOWED_RPC_METHODS } from './routes/rpc'
export {
  createServer,
  DEFAULT_RATE_LIMITS,
  type LatchServer,
  type RunningServer,
  type ServerConfig,
  startServer,
} from './server'
export { generateWallets, loadWallets, queryWallets, type WalletListing } from './wallets/registry'
