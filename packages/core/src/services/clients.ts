import type { BlockchainServiceClient } from './blockchain-service'
import type { ServiceConfig } from './config'
import { once } from './context'
import type { HttpClient } from './http-client'
import type { WalletServiceClient } from './wallet-service'

// The services context's clients, loaded with the context's first call: the one HTTP client and,
// on it, the blockchain-service and wallet-service clients, each loaded with its own first use.

export interface ServiceClients {
  http(): Promise<HttpClient>
  blockchain(): Promise<BlockchainServiceClient>
  wallet(): Promise<WalletServiceClient>
}

export function createServiceClients(config: ServiceConfig): ServiceClients {
  const http = once(() => import('./config').then(({ serviceHttpClient }) => serviceHttpClient(config)))
  return {
    http,
    blockchain: once(() =>
      Promise.all([import('./blockchain-service'), http()]).then(
        ([{ createBlockchainServiceClient }, client]) =>
          createBlockchainServiceClient({ ...config, http: client }),
      ),
    ),
    wallet: once(() =>
      Promise.all([import('./wallet-service'), http()]).then(([{ createWalletServiceClient }, client]) =>
        createWalletServiceClient({ ...config, http: client }),
      ),
    ),
  }
}
