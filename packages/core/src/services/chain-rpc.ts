import type { CaipNetwork, ChainNamespace } from '../adapter/types'
import { createFallbackTransport, type FallbackTransport } from '../transport/fallback'
import type { JsonRpcRequest } from '../transport/json-rpc'
import { blockchainRpcUrl } from '../transport/rpc-url'
import type { ServiceConfig } from './config'

// The client's chain reads (spec section 7): the hosted blockchain RPC for the chains the services
// server supports, then the network's own RPC URLs, ranked by latency (0.3) and stability (0.7)
// over the last 10 polls. One transport per network, shared by every read of the client.

/**
 * What a ranking round asks each endpoint, per namespace: a call every node of that namespace
 * answers (the hosted RPC relays it). Another namespace's ping would fail everywhere and rank
 * nothing; a namespace not named here falls back in order, unranked.
 */
const RANK_PINGS: Partial<Record<ChainNamespace, JsonRpcRequest>> = {
  eip155: { method: 'eth_blockNumber' },
  solana: { method: 'getHealth' },
}

export function chainRpcCalls(
  config: ServiceConfig,
  supportedChains: () => Promise<{ http: readonly string[] }>,
) {
  const transports = new Map<string, Promise<FallbackTransport>>()
  let supported: Promise<ReadonlySet<string>> | undefined

  /** The chains the server serves, asked once; a failed answer means none this time and is asked again. */
  function served(): Promise<ReadonlySet<string>> {
    supported ??= supportedChains().then(
      ({ http }) => new Set(http),
      () => {
        supported = undefined
        return new Set<string>()
      },
    )
    return supported
  }

  /** The hosted RPC URL of `network` when the server says it serves that chain, else undefined. */
  async function hostedRpcUrl(network: Pick<CaipNetwork, 'caipNetworkId'>): Promise<string | undefined> {
    return (await served()).has(network.caipNetworkId)
      ? blockchainRpcUrl(config.baseUrl, network.caipNetworkId, config.projectId)
      : undefined
  }

  async function create(network: CaipNetwork): Promise<FallbackTransport> {
    const hosted = await hostedRpcUrl(network)
    const urls = [...new Set([...(hosted ? [hosted] : []), ...network.rpcUrls.default.http])]
    const ping = RANK_PINGS[network.chainNamespace]
    return createFallbackTransport({
      urls,
      rank: urls.length > 1 && ping ? { ping } : false,
      ...(config.fetch ? { fetch: config.fetch } : {}),
    })
  }

  return {
    hostedRpcUrl,
    /** The ranked read transport of `network` (eip155, solana). */
    chainRpc(network: CaipNetwork): Promise<FallbackTransport> {
      let transport = transports.get(network.caipNetworkId)
      if (!transport) {
        transport = create(network)
        transports.set(network.caipNetworkId, transport)
        // A network with no URL at all is asked again next time.
        transport.catch(() => transports.delete(network.caipNetworkId))
      }
      return transport
    },
    /** Stops every transport's ranking polls. */
    stopChainRpc() {
      for (const transport of transports.values())
        void transport.then(
          (t) => t.stop(),
          () => {},
        )
    },
  }
}
