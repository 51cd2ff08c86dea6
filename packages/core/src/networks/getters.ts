// Derived values of the networks slice: the network a binding shows and whether it is supported.
import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '../adapter/types'
import type { LatchState } from '../client/state'

export interface GetNetworkReturnType {
  caipNetwork?: CaipNetwork
  caipNetworkId?: CaipNetworkId
  chainId?: number | string
  /** The networks the app asked for. */
  networks: readonly CaipNetwork[]
  /** The wallet is on a network outside the requested list. */
  isUnsupported: boolean
}

/** The network of a namespace, the active one by default, with the requested list. */
export function getNetwork(
  state: Pick<LatchState, 'networks'>,
  namespace?: ChainNamespace,
): GetNetworkReturnType {
  const { active, activeNamespace, requested, unsupported } = state.networks
  const ns = namespace ?? activeNamespace
  const caipNetwork = ns ? active[ns] : undefined
  return {
    caipNetwork,
    caipNetworkId: caipNetwork?.caipNetworkId,
    chainId: caipNetwork?.id,
    networks: requested,
    isUnsupported: ns ? unsupported[ns] === true : false,
  }
}
