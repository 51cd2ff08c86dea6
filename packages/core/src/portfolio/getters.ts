// What the account view reads of the account state (spec section 3): the token balances and the
// selected tab live there, per namespace, so they follow the account and outlast the view.
import type { LatchState } from '../client/state'
import type { AccountTab, TokenBalance } from '../connection/accounts'

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
