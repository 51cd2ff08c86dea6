// The network slice's actions: the host's edits of the list (./edits, which the client holds from
// the start) and switching, through the wallet when connected, or following the wallet's own move.
import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '../adapter/types'
import { alertError } from '../errors/alerts'
import { type AlertCode, FEATURE_ERRORS } from '../errors/codes'
import { errorMessage } from '../errors/message'
import { isUserRejection } from '../errors/wallet'
import { type LatchStorage, STORAGE_KEYS } from '../storage/storage'
import type { Store } from '../store/store'
import { isCaipNetworkId } from '../validation/caip'
import { createNetworkEdits, type NetworkEditDeps, type NetworkEdits } from './edits'
import { findNetwork, placeholderNetwork } from './rules'
import type { NetworksState } from './state'

export interface NetworkDeps extends NetworkEditDeps {
  storage: LatchStorage
  options(): { allowUnsupportedChain: boolean; enableNetworkSwitch: boolean }
  /** The connector to switch through, when the namespace is connected. */
  connectorFor(namespace: ChainNamespace): string | undefined
  switchWalletNetwork(namespace: ChainNamespace, connectorId: string, network: CaipNetwork): Promise<void>
  showAlert(code: AlertCode): void
  showUnsupportedChain(): void
  showToast(message: string, variant: 'error', detail?: string): void
  resetSendForm(): void
}

export interface NetworkActions extends NetworkEdits {
  /** Switches to a requested network (through the wallet when connected). */
  switchNetwork(target: CaipNetwork | CaipNetworkId): Promise<void>
  /**
   * The wallet's chain on a namespace. With `activate` false (a namespace connected alongside the
   * active one, or restored) it becomes that namespace's network without making it the active one.
   */
  handleWalletChain(namespace: ChainNamespace, chainId: number | string, activate?: boolean): void
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

  return {
    ...createNetworkEdits(store, deps),
    async switchNetwork(target) {
      const id = typeof target === 'string' ? target : target?.caipNetworkId
      const network = id === undefined ? undefined : findNetwork(get().requested, id)
      if (!network) {
        deps.showAlert('SWITCH_NETWORK_NOT_FOUND')
        throw alertError('SWITCH_NETWORK_NOT_FOUND', { details: { caipNetworkId: id } })
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
            deps.showToast(FEATURE_ERRORS.SWITCH_NETWORK_FAILED(network.name), 'error', reason || undefined)
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
  }
}
