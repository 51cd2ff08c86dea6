import { lazyActions } from '../client/lazy-actions'
import type { Store } from '../store/store'
import type { SiwxActions, SiwxDeps } from './actions'
import { isSiwxRequired } from './getters'
import type { SiwxState } from './state'

/**
 * Sign-in with a wallet, whose code arrives with its first use. With the feature off there is
 * nothing to load: the check after a connection and the clearing of sessions have nothing to do.
 */
export function lazySiwxActions(store: Store<{ siwx: SiwxState }>, deps: SiwxDeps): SiwxActions {
  const actions = lazyActions<Omit<SiwxActions, 'isRequired'>>(
    () => import('./actions').then(({ createSiwxActions }) => createSiwxActions(store, deps)),
    ['onConnected', 'signIn', 'cancel', 'clearSessions'],
  )
  const enabled = () => deps.config() !== undefined || deps.siwe?.() !== undefined
  return {
    ...actions,
    onConnected: (namespace) => (enabled() ? actions.onConnected(namespace) : Promise.resolve()),
    clearSessions: () => (enabled() ? actions.clearSessions() : Promise.resolve()),
    isRequired: () => isSiwxRequired({ options: { siwx: deps.config(), siweConfig: deps.siwe?.() } }),
  }
}
