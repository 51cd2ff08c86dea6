// The account the portfolio and the send form act for. A module of its own so the send form, which
// loads with the client, does not pull the portfolio's service clients into the first load.
import type { CaipNetwork, ChainNamespace } from '../adapter/types'
import type { LatchState } from '../client/state'
import { isConnected } from '../connection/getters'

export interface ActiveAccount {
  key: string
  address: string
  namespace: ChainNamespace
  network: CaipNetwork
}

/** The connected account on the active network, or undefined when nobody is connected. */
export function activeAccount(
  state: Pick<LatchState, 'connection' | 'accounts' | 'networks'>,
): ActiveAccount | undefined {
  const namespace = state.networks.activeNamespace
  if (!namespace || !isConnected(state, namespace)) return undefined
  const account = state.accounts[namespace]
  const network = state.networks.active[namespace]
  if (!account?.address || !network) return undefined
  return { key: `${network.caipNetworkId}:${account.address}`, address: account.address, namespace, network }
}
