import type { CaipAddress, ChainNamespace } from '../adapter/types'
import type { EventEmitter } from '../connection/events'
import { FEATURE_ERRORS, TOASTS } from '../errors/codes'
import { LatchError } from '../errors/latch-error'
import type { OpenParameters } from '../modal/state'
import { caipNetworkIdOf } from '../networks/caip'
import type { Store } from '../store/store'
import { parseCaipAddress } from '../validation/caip-address'
import { type SiweConfig, siwxFromSiwe } from './siwe'
import type { SiwxConfig, SiwxState } from './state'

export interface SiwxDeps {
  config(): SiwxConfig | undefined
  /** The host's `siweConfig` instead: the same flow, in the ConnectingSiwe view. */
  siwe?(): SiweConfig | undefined
  activeCaipAddress(namespace?: ChainNamespace): CaipAddress | undefined
  signWithWallet(namespace: ChainNamespace, address: string, message: string): Promise<string>
  /** The client's own opening (modal.show): sign-in shows under manual control too. */
  openModal(parameters: OpenParameters): void
  closeModal(parameters: { force: boolean }): void
  disconnect(): Promise<void>
  showToast(message: string, variant: 'error' | 'loading' | 'success'): void
  events: EventEmitter
}

export interface SiwxActions {
  /** After a connection: asks for a signature when the feature is on and no stored session exists. */
  onConnected(namespace: ChainNamespace): Promise<void>
  /** Signs the message; success stores the session and closes, decline re-opens with an error. */
  signIn(): Promise<void>
  /** Cancel disconnects when sign-in is required, else closes. */
  cancel(): Promise<void>
  clearSessions(): Promise<void>
  isRequired(): boolean
}

export function createSiwxActions(store: Store<{ siwx: SiwxState }>, deps: SiwxDeps): SiwxActions {
  let namespace: ChainNamespace | undefined
  let fromSiwe: { siwe: SiweConfig; config: SiwxConfig } | undefined
  /** The siwx config in force: the host's, or the one its siweConfig runs as. */
  function currentConfig(): SiwxConfig | undefined {
    const siwe = deps.siwe?.()
    if (!siwe) return deps.config()
    if (fromSiwe?.siwe !== siwe) fromSiwe = { siwe, config: siwxFromSiwe(siwe) }
    return fromSiwe.config
  }
  const signInView = () => (deps.siwe?.() ? 'ConnectingSiwe' : 'SIWXSignMessage')
  const set = (patch: Partial<SiwxState>) =>
    store.setState((state) => ({ siwx: { ...state.siwx, ...patch } }))

  function requireConfig(): SiwxConfig {
    const config = currentConfig()
    if (!config) throw new LatchError('SIWX_NOT_ENABLED', FEATURE_ERRORS.SIWX_NOT_ENABLED)
    return config
  }

  function requireAccount() {
    const caipAddress = deps.activeCaipAddress(namespace)
    if (!caipAddress) throw new LatchError('NO_ACTIVE_CAIP_ADDRESS', FEATURE_ERRORS.NO_ACTIVE_CAIP_ADDRESS)
    return { ...parseCaipAddress(caipAddress), caipNetworkId: caipNetworkIdOf(caipAddress) }
  }

  const actions: SiwxActions = {
    async onConnected(connectedNamespace) {
      const config = currentConfig()
      if (!config) return
      namespace = connectedNamespace
      const { address, caipNetworkId } = requireAccount()
      const sessions = await config.getSessions(caipNetworkId, address)
      if (sessions.length > 0) {
        set({ status: 'success', hasSession: true, error: undefined })
        return
      }
      set({ status: 'awaiting', hasSession: false, error: undefined })
      deps.openModal({ view: signInView() })
    },

    async signIn() {
      const config = requireConfig()
      const { address, caipNetworkId, namespace: ns } = requireAccount()
      set({ status: 'signing', error: undefined })
      try {
        const { data, message } = await config.createMessage({
          accountAddress: address,
          chainId: caipNetworkId,
        })
        const signature = config.signMessage
          ? await config.signMessage({ message, address, chainId: caipNetworkId })
          : await deps.signWithWallet(ns as ChainNamespace, address, message)
        await config.addSession({ data, message, signature })
      } catch (error) {
        set({ status: 'error', error: TOASTS.SIGNATURE_DECLINED })
        deps.showToast(TOASTS.SIGNATURE_DECLINED, 'error')
        deps.events.emit({
          type: 'SIWX_AUTH_ERROR',
          message: error instanceof Error ? error.message : String(error),
        })
        deps.openModal({ view: signInView(), data: { error: TOASTS.SIGNATURE_DECLINED } })
        return
      }
      set({ status: 'success', hasSession: true })
      deps.events.emit({ type: 'SIWX_AUTH_SUCCESS' })
      deps.closeModal({ force: false })
    },

    async cancel() {
      if (actions.isRequired() && !store.getState().siwx.hasSession) {
        await deps.disconnect()
        set({ status: 'idle' })
        deps.closeModal({ force: true })
        return
      }
      set({ status: 'idle' })
      deps.closeModal({ force: false })
    },

    async clearSessions() {
      const config = currentConfig()
      set({ status: 'idle', hasSession: false, error: undefined })
      if (!config) return
      if (config.setSessions) return config.setSessions([])
      const caipAddress = deps.activeCaipAddress(namespace)
      if (!caipAddress) return
      await config.revokeSession(caipNetworkIdOf(caipAddress), parseCaipAddress(caipAddress).address)
    },

    isRequired: () => currentConfig()?.getRequired?.() === true,
  }
  return actions
}
