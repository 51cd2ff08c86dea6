import { type ChainNamespace, getWalletInfo, type LatchState, type WalletInfo } from '@latch/core'
import { useCallback } from 'react'
import { useLatchState } from './useLatchState'

export type { WalletInfo }

export interface UseWalletInfoReturnType {
  walletInfo?: WalletInfo
}

/** The wallet connected on a namespace, the active one by default (core's `getWalletInfo`). */
export function useWalletInfo(namespace?: ChainNamespace): UseWalletInfoReturnType {
  const walletInfo = useLatchState(
    useCallback((state: LatchState) => getWalletInfo(state, namespace), [namespace]),
  )
  return walletInfo ? { walletInfo } : {}
}
