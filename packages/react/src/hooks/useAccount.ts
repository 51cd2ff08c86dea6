import { type ChainNamespace, type GetAccountReturnType, getAccount, type LatchState } from '@latch/core'
import { useCallback } from 'react'
import { useLatchState } from './useLatchState'

export type UseAccountReturnType = GetAccountReturnType

/** The account of a namespace, the active one by default (core's `getAccount`). */
export function useAccount(namespace?: ChainNamespace): UseAccountReturnType {
  return useLatchState(useCallback((state: LatchState) => getAccount(state, namespace), [namespace]))
}
