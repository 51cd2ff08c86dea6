import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '../adapter/types'
import type { EventEmitter } from '../connection/events'
import type { Store } from '../store/store'
import type { NetworkActions } from './actions'
import { findNetwork } from './rules'
import type { NetworksState } from './state'

// Switching network as the client offers it (spec section 4): a network of another namespace
// first moves the connection along (the embedded wallet connects there, a WalletConnect session
// resyncs its accounts), then the switch itself, then the host hears SWITCH_NETWORK.

export interface NetworkSwitchDeps {
  networks: Pick<NetworkActions, 'switchNetwork' | 'getActiveNetwork'>
  /** Moves a connector serving several namespaces to the target namespace, on the target network. */
  followToNamespace(from: ChainNamespace, to: ChainNamespace, chainId: number | string): Promise<unknown>
  events: EventEmitter
}

export function createNetworkSwitch(
  store: Store<{ networks: NetworksState }>,
  deps: NetworkSwitchDeps,
): (target: CaipNetwork | CaipNetworkId) => Promise<void> {
  return async (target) => {
    const id = typeof target === 'string' ? target : target?.caipNetworkId
    const wanted = id ? findNetwork(store.getState().networks.requested, id) : undefined
    const from = store.getState().networks.activeNamespace
    if (wanted && from && wanted.chainNamespace !== from) {
      await deps.followToNamespace(from, wanted.chainNamespace, wanted.id)
    }
    await deps.networks.switchNetwork(target)
    const network = deps.networks.getActiveNetwork()
    if (network) deps.events.emit({ type: 'SWITCH_NETWORK', caipNetworkId: network.caipNetworkId })
  }
}
