import { useEffect, useRef } from 'react'
import { useLatchRuntime } from '../context'

/**
 * A form's validation toast ('A token is required'): it speaks of what the form held when it was
 * sent, so it leaves as soon as the visitor changes one of `fields` or leaves the view, instead of
 * following them into other views for its full time; `onStale` then clears the form's own copy of
 * the message. Returns the function that raises it.
 */
export function useFormToast(fields: readonly unknown[], onStale: () => void): (message: string) => void {
  const { client } = useLatchRuntime()
  const raised = useRef<string>(undefined)
  // The cleanup runs when a field changes and when the view goes: either way the toast is stale.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the fields make it stale, not a new onStale
  useEffect(
    () => () => {
      // Only its own message, shown or still on its way: another toast raised since stays.
      if (raised.current !== undefined) client.hideToast(raised.current)
      raised.current = undefined
      onStale()
    },
    [client, ...fields],
  )
  return (message) => {
    raised.current = message
    client.showToast(message, 'error')
  }
}
