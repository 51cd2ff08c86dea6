import type { ChainNamespace } from '../adapter/types'
import type { EventEmitter } from '../connection/events'
import { type OpeningContext, pickOpeningView } from '../router/opening'
import { resetView } from '../router/rules'
import type { RouterState } from '../router/state'
import type { View } from '../router/views'
import type { Store } from '../store/store'
import { canCloseModal } from './rules'
import { type ModalState, type OpenParameters, SHAKE_DURATION_MS } from './state'

export interface ModalActions {
  /** The host's and the buttons' opening: the view the opening rules pick (spec section 2). */
  open(parameters?: OpenParameters): void
  /**
   * The client's own opening, the one way past rule 1 (manual control, no adapters): for what the
   * client must show, a request waiting for approval, sign-in, an unsupported chain, recovery.
   */
  show(parameters?: OpenParameters): void
  /** The view `open()` would show now: what a binding may ready before the click that opens it. */
  openingView(): View
  /** Returns false when a rule refuses the close (ApproveTransaction, required sign-in). */
  close(parameters?: { force?: boolean }): boolean
  setLoading(namespace: ChainNamespace, loading: boolean): void
  isLoading(namespace?: ChainNamespace): boolean
  /** Shakes the modal for 500 ms, e.g. on a refused close. */
  shake(): void
  /** Called after each close; returns an unsubscribe function. */
  onClose(listener: () => void): () => void
}

export interface ModalDeps {
  openingContext(): Omit<OpeningContext, 'requestedView' | 'byClient'>
  closeContext(): { siwxRequired: boolean; hasSiwxSession: boolean }
  /** Where the host hears MODAL_OPEN and MODAL_CLOSE. */
  events?: Pick<EventEmitter, 'emit'>
}

export function createModalActions(
  store: Store<{ modal: ModalState; router: RouterState }>,
  deps: ModalDeps,
): ModalActions {
  const closeListeners = new Set<() => void>()
  let shakeTimer: ReturnType<typeof setTimeout> | undefined
  const setModal = (patch: Partial<ModalState>) =>
    store.setState((state) => ({ modal: { ...state.modal, ...patch } }))

  function openOn(parameters: OpenParameters, byClient: boolean): void {
    const view = pickOpeningView({ ...deps.openingContext(), requestedView: parameters.view, byClient })
    store.setState((state) => ({
      router: resetView(view, view === parameters.view ? parameters.data : undefined),
      modal: { ...state.modal, open: true, namespace: parameters.namespace },
    }))
    deps.events?.emit({ type: 'MODAL_OPEN' })
  }

  const actions: ModalActions = {
    open: (parameters = {}) => openOn(parameters, false),
    show: (parameters = {}) => openOn(parameters, true),
    openingView: () => pickOpeningView({ ...deps.openingContext(), byClient: false }),
    close(parameters = {}) {
      const { modal, router } = store.getState()
      if (!modal.open) return true
      if (!canCloseModal({ view: router.view, force: parameters.force, ...deps.closeContext() })) {
        actions.shake()
        return false
      }
      setModal({ open: false, namespace: undefined })
      for (const listener of [...closeListeners]) listener()
      deps.events?.emit({ type: 'MODAL_CLOSE' })
      return true
    },
    setLoading(namespace, loading) {
      store.setState((state) => ({
        modal: { ...state.modal, loading: { ...state.modal.loading, [namespace]: loading } },
      }))
    },
    isLoading(namespace) {
      const { loading } = store.getState().modal
      return namespace ? loading[namespace] === true : Object.values(loading).some(Boolean)
    },
    shake() {
      if (shakeTimer !== undefined) clearTimeout(shakeTimer)
      setModal({ shake: true })
      shakeTimer = setTimeout(() => {
        shakeTimer = undefined
        setModal({ shake: false })
      }, SHAKE_DURATION_MS)
    },
    onClose(listener) {
      closeListeners.add(listener)
      return () => {
        closeListeners.delete(listener)
      }
    },
  }
  return actions
}
