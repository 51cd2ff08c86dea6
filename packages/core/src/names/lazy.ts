import { lazyActions } from '../client/lazy-actions'
import type { LatchState } from '../client/state'
import type { Store } from '../store/store'
import type { NameActions, NameDeps } from './actions'

/** The name actions, whose code arrives with their first use, not with the page. */
export function lazyNameActions(
  store: Store<Pick<LatchState, 'names' | 'accounts' | 'connection' | 'networks'>>,
  deps: NameDeps,
): NameActions {
  return lazyActions<NameActions>(
    () => import('./actions').then(({ createNameActions }) => createNameActions(store, deps)),
    ['fetchAccountName', 'checkName', 'registerName'],
  )
}
