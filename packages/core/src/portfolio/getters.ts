// What the account view reads of the account state (spec section 3): the token balances and the
// selected tab live there, per namespace, so they follow the account and outlast the view.
import type { LatchState } from '../client/state'
import { ACCOUNT_TABS, type AccountTab, initialAccountState, type TokenBalance } from '../connection/accounts'
import type { Store } from '../store/store'

const NONE: TokenBalance[] = []

/** The active account's token balances, as last fetched (one empty array, so selectors stay stable). */
export function getTokenBalance(state: Pick<LatchState, 'accounts' | 'networks'>): TokenBalance[] {
  const namespace = state.networks.activeNamespace
  return (namespace && state.accounts[namespace]?.tokenBalance) || NONE
}

/** The Account view's selected tab on the active namespace (Tokens until one is chosen). */
export function getCurrentTab(state: Pick<LatchState, 'accounts' | 'networks'>): AccountTab {
  const namespace = state.networks.activeNamespace
  return (namespace && state.accounts[namespace]?.currentTab) || 'Tokens'
}

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
