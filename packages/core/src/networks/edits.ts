// The networks as the client holds them from the start: the host's own edits of the list (add,
// remove) and the active network, answered at once. Switching, which talks to the wallet, is
// ./actions, loaded with the client's runtime.
import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '../adapter/types'
import { ERRORS } from '../errors/codes'
import { LatchError } from '../errors/latch-error'
import type { Store } from '../store/store'
import { parseCaipNetworkId } from '../validation/caip'
import { isChainNamespace } from './namespaces'
import { activeNetwork, findNetwork } from './rules'
import type { NetworksState } from './state'

export interface NetworkEditDeps {
  hasAdapter(namespace: ChainNamespace): boolean
}

export interface NetworkEdits {
  addNetwork(network: CaipNetwork): void
  removeNetwork(caipNetworkId: CaipNetworkId): void
  resetNetworkState(namespace: ChainNamespace): void
  getActiveNetwork(): CaipNetwork | undefined
}

export function createNetworkEdits(
  store: Store<{ networks: NetworksState }>,
  deps: NetworkEditDeps,
): NetworkEdits {
  const get = () => store.getState().networks
  const set = (patch: Partial<NetworksState>) =>
    store.setState((state) => ({ networks: { ...state.networks, ...patch } }))

  function requireAdapter(namespace: string): void {
    if (!isChainNamespace(namespace) || !deps.hasAdapter(namespace)) {
      throw new LatchError('ADAPTER_FOR_NAMESPACE_MISSING', ERRORS.ADAPTER_FOR_NAMESPACE_MISSING(namespace))
    }
  }

  return {
    addNetwork(network) {
      requireAdapter(network?.chainNamespace)
      if (findNetwork(get().requested, network.caipNetworkId)) return
      set({ requested: [...get().requested, network] })
    },
    removeNetwork(caipNetworkId) {
      const { namespace } = parseCaipNetworkId(caipNetworkId)
      requireAdapter(namespace)
      const state = get()
      if (!findNetwork(state.requested, caipNetworkId))
        throw new LatchError('NETWORK_NOT_FOUND', ERRORS.NETWORK_NOT_FOUND, { details: { caipNetworkId } })
      const requested = state.requested.filter((network) => network.caipNetworkId !== caipNetworkId)
      const ns = namespace as ChainNamespace
      const active = { ...state.active }
      // Removing the active network falls back to another one of the same namespace.
      if (active[ns]?.caipNetworkId === caipNetworkId) {
        const next = requested.find((network) => network.chainNamespace === ns)
        if (next) active[ns] = next
        else delete active[ns]
      }
      set({ requested, active })
    },
    resetNetworkState(namespace) {
      set({ unsupported: { ...get().unsupported, [namespace]: false } })
    },
    getActiveNetwork: () => activeNetwork(get()),
  }
}
