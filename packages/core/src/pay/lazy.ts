import { lazyActions } from '../client/lazy-actions'
import type { LatchState } from '../client/state'
import type { Store } from '../store/store'
import type { PayActions, PayDeps } from './actions'

/** The pay actions, whose code arrives with the first payment, never with the page. */
export function lazyPayActions(
  store: Store<Pick<LatchState, 'pay' | 'options' | 'connection' | 'accounts' | 'networks' | 'router'>>,
  deps: PayDeps,
): PayActions {
  return lazyActions<PayActions>(
    () => import('./actions').then(({ createPayActions }) => createPayActions(store, deps)),
    ['pay', 'confirmPay'],
  )
}
