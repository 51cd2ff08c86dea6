import type { CaipNetwork, CaipNetworkId, LatchState } from '@latch/core'
import { useMemo } from 'react'
import { useLatchRuntime } from '../context'
import { useLatchState } from './useLatchState'

export interface UseNetworkReturnType {
  caipNetwork?: CaipNetwork
  caipNetworkId?: CaipNetworkId
  chainId?: number | string
  /** The networks the app asked for. */
  networks: readonly CaipNetwork[]
  /** The wallet is on a network outside the requested list. */
  isUnsupported: boolean
  switchNetwork(network: CaipNetwork | CaipNetworkId): Promise<void>
}

export function useNetwork(): UseNetworkReturnType {
  const { client } = useLatchRuntime()
  const slice = useLatchState(selectNetwork)
  return useMemo(
    () => ({
      ...slice,
      switchNetwork: (network: CaipNetwork | CaipNetworkId) => client.switchNetwork(network),
    }),
    [client, slice],
  )
}

export function selectNetwork(state: LatchState): Omit<UseNetworkReturnType, 'switchNetwork'> {
  const { active, activeNamespace, requested, unsupported } = state.networks
  const caipNetwork = activeNamespace ? active[activeNamespace] : undefined
  return {
    caipNetwork,
    caipNetworkId: caipNetwork?.caipNetworkId,
    chainId: caipNetwork?.id,
    networks: requested,
    isUnsupported: activeNamespace ? unsupported[activeNamespace] === true : false,
  }
}
