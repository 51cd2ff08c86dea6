import type { ToastText } from '../errors/codes'
import { accountCalls } from './account-calls'
import { identityParams, type ServiceConfig } from './config'
import { createHttpClient } from './http-client'
import { nameCalls } from './name-calls'
import { onRampCalls } from './onramp-calls'
import { swapCalls } from './swap-calls'

// The blockchain service client: every call of spec section 7, with st, sv and projectId added.

export interface BlockchainServiceOptions extends ServiceConfig {
  /** Raises a toast (e.g. 'Token Balance Unavailable'); wired to the modal's toast state. */
  notify?: (toast: ToastText) => void
}

export function createBlockchainServiceClient(options: BlockchainServiceOptions) {
  const http = createHttpClient({
    baseUrl: options.baseUrl,
    defaultParams: identityParams(options),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  })
  return {
    ...accountCalls(http, options.notify ? { notify: options.notify } : {}),
    ...swapCalls(http, options.projectId),
    ...nameCalls(http),
    ...onRampCalls(http),
  }
}

export type BlockchainServiceClient = ReturnType<typeof createBlockchainServiceClient>
