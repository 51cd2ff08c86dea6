// What a button that shows a balance needs (the reading, the display rule and the decimal library
// behind it), in a chunk of its own: a page whose buttons show no balance never loads it.
import { type ChainNamespace, displayedBalance as display, type LatchClient } from '@latch/core'

/** The balance as the Account view shows it, its digits written for the languages asked for. */
export const displayedBalance = (
  balance: Parameters<typeof display>[0],
  network: Parameters<typeof display>[1],
  client: LatchClient,
): string => display(balance, network, client.store.getState().locale)

/** Reads the native balance now and again whenever the account or its network changes. */
export function watchBalance(client: LatchClient, namespace?: ChainNamespace): () => void {
  let read = ''
  const check = () => {
    const state = client.store.getState()
    const ns = namespace ?? state.networks.activeNamespace
    const account = ns && state.accounts[ns]
    const key =
      account && client.isConnected(ns)
        ? `${state.networks.active[ns]?.caipNetworkId} ${account.address}`
        : ''
    if (!ns || !key || key === read) return
    read = key
    client.refreshBalance(ns).catch(() => {
      // An unavailable balance is simply not shown; the next change reads again.
      read = ''
    })
  }
  check()
  return client.store.subscribe(check)
}
