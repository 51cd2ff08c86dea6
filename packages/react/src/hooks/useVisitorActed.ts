import { useSyncExternalStore } from 'react'
import { onVisitorActed, visitorActed } from '../modal/loadModal'

/** Whether the visitor has acted on Latch yet: until then no image is fetched from any host. */
export function useVisitorActed(): boolean {
  return useSyncExternalStore(onVisitorActed, visitorActed, () => false)
}
