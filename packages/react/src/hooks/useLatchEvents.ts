import type { LatchEvent } from '@latch/core'
import { useEffect, useState } from 'react'
import { useLatchRuntime } from '../context'

export type LatchEventRecord = LatchEvent & { timestamp: number }

/** The latest event (connect, disconnect, network switch, modal open/close), undefined until one happens. */
export function useLatchEvents(): LatchEventRecord | undefined {
  const { client } = useLatchRuntime()
  const [event, setEvent] = useState<LatchEventRecord>()
  useEffect(() => client.subscribeEvents(setEvent), [client])
  return event
}
