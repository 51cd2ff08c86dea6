import type { CaipAddress, ChainNamespace, ConnectionStatus, LatchState } from '@latch/core'
import { useCallback } from 'react'
import { useLatchState } from './useLatchState'

export interface UseAccountReturnType {
  address?: string
  caipAddress?: CaipAddress
  isConnected: boolean
  status: ConnectionStatus
  balance?: string
  balanceSymbol?: string
  profileName?: string
  profileImage?: string
}

/** The account of a namespace, the active one by default. */
export function useAccount(namespace?: ChainNamespace): UseAccountReturnType {
  const select = useCallback((state: LatchState) => selectAccount(state, namespace), [namespace])
  return useLatchState(select)
}

export function selectAccount(state: LatchState, namespace?: ChainNamespace): UseAccountReturnType {
  const ns = namespace ?? state.networks.activeNamespace
  const account = ns ? state.accounts[ns] : undefined
  const status = (ns && state.connection.status[ns]) || account?.status || 'disconnected'
  return {
    address: account?.address,
    caipAddress: account?.caipAddress,
    isConnected: status === 'connected' && Boolean(account?.address),
    status,
    balance: account?.balance,
    balanceSymbol: account?.balanceSymbol,
    profileName: account?.profileName ?? undefined,
    profileImage: account?.profileImage ?? undefined,
  }
}
