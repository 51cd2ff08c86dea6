import type { BlockchainServiceClient } from './blockchain-service'
import type { ServiceConfig } from './config'
import type { HttpClient } from './http-client'
import type { WalletServiceClient } from './wallet-service'

// The one services context of a client: one HTTP client, one blockchain-service client and one
// wallet-service client, so one set of caches and one 30 s balance retry gap serve every slice.
// The clients' code (./clients, then each client's own) loads with the first slice that needs it
// (a name lookup, the Account view, All Wallets), never with the page.

export interface ServicesContext {
  readonly config: ServiceConfig
  http(): Promise<HttpClient>
  blockchain(): Promise<BlockchainServiceClient>
  wallet(): Promise<WalletServiceClient>
  /** Stops what runs on its own (the read transports' ranking polls); loads nothing to do so. */
  destroy(): void
}

/** The services context, or undefined when the app configured no services server or project id. */
export function createServicesContext(
  config: Partial<ServiceConfig> & { baseUrl?: string | undefined; projectId?: string | undefined },
): ServicesContext | undefined {
  const { baseUrl, projectId } = config
  if (!baseUrl || !projectId) return undefined
  const resolved: ServiceConfig = { ...config, baseUrl, projectId }
  const clients = once(() =>
    import('./clients').then(({ createServiceClients }) => createServiceClients(resolved)),
  )
  let blockchainAsked = false
  const context: ServicesContext = {
    config: resolved,
    http: () => clients().then((made) => made.http()),
    blockchain() {
      blockchainAsked = true
      return clients().then((made) => made.blockchain())
    },
    wallet: () => clients().then((made) => made.wallet()),
    destroy() {
      if (blockchainAsked)
        void context.blockchain().then(
          (client) => client.stopChainRpc(),
          () => {},
        )
    },
  }
  return context
}

/** The load's promise, made once; a load that failed (a chunk that did not arrive) is tried again next time. */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    })
    return loading
  }
}
