import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '../adapter/types'
import { parseCaipNetworkId } from '../validation/caip'
import type { NetworksState } from './state'

/** Finds a network by CAIP-2 id (current or deprecated), or by plain id within a namespace. */
export function findNetwork(
  networks: readonly CaipNetwork[],
  id: CaipNetworkId | number | string,
  namespace?: ChainNamespace,
): CaipNetwork | undefined {
  return networks.find((network) => {
    if (network.caipNetworkId === id || network.deprecatedCaipNetworkId === id) return true
    return (
      namespace !== undefined && network.chainNamespace === namespace && String(network.id) === String(id)
    )
  })
}

/** Stand-in for a network of a known namespace that is not in the requested list. */
export function placeholderNetwork(caipNetworkId: CaipNetworkId): CaipNetwork {
  const { namespace, reference } = parseCaipNetworkId(caipNetworkId)
  return {
    id: /^\d+$/.test(reference) ? Number(reference) : reference,
    caipNetworkId,
    chainNamespace: namespace as ChainNamespace,
    name: 'Unknown Network',
    nativeCurrency: { name: '', symbol: '', decimals: 0 },
    rpcUrls: { default: { http: [] } },
  }
}

export function activeNetwork(state: NetworksState): CaipNetwork | undefined {
  return state.activeNamespace ? state.active[state.activeNamespace] : undefined
}
