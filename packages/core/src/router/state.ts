import type { CaipNetwork, Connector } from '../adapter/types'
import type { View } from './views'

/** What a view needs to render, passed along with the navigation. */
export interface RouterData {
  connector?: Connector
  network?: CaipNetwork
  /** A message the view shows, e.g. 'Signature declined'. */
  error?: string
  [key: string]: unknown
}

export interface RouterState {
  view: View
  history: View[]
  data?: RouterData
}

export function initialRouterState(view: View = 'Connect'): RouterState {
  return { view, history: [view] }
}
