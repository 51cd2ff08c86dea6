// Sign-in sessions belong to one account on one chain: when the connected wallet moves to another
// account or chain, the sign-in check runs again (and asks for a signature if there is no session).
// A fresh connection or reconnect runs the check itself, so only a change between two known
// addresses counts here.
import type { ChainNamespace } from '../adapter/types'
import type { LatchState } from '../client/state'
import type { Store } from '../store/store'
import type { SiwxActions } from './actions'

export function watchSiwxAccounts(
  store: Store<Pick<LatchState, 'accounts'>>,
  namespaces: readonly ChainNamespace[],
  siwx: Pick<SiwxActions, 'onConnected'>,
): () => void {
  const stops = namespaces.map((namespace) =>
    store.select(
      (state) => state.accounts[namespace]?.caipAddress,
      (next, previous) => {
        if (!next || !previous) return
        siwx.onConnected(namespace).catch((error) => console.warn('[latch] sign-in check failed', error))
      },
    ),
  )
  return () => {
    for (const stop of stops) stop()
  }
}
