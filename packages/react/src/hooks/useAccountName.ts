import { useEffect } from 'react'
import { useLatchRuntime } from '../context'
import { useAccount } from './useAccount'

/**
 * Shows the connected eip155 account's name: mounted by the Account view, it asks core once per
 * account and chain (core caches names for 5 minutes). A failure only leaves the address shown.
 */
export function useAccountName(): void {
  const { client } = useLatchRuntime()
  const { caipAddress } = useAccount()
  useEffect(() => {
    if (!caipAddress?.startsWith('eip155:')) return
    client.names.fetchAccountName().catch((error: unknown) => {
      console.warn('[latch] Error fetching names for address', error)
    })
  }, [client, caipAddress])
}
