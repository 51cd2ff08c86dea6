import type { ChainNamespace } from '@latch/core'
import { useMemo } from 'react'
import { useLatchRuntime } from '../context'

export interface UseDisconnectReturnType {
  /** Disconnects one namespace, or every connected one when none is given. */
  disconnect(parameters?: { namespace?: ChainNamespace }): Promise<void>
}

export function useDisconnect(): UseDisconnectReturnType {
  const { client } = useLatchRuntime()
  return useMemo(() => ({ disconnect: (parameters) => client.disconnect(parameters) }), [client])
}
