// The wallet connected on a namespace, as a binding names it, and whether it is the embedded
// wallet. Nothing a page shows before the first click reads them (a view once connected, a
// host's hook, a wallet request), so they load with what does.
import type { ChainNamespace } from '../adapter/types'
import { type ConnectionView, namespaceOf } from './getters'

export interface WalletInfo {
  name: string
  icon?: string
  /** The connector id, e.g. an EIP-6963 rdns-based id. */
  identifier: string
  /** The social login the embedded wallet signed in with (google, x, ...), for such a connection. */
  social?: string
}

/** The wallet connected on a namespace (the active one by default), named as its connector is. */
export function getWalletInfo(state: ConnectionView, namespace?: ChainNamespace): WalletInfo | undefined {
  const ns = namespaceOf(state, namespace)
  const connectorId = ns ? state.connection.connections[ns]?.connectorId : undefined
  if (!ns || !connectorId) return undefined
  const connector = state.connection.connectors.find((entry) => entry.id === connectorId)
  const recent = state.connection.recentWallets.find((entry) => entry.id === connectorId)
  const name = connector?.name ?? recent?.name ?? connectorId
  const icon = connector?.imageUrl ?? recent?.imageUrl
  // Only the embedded wallet's own connection has one (an account switched to another wallet may keep the field).
  const social = usesEmbeddedWallet(state, ns) ? state.accounts[ns]?.socialProvider : undefined
  return { name, ...(icon ? { icon } : {}), identifier: connectorId, ...(social ? { social } : {}) }
}

/** The namespace's connection (the active one by default) goes through an embedded (AUTH) wallet. */
export function usesEmbeddedWallet(
  state: Pick<ConnectionView, 'connection' | 'networks'>,
  namespace?: ChainNamespace,
): boolean {
  const ns = namespaceOf(state, namespace)
  const connectorId = ns ? state.connection.connections[ns]?.connectorId : undefined
  const connector = state.connection.connectors.find(
    (entry) => entry.id === connectorId && entry.chain === ns,
  )
  return connector?.type === 'AUTH' || connector?.type === 'ID_AUTH'
}
