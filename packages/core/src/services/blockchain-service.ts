import { accountCalls } from './account-calls'
import { chainRpcCalls } from './chain-rpc'
import { type ServiceConfig, serviceHttpClient } from './config'
import type { HttpClient } from './http-client'
import { nameCalls } from './name-calls'
import { onRampCalls } from './onramp-calls'
import { swapCalls } from './swap-calls'

// The blockchain service client: every call of spec section 7, with st, sv and projectId added.

export interface BlockchainServiceOptions extends ServiceConfig {
  /** An HTTP client to share (the services context passes its one client); else one is made. */
  http?: HttpClient
}

export function createBlockchainServiceClient(options: BlockchainServiceOptions) {
  const http = options.http ?? serviceHttpClient(options)
  const account = accountCalls(http)
  return {
    ...account,
    ...chainRpcCalls(options, () => account.getSupportedChains()),
    ...swapCalls(http, options.projectId, options.swapChainIds),
    ...nameCalls(http),
    ...onRampCalls(http),
  }
}

export type BlockchainServiceClient = ReturnType<typeof createBlockchainServiceClient>
