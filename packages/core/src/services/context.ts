import type { BlockchainServiceClient } from './blockchain-service'
import type { ServiceConfig } from './config'
import type { HttpClient } from './http-client'
import type { WalletServiceClient } from './wallet-service'

// The one services context of a client: one HTTP client, one blockchain-service client and one
// wallet-service client, so one set of caches and one 30 s balance retry gap serve every slice.
// The clients' code loads with the first slice that needs it (a name lookup, the Account view,
// All Wallets), never with the page.

export interface ServicesContext {
  readonly config: ServiceConfig
  http(): Promise<HttpClient>
  blockchain(): Promise<BlockchainServiceClient>
  wallet(): Promise<WalletServiceClient>
}

/** The services context, or undefined when the app configured no services server or project id. */
export function createServicesContext(
  config: Partial<ServiceConfig> & { baseUrl?: string | undefined; projectId?: string | undefined },
): ServicesContext | undefined {
  const { baseUrl, projectId } = config
  if (!baseUrl || !projectId) return undefined
  const resolved: ServiceConfig = { ...config, baseUrl, projectId }
  let http: Promise<HttpClient> | undefined
  let blockchain: Promise<BlockchainServiceClient> | undefined
  let wallet: Promise<WalletServiceClient> | undefined
  const context: ServicesContext = {
    config: resolved,
    http: () => {
      http ??= retryable(
        import('./config').then(({ serviceHttpClient }) => serviceHttpClient(resolved)),
        () => {
          http = undefined
        },
      )
      return http
    },
    blockchain: () => {
      blockchain ??= retryable(
        Promise.all([import('./blockchain-service'), context.http()]).then(
          ([{ createBlockchainServiceClient }, http]) => createBlockchainServiceClient({ ...resolved, http }),
        ),
        () => {
          blockchain = undefined
        },
      )
      return blockchain
    },
    wallet: () => {
      wallet ??= retryable(
        Promise.all([import('./wallet-service'), context.http()]).then(
          ([{ createWalletServiceClient }, http]) => createWalletServiceClient({ ...resolved, http }),
        ),
        () => {
          wallet = undefined
        },
      )
      return wallet
    },
  }
  return context
}

/** A load that failed (a chunk that did not arrive) is forgotten, so the next use tries again. */
function retryable<T>(load: Promise<T>, forget: () => void): Promise<T> {
  return load.catch((error: unknown) => {
    forget()
    throw error
  })
}
