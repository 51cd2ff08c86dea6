import { lazyActions } from '../client/lazy-actions'
import type { LatchState } from '../client/state'
import type { Store } from '../store/store'
import type { NameActions, NameDeps } from './actions'
import { nameAccount } from './rules'

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

/**
 * Asks for the name of each eip155 account as it connects (and again on another chain), so the
 * account button shows it, not only the Account view. Only with a services server to ask.
 */
export function watchAccountName(
  store: Store<Pick<LatchState, 'accounts' | 'connection' | 'networks'>>,
  names: Pick<NameActions, 'fetchAccountName'>,
  enabled: boolean,
): { start(): void; destroy(): void } {
  let stop: (() => void) | undefined
  const connectedKey = (state: Pick<LatchState, 'accounts' | 'connection' | 'networks'>) => {
    const account = nameAccount(state)
    return account && `${account.chainId}:${account.address}`
  }
  const ask = (key: string | undefined) => {
    if (key)
      names.fetchAccountName().catch((error: unknown) => {
        // The address stays shown; the name is a nicety.
        console.warn('[latch] Error fetching names for address', error)
      })
  }
  return {
    start() {
      if (!enabled || stop) return
      stop = store.select(connectedKey, ask)
      ask(connectedKey(store.getState()))
    },
    destroy() {
      stop?.()
      stop = undefined
    },
  }
}
