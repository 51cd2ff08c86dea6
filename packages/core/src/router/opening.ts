import type { View } from './views'

export interface OpeningContext {
  manualControl: boolean
  adapterCount: number
  isConnected: boolean
  isMobile: boolean
  requestedView?: View
  /**
   * The client opens for itself (modal.show): a request waiting for approval, sign-in, an
   * unsupported chain, recovery, a refused request. Rule 1 is for the host's and the buttons'
   * openings; what the client must show is shown whatever manual control says.
   */
  byClient?: boolean
}

/** The opening rules of spec section 2, applied in order. */
export function pickOpeningView(context: OpeningContext): View {
  // 1. Manual control, or nothing to connect through and nobody connected: WalletConnect only.
  const walletConnectOnly = context.manualControl || (context.adapterCount === 0 && !context.isConnected)
  if (walletConnectOnly && !context.byClient) {
    return context.isMobile ? 'AllWallets' : 'ConnectingWalletConnectBasic'
  }
  // 2. A requested view.
  if (context.requestedView) return context.requestedView
  // 3. Account when connected, 4. else Connect.
  return context.isConnected ? 'Account' : 'Connect'
}

/** Detects a phone or tablet; reads `navigator` only when called (SSR-safe). */
export function detectMobile(): boolean {
  const agent = globalThis.navigator?.userAgent
  if (typeof agent !== 'string') return false
  return /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i.test(agent)
}
