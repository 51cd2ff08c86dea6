import type { ChainNamespace } from '../adapter/types'
import type { RouterData } from '../router/state'
import type { View } from '../router/views'

export const SHAKE_DURATION_MS = 500

export interface ModalState {
  open: boolean
  /** Loading flag per namespace (a connection or switch in flight). */
  loading: Partial<Record<ChainNamespace, boolean>>
  shake: boolean
  /** Namespace the modal was opened for, filtering connectors and networks. */
  namespace?: ChainNamespace
}

export function initialModalState(): ModalState {
  return { open: false, loading: {}, shake: false }
}

export interface OpenParameters {
  view?: View
  data?: RouterData
  namespace?: ChainNamespace
}
