// Networks slice: the requested (configured) networks, the active network per namespace, and the
// switching rules of spec section 4.
import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '../adapter/types'
import { ALERTS, type AlertCode, ERRORS } from '../errors/codes'
import { LatchError } from '../errors/latch-error'
import { type LatchStorage, parsers, STORAGE_KEYS } from '../storage/storage'
import type { Store } from '../store/store'
import { isCaipNetworkId, parseCaipNetworkId } from '../validation/caip'
import { isChainNamespace } from './caip'

export interface NetworksState {
  requested: CaipNetwork[]
  active: Partial<Record<ChainNamespace, CaipNetwork>>
  activeNamespace: ChainNamespace | undefined
  /** A wallet is on a network outside the requested list (or a mismatch). */
  unsupported: Partial<Record<ChainNamespace, boolean>>
}

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

export function activeNetwork(state: NetworksState): CaipNetwork | undefined {
  return state.activeNamespace ? state.active[state.activeNamespace] : undefined
}

export interface NetworkDeps {
  storage: LatchStorage
  options(): { allowUnsupportedChain: boolean; enableNetworkSwitch: boolean }
  hasAdapter(namespace: ChainNamespace): boolean
  /** The connector to switch through, when the namespace is connected. */
  connectorFor(namespace: ChainNamespace): string | undefined
  switchWalletNetwork(namespace: ChainNamespace, connectorId: string, network: CaipNetwork): Promise<void>
  showAlert(code: AlertCode): void
  showUnsupportedChain(): void
  resetSendForm(): void
}

export interface NetworkActions {
  /** Switches to a requested network (through the wallet when connected). */
  switchNetwork(target: CaipNetwork | CaipNetworkId): Promise<void>
  /** A wallet reported its chain: follow it, or mark the namespace unsupported. */
  handleWalletChain(namespace: ChainNamespace, chainId: number | string): void
  addNetwork(network: CaipNetwork): void
  removeNetwork(caipNetworkId: CaipNetworkId): void
  resetNetworkState(namespace: ChainNamespace): void
  getActiveNetwork(): CaipNetwork | undefined
}

export function createNetworkActions(
  store: Store<{ networks: NetworksState }>,
  deps: NetworkDeps,
): NetworkActions {
  const get = () => store.getState().networks
  const set = (patch: Partial<NetworksState>) =>
    store.setState((state) => ({ networks: { ...state.networks, ...patch } }))

  function setActive(network: CaipNetwork, unsupported: boolean): void {
    const namespace = network.chainNamespace
    const state = get()
    set({
      activeNamespace: namespace,
      active: { ...state.active, [namespace]: network },
      unsupported: { ...state.unsupported, [namespace]: unsupported },
    })
    deps.storage.set(STORAGE_KEYS.activeCaipNetworkId, network.caipNetworkId)
    deps.resetSendForm()
  }

  function requireAdapter(namespace: string): void {
    if (!isChainNamespace(namespace) || !deps.hasAdapter(namespace)) {
      throw new LatchError('ADAPTER_FOR_NAMESPACE_MISSING', ERRORS.ADAPTER_FOR_NAMESPACE_MISSING(namespace))
    }
  }

  return {
    async switchNetwork(target) {
      const id = typeof target === 'string' ? target : target?.caipNetworkId
      const network = id === undefined ? undefined : findNetwork(get().requested, id)
      if (!network) {
        deps.showAlert('SWITCH_NETWORK_NOT_FOUND')
        throw new LatchError('SWITCH_NETWORK_NOT_FOUND', ALERTS.SWITCH_NETWORK_NOT_FOUND.shortMessage, {
          details: { caipNetworkId: id },
        })
      }
      const connectorId = deps.connectorFor(network.chainNamespace)
      // A rejected wallet switch throws here and leaves the state as it was.
      if (connectorId) await deps.switchWalletNetwork(network.chainNamespace, connectorId, network)
      setActive(network, false)
    },
    handleWalletChain(namespace, chainId) {
      const reported = String(chainId).includes(':') ? String(chainId) : `${namespace}:${chainId}`
      const network = findNetwork(get().requested, reported as CaipNetworkId, namespace)
      if (network) {
        setActive(network, false)
        return
      }
      if (!isCaipNetworkId(reported)) return
      setActive(placeholderNetwork(reported), true)
      const options = deps.options()
      if (!options.allowUnsupportedChain && options.enableNetworkSwitch) deps.showUnsupportedChain()
    },
    addNetwork(network) {
      requireAdapter(network?.chainNamespace)
      if (findNetwork(get().requested, network.caipNetworkId)) return
      set({ requested: [...get().requested, network] })
    },
    removeNetwork(caipNetworkId) {
      const { namespace } = parseCaipNetworkId(caipNetworkId)
      requireAdapter(namespace)
      const state = get()
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

/** Reads the last used network id from storage (a CAIP-2 string), dropping anything else. */
export function readStoredNetworkId(storage: LatchStorage): CaipNetworkId | undefined {
  const value = storage.get(STORAGE_KEYS.activeCaipNetworkId, parsers.string)
  return isCaipNetworkId(value) ? value : undefined
}
