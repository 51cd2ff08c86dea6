// The embedded wallet on solana: the same frame and sign-in as on eip155 (one login serves both),
// with the wallet's Solana key. Each request names its cluster by CAIP-2 id (`solana:<reference>`)
// and the frame approves each unsafe one on its own screen. A send is built as every Solana
// wallet that signs elsewhere has it built (@latch/solana/remote), then signed and submitted by the
// frame; balances and fees are read from the cluster, not asked of the frame.
import {
  AdapterError,
  type AdapterEvent,
  type AdapterSetupContext,
  type CaipNetwork,
  type ChainAdapter,
  FEATURE_ERRORS,
  isSolanaAddress,
  LatchError,
} from '@latch/core'
import { isEmbeddedChain } from '@latch/core/internal'
import { remoteSolana } from '@latch/solana/remote'
import { toAccountUser } from './adapter'
import { EMBEDDED_CONNECTOR_ID, embeddedConnector } from './connector'
import type { FrameMessenger } from './messenger'
import type { EmbeddedUser } from './protocol'
import type { FrameSession } from './session'

const fail = (message: string, options?: { cause?: unknown }) =>
  new AdapterError('embedded', message, options)
const remote = remoteSolana(fail)

export interface EmbeddedSolanaAdapterOptions {
  messenger: FrameMessenger
  /** The frame's sign-in, shared with the eip155 side. */
  session: FrameSession
}

export function createEmbeddedSolanaAdapter(options: EmbeddedSolanaAdapterOptions) {
  const { messenger, session } = options
  const listeners = new Set<(event: AdapterEvent) => void>()
  let networks: CaipNetwork[] = []
  let services: AdapterSetupContext['services']
  /** The cluster the connection is on. */
  let current: CaipNetwork | undefined
  let connected = false

  const emit = (event: AdapterEvent) => {
    for (const listener of [...listeners]) listener(event)
  }
  // Signed out through the wallet's other namespace: this one's connection ends too.
  session.onSignedOut(() => {
    if (!connected) return
    connected = false
    emit({ type: 'disconnect', connectorId: EMBEDDED_CONNECTOR_ID })
  })

  /** The configured network a chain id names (its reference, as core has it, or its CAIP-2 id). */
  const networkOf = (chainId: number | string | undefined) =>
    chainId === undefined
      ? undefined
      : networks.find(
          (network) => String(network.id) === String(chainId) || network.caipNetworkId === chainId,
        )

  function networkFor(chainId?: number | string): CaipNetwork {
    const network = networkOf(chainId) ?? current ?? networks[0]
    if (!network) throw fail('No Solana network is configured')
    return network
  }

  async function readUser(network: CaipNetwork): Promise<EmbeddedUser> {
    const user = await messenger.request('GET_USER', { chainId: network.caipNetworkId })
    if (!isSolanaAddress(user.address))
      throw fail(`The wallet answered with no Solana address: ${user.address}`)
    return user
  }

  async function signedIn(chainId: number | string | undefined) {
    const network = networkFor(chainId)
    const user = await readUser(network)
    current = network
    connected = true
    return { connectorId: EMBEDDED_CONNECTOR_ID, accounts: [user.address], chainId: network.id }
  }

  async function rpc(method: string, params: unknown, network = networkFor()): Promise<unknown> {
    const { result } = await messenger.request('RPC_REQUEST', {
      method,
      params,
      chainId: network.caipNetworkId,
    })
    return result
  }

  return {
    namespace: 'solana',
    /** Whether `chainId` names one of the configured Solana networks (the port's user reads). */
    serves: (chainId: number | string) => networkOf(chainId) !== undefined,
    /**
     * The signed-in user as the frame has it on that cluster. Its one account there is its eoa
     * (spec section 3's Solana default): no smart account is taken from the answer, so the Account
     * view never offers a switch on Solana.
     */
    async user(chainId: number | string) {
      const user = await readUser(networkFor(chainId))
      return toAccountUser({
        ...user,
        accounts: [{ address: user.address, type: 'eoa' }],
        preferredAccountType: 'eoa',
        smartAccountDeployed: false,
      })
    },
    setup(context) {
      networks = context.networks
      services = context.services
    },
    getConnectors: () => [embeddedConnector('solana')],
    connect: ({ chainId }) => signedIn(chainId),
    async reconnect({ chainId }) {
      const { isConnected } = await messenger.request('IS_CONNECTED')
      return isConnected ? signedIn(chainId) : null
    },
    async disconnect() {
      connected = false
      await session.signOut()
    },
    async switchNetwork({ network }) {
      if (!isEmbeddedChain(network))
        throw new LatchError('CHAIN_NOT_SUPPORTED', FEATURE_ERRORS.CHAIN_NOT_SUPPORTED)
      await messenger.request('SWITCH_NETWORK', { chainId: network.caipNetworkId })
      current = network
      emit({ type: 'chainChanged', connectorId: EMBEDDED_CONNECTOR_ID, chainId: network.id })
    },
    async signMessage({ address, message }) {
      const { method, params } = remote.signMessageRequest(address, message)
      return remote.signatureOf(await rpc(method, params))
    },
    async sendTransaction(parameters) {
      const { method, params } = await remote.signAndSendRequest(parameters, services)
      return remote.signatureOf(await rpc(method, params, parameters.network))
    },
    estimateFee: (parameters) => remote.fee(parameters, services),
    getBalance: ({ address, network }) => remote.balance(address, network, services),
    request: (_connectorId, args) => rpc(args.method, args.params),
    on(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    destroy() {
      listeners.clear()
    },
  } satisfies ChainAdapter & Record<string, unknown>
}
