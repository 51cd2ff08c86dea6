import type { AdapterRegistry } from '../adapter/registry'
import type {
  AdapterConnection,
  CaipNetwork,
  ChainNamespace,
  SendTransactionParameters,
} from '../adapter/types'
import { FEATURE_ERRORS } from '../errors/codes'
import { LatchError } from '../errors/latch-error'
import type { NetworksState } from '../networks/state'
import { createRpcGate, type RpcGate, type RpcGateDeps } from '../rpc-gate/actions'
import type { TransactionStack } from '../rpc-gate/stack'
import type { TransactionsState } from '../rpc-gate/state'
import type { Store } from '../store/store'
import { isSignedMessage } from '../validation/hex'
import type { ConnectionState } from './state'
import { usesEmbeddedWallet } from './wallet-info'

// What an app (or a view) asks of the connected wallet: raw RPC through the request gate, a
// message signature, a transaction. Each goes to the wallet connected on the namespace asked for,
// the active one by default, and fails with 'Connector not connected' when there is none.

export interface WalletRequests {
  /** Wallet RPC through the request gate, on the active namespace's connection. */
  request(args: { method: string; params?: unknown }, namespace?: ChainNamespace): Promise<unknown>
  /** personal_sign (or the namespace's equivalent) by the connected account. */
  signMessage(message: string, namespace?: ChainNamespace): Promise<string>
  /** Signs as a given account of the namespace's connection (sign-in with a wallet). */
  signMessageAs(namespace: ChainNamespace, address: string, message: string): Promise<string>
  sendTransaction(
    parameters: Omit<SendTransactionParameters, 'connectorId' | 'from' | 'network'>,
  ): Promise<string>
  /** The fee of that transaction as the connected wallet's adapter prices it (solana). */
  estimateFee(
    parameters: Omit<SendTransactionParameters, 'connectorId' | 'from' | 'network'>,
  ): Promise<bigint>
}

export interface WalletRequestsDeps {
  adapters: AdapterRegistry
  rpcGate: Pick<RpcGate, 'request'>
  activeNetwork(): CaipNetwork | undefined
  /** The smartSessions feature is on. */
  smartSessions(): boolean
}

/** Batches and permission requests, whose parameters are checked before the wallet sees them. */
const CHECKED = /^wallet_(sendCalls|grantPermissions|revokePermissions)$/

export function createWalletRequests(
  store: Store<{ connection: ConnectionState; networks: NetworksState }>,
  deps: WalletRequestsDeps,
): WalletRequests {
  function connected(namespace?: ChainNamespace): { ns: ChainNamespace; connection: AdapterConnection } {
    const ns = namespace ?? store.getState().networks.activeNamespace
    const connection = ns ? store.getState().connection.connections[ns] : undefined
    if (!ns || !connection)
      throw new LatchError('CONNECTOR_NOT_CONNECTED', FEATURE_ERRORS.CONNECTOR_NOT_CONNECTED)
    return { ns, connection }
  }

  /** The request completed with the active connection's wallet, account and network. */
  function withWallet(parameters: Omit<SendTransactionParameters, 'connectorId' | 'from' | 'network'>) {
    const { ns, connection } = connected()
    const network = deps.activeNetwork()
    if (!network) throw new LatchError('CAIP_NETWORK_UNDEFINED', FEATURE_ERRORS.CAIP_NETWORK_UNDEFINED)
    const full: SendTransactionParameters = {
      ...parameters,
      connectorId: connection.connectorId,
      from: connection.accounts[0] as string,
      network,
    }
    return { ns, full }
  }

  const requests: WalletRequests = {
    async request(args, namespace) {
      // Batches and session requests are checked first (the checks load with the first of them).
      const silent =
        CHECKED.test(args.method) &&
        (await import('./request-checks')).checkRequest(args, deps.smartSessions())
      return deps.rpcGate.request(
        args,
        async () => {
          const { ns, connection } = connected(namespace)
          return deps.adapters.get(ns).request(connection.connectorId, args)
        },
        // The method lists are the embedded wallet's; another wallet decides on the rest itself.
        { silent, embedded: usesEmbeddedWallet(store.getState(), namespace) },
      )
    },
    async signMessage(message, namespace) {
      const { ns, connection } = connected(namespace)
      return requests.signMessageAs(ns, connection.accounts[0] as string, message)
    },
    async signMessageAs(namespace, address, message) {
      const { connection } = connected(namespace)
      const signature = await deps.adapters
        .get(namespace)
        .signMessage({ connectorId: connection.connectorId, address, message })
      // Spec section 5: an EVM signature is 0x and at least 62 hex digits; anything else is never
      // used or stored.
      if (namespace === 'eip155' && !isSignedMessage(signature))
        throw new LatchError('WALLET_INVALID_SIGNATURE', FEATURE_ERRORS.WALLET_INVALID_SIGNATURE)
      return signature
    },
    async sendTransaction(parameters) {
      const { ns, full } = withWallet(parameters)
      return deps.adapters.get(ns).sendTransaction(full)
    },
    async estimateFee(parameters) {
      const { ns, full } = withWallet(parameters)
      const adapter = deps.adapters.get(ns)
      if (!adapter.estimateFee) throw new LatchError('SEND_UNSUPPORTED', FEATURE_ERRORS.FEES_EIP155_ONLY)
      return adapter.estimateFee(full)
    },
  }
  return requests
}

/** The requests and the gate they pass through, built together: they load together (./lazy-requests). */
export function createGatedRequests(
  store: Store<{ connection: ConnectionState; networks: NetworksState; transactions: TransactionsState }>,
  deps: Omit<WalletRequestsDeps, 'rpcGate'> & { gate: RpcGateDeps },
  stack: TransactionStack,
): { requests: WalletRequests; rpcGate: RpcGate } {
  const rpcGate = createRpcGate(store, deps.gate, stack)
  return { rpcGate, requests: createWalletRequests(store, { ...deps, rpcGate }) }
}
