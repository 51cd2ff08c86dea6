import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '../adapter/types'
import { type LatchStorage, parsers, STORAGE_KEYS } from '../storage/storage'
import { isCaipNetworkId, parseCaipNetworkId } from '../validation/caip'
import { isChainNamespace } from './namespaces'
import { findNetwork, placeholderNetwork } from './rules'

export interface NetworksState {
  requested: CaipNetwork[]
  active: Partial<Record<ChainNamespace, CaipNetwork>>
  activeNamespace: ChainNamespace | undefined
  /** A wallet is on a network outside the requested list (or a mismatch). */
  unsupported: Partial<Record<ChainNamespace, boolean>>
}

export interface InitialNetworkParameters {
  requested: CaipNetwork[]
  stored?: string
  defaultNetwork?: CaipNetwork
  /** Namespaces the client can handle (those of its adapters and requested networks). */
  knownNamespaces: readonly ChainNamespace[]
}

/**
 * The stored network when it is requested; a placeholder when it belongs to a known namespace but
 * is not requested; else the default network, chain 1, or the first requested network.
 */
export function initialNetworksState(parameters: InitialNetworkParameters): NetworksState {
  const { requested, stored, defaultNetwork, knownNamespaces } = parameters
  let network: CaipNetwork | undefined
  let unsupported = false
  if (stored !== undefined && isCaipNetworkId(stored)) {
    const namespace = parseCaipNetworkId(stored).namespace
    network = findNetwork(requested, stored)
    if (!network && isChainNamespace(namespace) && knownNamespaces.includes(namespace)) {
      network = placeholderNetwork(stored)
      unsupported = true
    }
  }
  network ??=
    (defaultNetwork && findNetwork(requested, defaultNetwork.caipNetworkId)) ??
    findNetwork(requested, 'eip155:1') ??
    requested[0]
  if (!network) return { requested, active: {}, activeNamespace: undefined, unsupported: {} }
  const namespace = network.chainNamespace
  return {
    requested,
    active: { [namespace]: network },
    activeNamespace: namespace,
    unsupported: unsupported ? { [namespace]: true } : {},
  }
}

/** Reads the last used network id from storage (a CAIP-2 string), dropping anything else. */
export function readStoredNetworkId(storage: LatchStorage): CaipNetworkId | undefined {
  const value = storage.get(STORAGE_KEYS.activeCaipNetworkId, parsers.string)
  return isCaipNetworkId(value) ? value : undefined
}
