import { type CaipNetwork, type CaipNetworkId, type GetNetworkReturnType, getNetwork } from '@latch/core'
import { useMemo } from 'react'
import { useLatchRuntime } from '../context'
import { useLatchState } from './useLatchState'

export interface UseNetworkReturnType extends GetNetworkReturnType {
  switchNetwork(network: CaipNetwork | CaipNetworkId): Promise<void>
}

/** The active network and the requested list (core's `getNetwork`), with the switch action. */
export function useNetwork(): UseNetworkReturnType {
  const { client } = useLatchRuntime()
  const network = useLatchState(getNetwork)
  return useMemo(() => ({ ...network, switchNetwork: (to) => client.switchNetwork(to) }), [client, network])
}
