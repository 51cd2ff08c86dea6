import type { AdapterConnection, ChainNamespace, Connector } from '../adapter/types'
import type { LatchStorage } from '../storage/storage'
import type { AccountState } from './accounts'
import type { RecentWallet } from './recent-wallets'
import {
  type ConnectionStatus,
  initialConnectionStatus,
  readStoredConnectors,
  readStoredStatus,
} from './status'

export interface ConnectionState {
  status: Partial<Record<ChainNamespace, ConnectionStatus>>
  connectors: Connector[]
  /** The adapters have set up and listed their connectors (until then none is known, not none found). */
  connectorsSynced: boolean
  connections: Partial<Record<ChainNamespace, AdapterConnection>>
  recentWallets: RecentWallet[]
  /** Deep link of the wallet being connected on mobile. */
  deepLink?: string
}

export type AccountsState = Partial<Record<ChainNamespace, AccountState>>

export function initialConnectionState(parameters: {
  storage: LatchStorage
  namespaces: readonly ChainNamespace[]
  recentWallets: RecentWallet[]
}): ConnectionState {
  const initial = initialConnectionStatus(readStoredStatus(parameters.storage))
  const stored = readStoredConnectors(parameters.storage)
  const status: ConnectionState['status'] = {}
  // Namespaces with a remembered connector start from the stored status, the rest disconnected.
  for (const namespace of parameters.namespaces)
    status[namespace] = stored[namespace]?.length ? initial : 'disconnected'
  return {
    status,
    connectors: [],
    connectorsSynced: false,
    connections: {},
    recentWallets: parameters.recentWallets,
  }
}
