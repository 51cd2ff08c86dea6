// Derived values of the connection slice: what a binding shows for an account and its wallet.
// Pure functions of the state, so a binding only has to subscribe to the store.
import type { CaipAddress, ChainNamespace } from '../adapter/types'
import type { LatchState } from '../client/state'
import type { AccountType, EmbeddedWalletUser } from './accounts'
import type { ConnectionStatus } from './status'

export type ConnectionView = Pick<LatchState, 'connection' | 'accounts' | 'networks'>

/** The namespace a getter speaks for: the one asked for, else the active one. */
export function namespaceOf(state: Pick<LatchState, 'networks'>, namespace?: ChainNamespace) {
  return namespace ?? state.networks.activeNamespace
}

/** The connection status of one namespace; `disconnected` when nothing is known about it. */
export function getConnectionStatus(
  state: Pick<LatchState, 'connection' | 'accounts'>,
  namespace: ChainNamespace,
): ConnectionStatus {
  return state.connection.status[namespace] || state.accounts[namespace]?.status || 'disconnected'
}

/**
 * The one definition of "connected": the namespace's status is `connected` and it has an address.
 * Without a namespace, whether any namespace is connected.
 */
export function isConnected(
  state: Pick<LatchState, 'connection' | 'accounts'>,
  namespace?: ChainNamespace,
): boolean {
  const connectedOn = (ns: ChainNamespace) =>
    getConnectionStatus(state, ns) === 'connected' && Boolean(state.accounts[ns]?.address)
  if (namespace) return connectedOn(namespace)
  const namespaces = new Set([
    ...Object.keys(state.connection.status),
    ...Object.keys(state.accounts),
  ]) as Set<ChainNamespace>
  return [...namespaces].some(connectedOn)
}

export interface GetAccountReturnType {
  address?: string
  caipAddress?: CaipAddress
  isConnected: boolean
  status: ConnectionStatus
  balance?: string
  balanceSymbol?: string
  profileName?: string
  profileImage?: string
  /** The embedded-wallet user (email, accounts), when connected through the embedded wallet. */
  user?: EmbeddedWalletUser
  /** The social login the embedded wallet signed in with (google, x, ...). */
  socialProvider?: string
  /**
   * The preferred account type on this namespace (spec section 3's defaults: bip122 payment,
   * eip155 smartAccount, which only the embedded wallet acts on).
   */
  preferredAccountType?: AccountType
}

/** The account of a namespace, the active one by default. */
export function getAccount(state: ConnectionView, namespace?: ChainNamespace): GetAccountReturnType {
  const ns = namespaceOf(state, namespace)
  const account = ns ? state.accounts[ns] : undefined
  return {
    address: account?.address,
    caipAddress: account?.caipAddress,
    isConnected: ns ? isConnected(state, ns) : false,
    status: ns ? getConnectionStatus(state, ns) : 'disconnected',
    balance: account?.balance,
    balanceSymbol: account?.balanceSymbol,
    profileName: account?.profileName ?? undefined,
    profileImage: account?.profileImage ?? undefined,
    user: account?.user,
    socialProvider: account?.socialProvider,
    preferredAccountType: ns ? account?.preferredAccountTypes?.[ns] : undefined,
  }
}
