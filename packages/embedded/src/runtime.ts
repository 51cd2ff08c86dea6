// What `embeddedWallet()` loads on first use: the frame messenger, the sign-in the namespaces
// share, and the wallet's adapter on each of them (eip155, solana) over that one frame, wired so
// the messenger's alerts (frame not loaded or refusing the page, request timed out) reach core
// through the port.
import type { AlertCode, EmbeddedWalletPort } from '@latch/core'
import { createEmbeddedAdapter, type FrameAlert } from './adapter'
import { createFrameMessenger, type FrameMessengerOptions } from './messenger'
import { createFrameSession } from './session'
import { createEmbeddedSolanaAdapter } from './solana-adapter'

const FRAME_ALERTS: readonly FrameAlert[] = [
  'IFRAME_LOAD_FAILED',
  'IFRAME_REQUEST_TIMEOUT',
  'UNVERIFIED_DOMAIN',
  'INVALID_PROJECT_ID',
]
const isFrameAlert = (code: AlertCode): code is FrameAlert =>
  (FRAME_ALERTS as readonly AlertCode[]).includes(code)

export function createEmbeddedRuntime(options: Omit<FrameMessengerOptions, 'onAlert'>) {
  let alert: (code: FrameAlert) => void = () => {}
  const messenger = createFrameMessenger({
    ...options,
    onAlert: (code) => {
      if (isFrameAlert(code)) alert(code)
    },
  })
  const session = createFrameSession(messenger)
  const eip155 = createEmbeddedAdapter({ messenger, projectId: options.projectId, session })
  const solana = createEmbeddedSolanaAdapter({ messenger, session })
  alert = eip155.alert
  const embedded: EmbeddedWalletPort = {
    ...eip155.embedded,
    // Core reads the user of each namespace by its connection's chain: a Solana cluster's user
    // (another key, another address) is the Solana side's to read.
    getUser: (chainId, type) =>
      solana.serves(chainId) ? solana.user(chainId) : eip155.embedded.getUser(chainId, type),
  }
  return {
    eip155,
    solana,
    embedded,
    destroy() {
      solana.destroy()
      eip155.destroy?.()
    },
  }
}
