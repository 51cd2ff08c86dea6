// Choosing the Account view's tab, which a host may do before the modal (and the slice's code)
// has loaded: the client answers it at once, the getters read it (./getters).
import type { LatchState } from '../client/state'
import { ACCOUNT_TABS, type AccountTab, initialAccountState } from '../connection/accounts'
import type { Store } from '../store/store'

/**
 * Selects the Account view's tab on the active namespace; it stays selected across opens, and a
 * host can choose it before opening the modal. Anything but Tokens, NFTs or Activity is refused.
 */
export function setCurrentTab(
  store: Store<Pick<LatchState, 'accounts' | 'networks'>>,
  tab: AccountTab,
): void {
  if (!ACCOUNT_TABS.includes(tab))
    throw new TypeError(`Unknown account tab "${String(tab)}": use one of ${ACCOUNT_TABS.join(', ')}`)
  const namespace = store.getState().networks.activeNamespace
  if (!namespace) return
  store.setState((state) => {
    // Before a connection there is no account yet: the tab waits in a disconnected one.
    const account = state.accounts[namespace] ?? initialAccountState()
    return { accounts: { ...state.accounts, [namespace]: { ...account, currentTab: tab } } }
  })
}
