import type { ChainNamespace, LatchState } from '@latch/core'
import { useCallback } from 'react'
import { useLatchState } from './useLatchState'

export interface WalletInfo {
  name: string
  icon?: string
  /** The connector id, e.g. an EIP-6963 rdns-based id. */
  identifier: string
}

export interface UseWalletInfoReturnType {
  walletInfo?: WalletInfo
}

/** The wallet connected on a namespace (the active one by default). */
export function useWalletInfo(namespace?: ChainNamespace): UseWalletInfoReturnType {
  const select = useCallback((state: LatchState) => selectWalletInfo(state, namespace), [namespace])
  const walletInfo = useLatchState(select)
  return walletInfo ? { walletInfo } : {}
}

export function selectWalletInfo(state: LatchState, namespace?: ChainNamespace): WalletInfo | undefined {
  const ns = namespace ?? state.networks.activeNamespace
  const connectorId = ns ? state.connection.connections[ns]?.connectorId : undefined
  if (!connectorId) return undefined
  const connector = state.connection.connectors.find((entry) => entry.id === connectorId)
  const recent = state.connection.recentWallets.find((entry) => entry.id === connectorId)
  const name = connector?.name ?? recent?.name ?? connectorId
  const icon = connector?.imageUrl ?? recent?.imageUrl
  return icon ? { name, icon, identifier: connectorId } : { name, identifier: connectorId }
}
