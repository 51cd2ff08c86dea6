// Moving a connection from one namespace to another: only pages with several namespaces ever do
// it, so it loads with the first follow (a WalletConnect session granting more than one
// namespace, or a switch of namespace), never with an EVM-only page.
// It imports no module of its own, only types: the client hands it what it needs.
import type { ChainAdapter, ChainNamespace, Connector, ConnectParameters } from '../adapter/types'
import type { ConnectionState } from './state'

/** Connector types that can serve more than one namespace with one login or session. */
const SHARED_CONNECTOR_TYPES: readonly Connector['type'][] = [
  'AUTH',
  'ID_AUTH',
  'WALLET_CONNECT',
  'MULTI_CHAIN',
]
const EMBEDDED_CONNECTOR_TYPES: readonly Connector['type'][] = ['AUTH', 'ID_AUTH']

export interface FollowContext {
  connection(): ConnectionState
  adapters: ReadonlyMap<ChainNamespace, ChainAdapter>
  /** The connector ids this site connected on the namespace before (stored, newest first). */
  storedConnectorIds(namespace: ChainNamespace): readonly string[]
  /** What the connector is asked to connect or restore with on the namespace (network, account type). */
  parameters(namespace: ChainNamespace, connectorId: string): ConnectParameters
  /**
   * Checks what the adapter answered and makes it the namespace's current connection
   * (`activate`: the active namespace too).
   */
  apply(namespace: ChainNamespace, answer: unknown, connectorId: string, activate: boolean): void
}

/**
 * Moves the connection on `from` along to `to`. A connector serving several namespaces (the
 * embedded wallet, a WalletConnect session) follows itself: restored, or when switching, the
 * embedded wallet connected there. Another wallet follows as the same wallet installed on `to`
 * (by name, as the Connect list pairs them), restored silently: a wallet that already trusts the
 * site there asks nothing. When `joining` (a session granted on connect), only restores, in the
 * background. True when `to` is now connected.
 */
export async function followConnection(
  context: FollowContext,
  from: ChainNamespace,
  to: ChainNamespace,
  joining?: boolean,
): Promise<boolean> {
  const { connections, connectors } = context.connection()
  const current = connections[from]
  const adapter = context.adapters.get(to)
  if (!current || connections[to] || !adapter || from === to) return false
  const source = connectors.find((entry) => entry.id === current.connectorId && entry.chain === from)
  if (!source) return false
  const shared = SHARED_CONNECTOR_TYPES.includes(source.type)
  const target = connectors.find(
    (entry) =>
      entry.chain === to &&
      (shared ? entry.id === source.id : entry.name.toLowerCase() === source.name.toLowerCase()),
  )
  if (!target) return false
  // A wallet that can only "reconnect" by asking is tried only if this site had it there before.
  if (adapter.reconnectNeedsHistory && !context.storedConnectorIds(to).includes(target.id)) return false
  const parameters = context.parameters(to, target.id)
  const result =
    (await adapter.reconnect(parameters)) ??
    (!joining && EMBEDDED_CONNECTOR_TYPES.includes(source.type) ? await adapter.connect(parameters) : null)
  if (!result) return false
  context.apply(to, result, target.id, !joining)
  return true
}
