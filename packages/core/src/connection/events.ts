// Events for host apps (`subscribeEvents`): what happened, never state they should copy.
import type { CaipNetworkId, ChainNamespace } from '../adapter/types'

export type LatchEvent =
  | { type: 'CONNECT_SUCCESS'; namespace: ChainNamespace; connectorId: string; address: string }
  | { type: 'CONNECT_ERROR'; namespace: ChainNamespace; connectorId: string; message: string }
  | { type: 'RECONNECT_SUCCESS'; namespaces: ChainNamespace[] }
  | { type: 'DISCONNECT_SUCCESS' }
  | { type: 'DISCONNECT_ERROR'; message: string }
  | { type: 'SWITCH_NETWORK'; caipNetworkId: CaipNetworkId }
  | { type: 'MODAL_OPEN' }
  | { type: 'MODAL_CLOSE' }
  | { type: 'SIWX_AUTH_SUCCESS' }
  | { type: 'SIWX_AUTH_ERROR'; message: string }

export type LatchEventListener = (event: LatchEvent & { timestamp: number }) => void

export interface EventEmitter {
  emit(event: LatchEvent): void
  subscribe(listener: LatchEventListener): () => void
}

export function createEventEmitter(now: () => number = Date.now): EventEmitter {
  const listeners = new Set<LatchEventListener>()
  return {
    emit(event) {
      const stamped = { ...event, timestamp: now() }
      for (const listener of [...listeners]) {
        // A failing host listener must not break the modal or the other listeners.
        try {
          listener(stamped)
        } catch (error) {
          console.error('[latch] event listener failed', error)
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}
