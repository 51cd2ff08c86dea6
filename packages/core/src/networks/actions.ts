import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '../adapter/types'
import { ALERTS, type AlertCode, ERRORS } from '../errors/codes'
import { LatchError } from '../errors/latch-error'
import { errorMessage } from '../errors/message'
import { isUserRejection } from '../errors/wallet'
import { type LatchStorage, STORAGE_KEYS } from '../storage/storage'
import type { Store } from '../store/store'
import { isCaipNetworkId, parseCaipNetworkId } from '../validation/caip'
import { isChainNamespace } from './caip'
import { activeNetwork, findNetwork, placeholderNetwork } from './rules'
import type { NetworksState } from './state'

export interface NetworkDeps {
  storage: LatchStorage
  options(): { allowUnsupportedChain: boolean; enableNetworkSwitch: boolean }
  hasAdapter(namespace: ChainNamespace): boolean
  /** The connector to switch through, when the namespace is connected. */
  connectorFor(namespace: ChainNamespace): string | undefined
  switchWalletNetwork(namespace: ChainNamespace, connectorId: string, network: CaipNetwork): Promise<void>
  showAlert(code: AlertCode): void
  showUnsupportedChain(): void
  showToast(message: string, variant: 'error', detail?: string): void
  resetSendForm(): void
}

export interface NetworkActions {
  /** Switches to a requested network (through the wallet when connected). */
  switchNetwork(target: CaipNetwork | CaipNetworkId): Promise<void>
  /** A wallet reported its chain: follow it, or mark the namespace unsupported. */
  /**
   * The wallet's chain on a namespace. With `activate` false (a namespace connected alongside the
   * active one, or restored) it becomes that namespace's network without making it the active one.
   */
  handleWalletChain(namespace: ChainNamespace, chainId: number | string, activate?: boolean): void
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

  function setActive(network: CaipNetwork, unsupported: boolean, activate = true): void {
    const namespace = network.chainNamespace
    const state = get()
    const moves = activate || !state.activeNamespace || state.activeNamespace === namespace
    set({
      activeNamespace: moves ? namespace : state.activeNamespace,
      active: { ...state.active, [namespace]: network },
      unsupported: { ...state.unsupported, [namespace]: unsupported },
    })
    if (!moves) return
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
      // A refused wallet switch throws here and leaves the state as it was. The visitor reads
      // which switch failed, the wallet's own reason under it, unless they said no in the wallet.
      if (connectorId) {
        try {
          await deps.switchWalletNetwork(network.chainNamespace, connectorId, network)
        } catch (error) {
          if (!isUserRejection(error)) {
            const reason = errorMessage(error, '')
            deps.showToast(ERRORS.SWITCH_NETWORK_FAILED(network.name), 'error', reason || undefined)
          }
          throw error
        }
      }
      setActive(network, false)
    },
    handleWalletChain(namespace, chainId, activate) {
      const reported = String(chainId).includes(':') ? String(chainId) : `${namespace}:${chainId}`
      const network = findNetwork(get().requested, reported as CaipNetworkId, namespace)
      if (network) {
        setActive(network, false, activate)
        return
      }
      if (!isCaipNetworkId(reported)) return
      setActive(placeholderNetwork(reported), true, activate)
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
